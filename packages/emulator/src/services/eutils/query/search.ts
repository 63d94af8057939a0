import { parseQuery, type QueryNode } from './parse.js';

/**
 * How a field compares a search value with a record's values: `exact` (the whole value, e.g. a
 * gene symbol), `words` (the value's words appear in order, e.g. a disease name), `substring`
 * (anywhere, e.g. an HGVS expression). A trailing `*` makes any of them a prefix search.
 */
type MatchMode = 'exact' | 'words' | 'substring';

export interface SearchField<R> {
  /** Field code as EInfo lists it (GENE, ORGN...). */
  code: string;
  fullName: string;
  description: string;
  /** Lower-cased tags accepted in brackets, e.g. 'gene', 'gene name', 'sym'. */
  tags: readonly string[];
  mode: MatchMode;
  values(record: R): readonly string[];
  /** Rewrites a value the way ESearch's translation does (human -> Homo sapiens). */
  canonical?(value: string): string | undefined;
  numerical?: boolean;
  hidden?: boolean;
}

/** A field as search-fields.json describes it; `canonical` marks one whose values ESearch translates. */
export type FieldInfo = Omit<SearchField<unknown>, 'values' | 'canonical'> & { canonical?: boolean };

/** The described fields of a database, each with the function that reads its values off a record. */
export function describedFields<R>(
  info: readonly FieldInfo[],
  values: Readonly<Record<string, (record: R) => readonly string[]>>,
  canonical: (value: string) => string | undefined,
): SearchField<R>[] {
  return info.map(({ canonical: translated, ...f }) => ({
    ...f,
    values: values[f.code]!,
    ...(translated ? { canonical } : {}),
  }));
}

export interface SearchableDb<R> {
  records: readonly R[];
  id(record: R): number;
  /** Every field, [All Fields] (tag `all`, where untagged terms are searched) among them. */
  fields: readonly SearchField<R>[];
}

const normalizeWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9*]+/g, ' ')
    .trim()} `;

/**
 * Each record's values of a field as one lower-cased text, kept apart so a probe never matches
 * across two of them: `exact` values between NULs (the probe `\0value\0`, or `\0prefix`),
 * `words` values as space-padded words between bars, `substring` values joined by NUL.
 */
const JOIN: Record<MatchMode, (values: readonly string[]) => string> = {
  exact: (values) => (values.length ? `\0${values.join('\0')}\0`.toLowerCase() : ''),
  words: (values) => values.map(normalizeWords).join('|'),
  substring: (values) => values.join('\0').toLowerCase(),
};

/** Lazily built per-field texts over one database's records. */
export class SearchIndex<R> {
  private readonly texts = new Map<string, string[]>();
  private readonly byTag = new Map<string, SearchField<R>>();
  private positions?: Map<number, number>;

  constructor(readonly db: SearchableDb<R>) {
    for (const field of db.fields) for (const tag of field.tags) this.byTag.set(tag, field);
  }

  /** Position of a record in db.records by id. */
  positionOf(id: number): number | undefined {
    this.positions ??= new Map(this.db.records.map((record, i) => [this.db.id(record), i]));
    return this.positions.get(id);
  }

  field(tag: string): SearchField<R> | undefined {
    return this.byTag.get(tag.toLowerCase().trim());
  }

  /** Positions (indexes into db.records) of the records whose field matches the value. */
  match(field: SearchField<R>, value: string): number[] {
    const lower = value.toLowerCase().trim();
    const prefix = lower.endsWith('*');
    const needle = prefix ? lower.slice(0, -1) : lower;
    let probe = needle;
    if (field.mode === 'exact') probe = prefix ? `\0${needle}` : `\0${needle}\0`;
    else if (field.mode === 'words') {
      const words = normalizeWords(needle).trimEnd();
      if (words.trim() === '') return [];
      probe = prefix ? words : `${words} `;
    }
    let texts = this.texts.get(field.code);
    if (!texts) {
      texts = this.db.records.map((record) => JOIN[field.mode](field.values(record)));
      this.texts.set(field.code, texts);
    }
    const out: number[] = [];
    for (let i = 0; i < texts.length; i++) if (texts[i]!.includes(probe)) out.push(i);
    return out;
  }
}

/** An outcome with nothing found and nothing reported yet; `ids` in the database's default order. */
export const emptyOutcome = () => ({
  ids: [] as number[],
  querytranslation: '',
  translationset: [] as { from: string; to: string }[],
  phrasesnotfound: [] as string[],
  fieldsnotfound: [] as string[],
  quotedphrasesnotfound: [] as string[],
});

type Evaluated = { positions: Set<number>; text: string } | undefined;

/**
 * Runs an ESearch term against a database: matching ids plus ESearch's translation and errors.
 * `history(n)` resolves `#n` (a query_key of the caller's WebEnv) to the ids stored there.
 */
export function search<R>(
  index: SearchIndex<R>,
  term: string,
  history?: (queryKey: number) => readonly number[] | undefined,
): ReturnType<typeof emptyOutcome> {
  const outcome = emptyOutcome();
  const tree = parseQuery(term);

  // Entrez drops phrases it cannot find (reporting them) and runs the rest of the query.
  const hits = (positions: number[], text: string, notFound: string[], phrase: string): Evaluated => {
    if (positions.length > 0) return { positions: new Set(positions), text };
    notFound.push(phrase);
    return undefined;
  };

  const evaluate = (node: QueryNode, nested: boolean): Evaluated => {
    if (node.kind === 'term') {
      const ref = /^#(\d+)$/.exec(node.text);
      if (ref && node.tag === undefined && !node.quoted && history) {
        const stored = history(Number(ref[1])) ?? [];
        const positions = stored.map((id) => index.positionOf(id)).filter((p) => p !== undefined);
        return hits(positions, node.text, outcome.phrasesnotfound, node.text);
      }
      const tagged = node.tag === undefined ? undefined : index.field(node.tag);
      if (node.tag !== undefined && !tagged) outcome.fieldsnotfound.push(node.tag);
      const field = tagged ?? index.field('all')!;
      const canonical = field.canonical?.(node.text);
      const value = canonical ?? node.text;
      const shown = node.quoted || /\s/.test(value) ? `"${value}"` : value;
      const text = `${shown}[${field.fullName}]`;
      if (canonical !== undefined && canonical !== node.text) {
        outcome.translationset.push({ from: `${node.text}[${node.tag ?? 'All Fields'}]`, to: text });
      }
      const positions = index.match(field, value);
      if (node.quoted) return hits(positions, text, outcome.quotedphrasesnotfound, `"${node.text}"`);
      const phrase = node.tag !== undefined ? `${node.text}[${field.fullName}]` : node.text;
      return hits(positions, text, outcome.phrasesnotfound, phrase);
    }
    const left = evaluate(node.left, true);
    const right = evaluate(node.right, true);
    if (!left) return node.op === 'NOT' ? undefined : right;
    if (!right) return left;
    const positions = new Set(
      node.op === 'OR'
        ? [...left.positions, ...right.positions]
        : [...left.positions].filter((p) => right.positions.has(p) === (node.op === 'AND')),
    );
    const text = `${left.text} ${node.op} ${right.text}`;
    return { positions, text: nested ? `(${text})` : text };
  };

  const result = evaluate(tree, false);
  if (result) {
    outcome.ids = [...result.positions].sort((a, b) => a - b).map((p) => index.db.id(index.db.records[p]!));
    outcome.querytranslation = result.text;
  }
  return outcome;
}
