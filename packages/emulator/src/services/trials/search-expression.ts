import { badRequest } from '../../kit/index.js';
import type { SearchArea } from './catalog.js';
import {
  always,
  areaScope,
  type EntryMatcher,
  missingMatcher,
  notEmulated,
  rangeMatcher,
  type Scope,
  termMatcher,
} from './search-match.js';

/**
 * The subset of the registry's Essie search syntax that the emulator evaluates, for the
 * query.* parameters and filter.advanced alike: words and "quoted phrases", AND (also implied by
 * juxtaposition), OR, NOT, parentheses, the context operator AREA[Field], the source operators
 * RANGE[min, max], MISSING and ALL, and TILT[...] / EXPANSION[None|Term], which change only
 * ranking or synonym expansion (neither is emulated) and so are accepted and ignored. Other
 * operators (SEARCH, COVERAGE, DISTANCE, ...) are a 400 that names them rather than a silently
 * different result. Precedence as documented: terms and source operators, then NOT and context
 * operators, then AND, then OR. The parser is the only walk over an expression: it builds the
 * matcher bottom up as it reads, terms in the scope AREA[...] gives them (search-match.ts).
 */

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'op'; op: 'AND' | 'OR' | 'NOT' | '(' | ')' }
  | { kind: 'operator'; name: string; arg: string }
  | { kind: 'source'; name: 'MISSING' | 'ALL' };

/** Essie operators written NAME[...]; any other NAME[...] is ordinary text, as it would be live. */
const BRACKET_OPERATORS = new Set(['AREA', 'RANGE', 'TILT', 'EXPANSION', 'SEARCH', 'COVERAGE', 'DISTANCE']);
const EMULATED_EXPANSIONS = new Set(['none', 'term']);

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  const re = /"((?:[^"\\]|\\.)*)"?|(\(|\))|([A-Z]+)\[([^\]]*)\]|([^\s()"]+)/g;
  for (let m = re.exec(query); m; m = re.exec(query)) {
    const [, phrase, paren, name, arg, word] = m;
    if (phrase !== undefined) tokens.push({ kind: 'word', text: phrase.replace(/\\(.)/g, '$1') });
    else if (paren !== undefined) tokens.push({ kind: 'op', op: paren as '(' | ')' });
    else if (name !== undefined && BRACKET_OPERATORS.has(name))
      tokens.push({ kind: 'operator', name, arg: (arg ?? '').trim() });
    else if (name !== undefined) tokens.push({ kind: 'word', text: m[0] });
    else if (word === 'AND' || word === 'OR' || word === 'NOT') tokens.push({ kind: 'op', op: word });
    else if (word === 'MISSING' || word === 'ALL') tokens.push({ kind: 'source', name: word });
    // A backslash makes an operator name an ordinary word (\MISSING).
    else if (word !== undefined) tokens.push({ kind: 'word', text: word.replace(/^\\/, '') });
  }
  return tokens;
}

/**
 * Compiles a query.* or filter.advanced expression; plain terms search `area` (the parameter's
 * search area, BasicSearch for filter.advanced). Throws a 400 for what is not emulated.
 */
export function compileSearch(query: string, area: SearchArea): EntryMatcher {
  const tokens = tokenize(query);
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (token: Token | undefined, op: string) => token?.kind === 'op' && token.op === op;

  function primary(scope: Scope): EntryMatcher {
    const token = tokens[at++];
    if (!token) throw badRequest(`Search expression '${query}' ends where a search term is expected`);
    switch (token.kind) {
      case 'word':
        return termMatcher(token.text, scope);
      case 'source':
        return token.name === 'ALL' ? always : missingMatcher(scope);
      case 'op': {
        if (token.op !== '(')
          throw badRequest(`Search expression '${query}' has '${token.op}' where a search term is expected`);
        const inner = orExpr(scope);
        if (!isOp(tokens[at++], ')'))
          throw badRequest(`Search expression '${query}' has an unclosed parenthesis`);
        return inner;
      }
      case 'operator': {
        if (token.name === 'RANGE') {
          const bounds = token.arg.split(',').map((s) => s.trim());
          if (bounds.length !== 2 || bounds.some((b) => b === ''))
            throw badRequest(`RANGE[${token.arg}] needs two bounds: RANGE[min, max] (MIN and MAX allowed)`);
          return rangeMatcher(bounds[0] as string, bounds[1] as string, scope);
        }
        throw notEmulated(`${token.name}[${token.arg}]`);
      }
    }
  }
  function unary(scope: Scope): EntryMatcher {
    const token = peek();
    if (isOp(token, 'NOT')) {
      at++;
      const inner = unary(scope);
      return (entry, catalog) => !inner(entry, catalog);
    }
    if (token?.kind === 'operator' && token.name !== 'RANGE') {
      at++;
      if (token.name === 'AREA') return unary(areaScope(token.arg));
      // Ranking only: no scores are emulated, so the operand is searched as it is.
      if (token.name === 'TILT') return unary(scope);
      if (token.name === 'EXPANSION' && EMULATED_EXPANSIONS.has(token.arg.toLowerCase())) return unary(scope);
      throw notEmulated(
        `${token.name}[${token.arg}]`,
        token.name === 'EXPANSION' ? ' (EXPANSION[None] and EXPANSION[Term] are: no synonyms)' : '',
      );
    }
    return primary(scope);
  }
  function andExpr(scope: Scope): EntryMatcher {
    const parts = [unary(scope)];
    for (let token = peek(); token && !isOp(token, 'OR') && !isOp(token, ')'); token = peek()) {
      if (isOp(token, 'AND')) at++;
      parts.push(unary(scope));
    }
    return (entry, catalog) => parts.every((p) => p(entry, catalog));
  }
  function orExpr(scope: Scope): EntryMatcher {
    const parts = [andExpr(scope)];
    while (isOp(peek(), 'OR')) {
      at++;
      parts.push(andExpr(scope));
    }
    return (entry, catalog) => parts.some((p) => p(entry, catalog));
  }

  const result = orExpr({ area });
  if (at < tokens.length) throw badRequest(`Search expression '${query}' has an unmatched ')'`);
  return result;
}
