/**
 * A small subset of the registry's Essie query syntax: words and "quoted phrases", AND (also
 * implied by juxtaposition), OR, NOT and parentheses, matched case- and accent-insensitively at
 * word starts ("cancer" finds "Cancers", not "precancerous"). AREA[...] operators are not
 * emulated; their text is matched as words.
 */
export type Matcher = (normalizedText: string) => boolean;

/** Lower-case, accents removed, every run of non-alphanumerics one space, padded with spaces. */
export function normalizeText(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim()} `;
}

type Token = { kind: 'word'; text: string } | { kind: 'op'; op: 'AND' | 'OR' | 'NOT' | '(' | ')' };

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  const re = /"([^"]*)"|(\(|\))|([^\s()"]+)/g;
  for (let m = re.exec(query); m; m = re.exec(query)) {
    if (m[1] !== undefined) tokens.push({ kind: 'word', text: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'op', op: m[2] as '(' | ')' });
    else if (m[3] === 'AND' || m[3] === 'OR' || m[3] === 'NOT') tokens.push({ kind: 'op', op: m[3] });
    else if (m[3] !== undefined) tokens.push({ kind: 'word', text: m[3] });
  }
  return tokens;
}

const always: Matcher = () => true;

export function compileQuery(query: string): Matcher {
  const tokens = tokenize(query);
  let at = 0;
  const peek = () => tokens[at];

  function primary(): Matcher {
    const token = tokens[at++];
    if (!token) return always;
    if (token.kind === 'op' && token.op === '(') {
      const inner = orExpr();
      if (peek()?.kind === 'op' && (peek() as { op: string }).op === ')') at++;
      return inner;
    }
    if (token.kind === 'op') return always;
    const needle = normalizeText(token.text).trimEnd();
    if (needle.trim() === '') return always;
    return (text) => text.includes(needle);
  }
  function unary(): Matcher {
    const token = peek();
    if (token?.kind === 'op' && token.op === 'NOT') {
      at++;
      const inner = unary();
      return (text) => !inner(text);
    }
    return primary();
  }
  function andExpr(): Matcher {
    const parts = [unary()];
    for (;;) {
      const token = peek();
      if (!token || (token.kind === 'op' && (token.op === 'OR' || token.op === ')'))) break;
      if (token.kind === 'op' && token.op === 'AND') at++;
      parts.push(unary());
    }
    return parts.length === 1 ? (parts[0] as Matcher) : (text) => parts.every((p) => p(text));
  }
  function orExpr(): Matcher {
    const parts = [andExpr()];
    while (peek()?.kind === 'op' && (peek() as { op: string }).op === 'OR') {
      at++;
      parts.push(andExpr());
    }
    return parts.length === 1 ? (parts[0] as Matcher) : (text) => parts.some((p) => p(text));
  }
  return orExpr();
}
