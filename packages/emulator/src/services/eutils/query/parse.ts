import { EutilsError } from '../routes/call.js';

/**
 * Entrez query syntax as ESearch accepts it: terms and quoted phrases, `[field]` tags that bind
 * to the phrase just before them, AND/OR/NOT evaluated left to right (Entrez has no operator
 * precedence), parentheses, and adjacent terms joined with AND.
 */
export type QueryNode =
  | { kind: 'term'; text: string; tag?: string; quoted: boolean }
  | { kind: 'op'; op: 'AND' | 'OR' | 'NOT'; left: QueryNode; right: QueryNode };

/** A query ESearch cannot parse, reported as its search backend words it. */
export class QuerySyntaxError extends EutilsError {
  constructor(message: string) {
    super(`Search Backend failed: ${message}`);
  }
}

type Token = { t: 'word' | 'quoted' | 'tag' | '(' | ')'; v: string } | { t: 'op'; v: 'AND' | 'OR' | 'NOT' };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  const text = input.trimEnd();
  // After any spaces: a quoted phrase, a [tag], a parenthesis, or a bare word.
  const next = /\s*(?:"([^"]*)"|\[([^\]]*)\]|([()])|([^\s"[()]+))/y;
  while (next.lastIndex < text.length) {
    const at = next.lastIndex;
    const match = next.exec(text);
    if (!match) {
      const open = text.slice(at).trimStart()[0];
      throw new QuerySyntaxError(open === '"' ? 'unbalanced quotation marks' : 'unbalanced brackets');
    }
    const [, quoted, tag, paren, word] = match;
    if (quoted !== undefined) tokens.push({ t: 'quoted', v: quoted });
    else if (tag !== undefined) tokens.push({ t: 'tag', v: tag.trim() });
    else if (paren === '(' || paren === ')') tokens.push({ t: paren, v: paren });
    else if (word === 'AND' || word === 'OR' || word === 'NOT') tokens.push({ t: 'op', v: word });
    else tokens.push({ t: 'word', v: word! });
  }
  return tokens;
}

export function parseQuery(input: string): QueryNode {
  const tokens = tokenize(input);
  let pos = 0;

  const and = (left: QueryNode, right: QueryNode): QueryNode => ({ kind: 'op', op: 'AND', left, right });

  const tagged = () => (tokens[pos]?.t === 'tag' ? tokens[pos++]!.v : undefined);

  /** One operand: a parenthesised group, a quoted phrase, or a run of bare words. */
  function unit(): QueryNode {
    const token = tokens[pos];
    if (!token) throw new QuerySyntaxError('the query ends where a term was expected');
    if (token.t === '(') {
      pos++;
      const inner = expression();
      if (tokens[pos]?.t !== ')') throw new QuerySyntaxError('unbalanced parentheses');
      pos++;
      return inner;
    }
    if (token.t === 'quoted') {
      pos++;
      const tag = tagged();
      return { kind: 'term', text: token.v, quoted: true, ...(tag !== undefined && { tag }) };
    }
    if (token.t === 'word') {
      const words: string[] = [];
      while (tokens[pos]?.t === 'word') words.push(tokens[pos++]!.v);
      const tag = tagged();
      if (tag !== undefined) return { kind: 'term', text: words.join(' '), quoted: false, tag };
      // Untagged words are searched one by one in all fields.
      return words.map((text): QueryNode => ({ kind: 'term', text, quoted: false })).reduce(and);
    }
    throw new QuerySyntaxError(`unexpected ${token.t === 'tag' ? `[${token.v}]` : token.v}`);
  }

  function expression(): QueryNode {
    let left = unit();
    for (;;) {
      const token = tokens[pos];
      if (!token || token.t === ')') return left;
      if (token.t === 'op') {
        pos++;
        left = { kind: 'op', op: token.v, left, right: unit() };
      } else {
        left = and(left, unit());
      }
    }
  }

  if (tokens.length === 0) throw new QuerySyntaxError('empty query');
  const tree = expression();
  if (pos < tokens.length) throw new QuerySyntaxError('unbalanced parentheses');
  return tree;
}
