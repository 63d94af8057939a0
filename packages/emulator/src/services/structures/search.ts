import { createHash } from 'node:crypto';
import { badRequest, groupBy, jsonReply, offsetPage, type RouteHandler } from '../../kit/index.js';
import { CHEM_COMPS, type ChemCompRec, chemCompById, formulaCounts } from './data/chem-comps.js';
import { type Archive, archiveFor, type EntryRec, type LigandRec, type PolymerRec } from './data/entries.js';
import ATTRIBUTES from './data/search-attributes.json' with { type: 'json' };
import { polymerWeight } from './records.js';
import { jsonBody } from './reply.js';

/**
 * Search API v2 (POST /query) evaluated over the emulated archive: every query type, the
 * attribute operators, AND/OR/negation, return types, paging, sorting, content types, terms and
 * yearly facets. Sequence, structure and chemical similarity are approximations (shared 3-mers,
 * shared proteins, descriptor text), good enough for the hits to be the expected ones.
 */

type Params = Record<string, unknown>;
type Value = string | number;
type Hits = Map<string, number>;

const date = (d: string) => `${d}T00:00:00Z`;
const compsOf = (ligands: LigandRec[]) =>
  ligands.map((l) => chemCompById.get(l.compId)).filter((c) => c !== undefined);

/** One thing a search can return: an entry, an entity, a chain, an assembly or a component. */
const unit = (id: string, entry: EntryRec | undefined, polymers: PolymerRec[], comps: ChemCompRec[]) => ({
  id,
  entry,
  polymers,
  comps,
});
type Unit = ReturnType<typeof unit>;

/** The units of each return type an entry holds (`mol_definition` units are the dictionary's components). */
const UNITS: Record<string, (e: EntryRec) => Unit[]> = {
  entry: (e) => [unit(e.id, e, e.polymers, compsOf(e.ligands))],
  polymer_entity: (e) => e.polymers.map((p) => unit(`${e.id}_${p.entityId}`, e, [p], [])),
  polymer_instance: (e) => e.polymers.flatMap((p) => p.chains.map((c) => unit(`${e.id}.${c}`, e, [p], []))),
  assembly: (e) =>
    e.assemblies.map((a) => {
      const inside = (x: { chains: string[] }) => x.chains.some((c) => a.chains.includes(c));
      return unit(`${e.id}-${a.id}`, e, e.polymers.filter(inside), compsOf(e.ligands.filter(inside)));
    }),
  non_polymer_entity: (e) => e.ligands.map((l) => unit(`${e.id}_${l.entityId}`, e, [], compsOf([l]))),
};

function unitsFor(archive: Archive, returnType: string, content: string[]): Unit[] {
  if (returnType === 'mol_definition') return CHEM_COMPS.map((c) => unit(c.id, undefined, [], [c]));
  const units = Object.hasOwn(UNITS, returnType) ? UNITS[returnType] : undefined;
  if (!units) throw badRequest(`Unsupported return_type: ${returnType}`);
  return archive.entries
    .filter((e) => content.includes(e.computational ? 'computational' : 'experimental'))
    .flatMap(units);
}

/** Values computed for an attribute (data/search-attributes.json); the others are the record's field. */
type Computed<T> = Record<string, (x: T) => Value | undefined>;
const ENTRY_VALUES: Computed<EntryRec> = {
  polymerCount: (e) => e.polymers.length,
  methodology: (e) => (e.computational ? 'computational' : 'experimental'),
  released: (e) => date(e.releaseDate),
  deposited: (e) => date(e.depositDate),
};
const POLYMER_VALUES: Computed<PolymerRec> = {
  weight: (p) => polymerWeight(p.sequence),
  polymerType: () => 'Protein',
  length: (p) => p.sequence.length,
  annotation: () => undefined,
};

const own = (table: Record<string, string>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** A record's values for a field: none when it is unset (an NMR entry's resolution ...). */
function field<T extends object>(record: T, key: string, computed: Computed<T> = {}) {
  const value = Object.hasOwn(computed, key)
    ? computed[key]?.(record)
    : ((record as Record<string, unknown>)[key] as Value | undefined);
  return value === undefined ? [] : [value];
}

function valuesOf(unit: Unit, attribute: string, service: string): Value[] {
  const chem = own(service === 'text_chem' ? ATTRIBUTES.chem : ATTRIBUTES.ligand, attribute);
  if (chem) return unit.comps.flatMap((c) => field(c, chem));
  if (service === 'text_chem') throw badRequest(`Unsupported attribute for text_chem: ${attribute}`);
  const entry = own(ATTRIBUTES.entry, attribute);
  if (entry) return unit.entry ? field(unit.entry, entry, ENTRY_VALUES) : [];
  const polymer = own(ATTRIBUTES.polymer, attribute);
  if (polymer) return unit.polymers.flatMap((p) => field(p, polymer, POLYMER_VALUES));
  throw badRequest(`Unsupported attribute: ${attribute}`);
}

const norm = (v: Value, caseSensitive: boolean) => (caseSensitive ? String(v) : String(v).toLowerCase());
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9.:-]+/)
    .filter(Boolean);

function compare(a: Value, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [Date.parse(String(a)), Date.parse(String(b))];
  if (!Number.isNaN(x) && !Number.isNaN(y) && typeof b === 'string') return x - y;
  if (typeof b === 'number') return Number(a) - b;
  return String(a).localeCompare(String(b));
}

/** The comparison operators, on the sign of `compare`. */
const ORDER = {
  equals: (c: number) => c === 0,
  greater: (c: number) => c > 0,
  greater_or_equal: (c: number) => c >= 0,
  less: (c: number) => c < 0,
  less_or_equal: (c: number) => c <= 0,
};

function attributeMatch(values: Value[], p: Params): boolean {
  const cs = p.case_sensitive === true;
  const value = p.value;
  switch (p.operator) {
    case 'exists':
      return values.length > 0;
    case 'exact_match':
      return values.some((v) => norm(v, cs) === norm(value as Value, cs));
    case 'in':
      if (!Array.isArray(value)) throw badRequest('operator in needs a list value');
      return values.some((v) => value.some((x) => norm(v, cs) === norm(x as Value, cs)));
    case 'contains_words':
      return values.some((v) => words(String(value)).some((w) => words(String(v)).includes(w)));
    case 'contains_phrase':
      return values.some((v) => String(v).toLowerCase().includes(String(value).toLowerCase()));
    case 'range': {
      const r = value as Params;
      if (typeof r !== 'object' || r === null) throw badRequest('operator range needs { from, to }');
      // The spec's range is a closed interval unless the bounds say otherwise.
      const low = ORDER[r.include_lower === false ? 'greater' : 'greater_or_equal'];
      const high = ORDER[r.include_upper === false ? 'less' : 'less_or_equal'];
      return values.some((v) => low(compare(v, r.from)) && high(compare(v, r.to)));
    }
    default: {
      const operator = String(p.operator);
      const order = Object.hasOwn(ORDER, operator) ? ORDER[operator as keyof typeof ORDER] : undefined;
      if (!order) throw badRequest(`Unsupported operator: ${operator}`);
      return values.some((v) => order(compare(v, value)));
    }
  }
}

const kmers = (s: string) =>
  new Set(Array.from({ length: Math.max(0, s.length - 2) }, (_, i) => s.slice(i, i + 3)));

/** Identity as the share of the query's 3-mers found in the target (1 for the same sequence). */
function identity(query: string, target: string): number {
  // Identity is over the aligned part, as the service's: a chain that is part of the query is identical.
  if (target.includes(query) || query.includes(target)) return 1;
  const [q, t] = [kmers(query), kmers(target)];
  return q.size === 0 ? 0 : [...q].filter((k) => t.has(k)).length / q.size;
}

/** A sequence motif as a RegExp: PROSITE syntax, a regex, or simple (X for any residue). */
function motifRegex(pattern: string, type: unknown): RegExp {
  // PROSITE elements are joined by '-': without them, each element's syntax maps onto a regex's.
  const prosite = () =>
    pattern
      .replace(/\.$/, '')
      .replaceAll('-', '')
      .replace(/^</, '^')
      .replace(/>$/, '$')
      .replace(/\{([A-Z]+)\}/g, '[^$1]')
      .replace(/x/gi, '.')
      .replace(/\((\d+)(?:,(\d+))?\)/g, (_m, a, b) => (b ? `{${a},${b}}` : `{${a}}`));
  try {
    return new RegExp(
      type === 'regex' ? pattern : type === 'prosite' ? prosite() : pattern.replace(/X/g, '.'),
    );
  } catch (error) {
    throw badRequest((error as Error).message);
  }
}

function chemicalMatch(c: ChemCompRec, p: Params): boolean {
  if (p.type === 'formula') {
    const want = formulaCounts(String(p.value));
    const have = formulaCounts(c.formula);
    if (p.match_subset === true) return [...want].every(([el, n]) => (have.get(el) ?? 0) >= n);
    return want.size === have.size && [...want].every(([el, n]) => have.get(el) === n);
  }
  if (p.type === 'descriptor') {
    const mine = p.descriptor_type === 'InChI' ? c.inchi : c.smiles;
    if (!mine) return false;
    const value = String(p.value);
    // Substructure: the descriptor text contains the query, or (InChI) the same formula layer.
    if (String(p.match_type ?? '').startsWith('sub-struct')) {
      return (
        mine.includes(value) || (p.descriptor_type === 'InChI' && mine.split('/')[1] === value.split('/')[1])
      );
    }
    return mine === value;
  }
  throw badRequest(`Unsupported chemical query type: ${String(p.type)}`);
}

const nucleic = (p: Params) => p.sequence_type === 'dna' || p.sequence_type === 'rna';

/** The score a unit gets for a node's parameters (0: not a hit). */
type Scorer = (p: Params, archive: Archive, service: string) => (u: Unit) => number;

const attributeScore: Scorer = (p, _archive, service) => {
  if (typeof p.attribute !== 'string') throw badRequest('An attribute query needs an attribute');
  const attribute = p.attribute;
  return (u) => (attributeMatch(valuesOf(u, attribute, service), p) !== (p.negation === true) ? 1 : 0);
};

/** Structure similarity: the share of the query chains' proteins a unit holds. */
const structureScore: Scorer = (p, archive, service) => {
  const value = (p.value ?? {}) as Params;
  const query = archive.byId.get(String(value.entry_id ?? '').toUpperCase());
  if (!query) return () => 0;
  const chains =
    service === 'strucmotif'
      ? ((value.residue_ids ?? []) as Params[]).map((r) => r.label_asym_id)
      : value.asym_id
        ? [value.asym_id]
        : (query.assemblies.find((a) => a.id === String(value.assembly_id))?.chains ?? []);
  const proteins = query.polymers.filter((x) => x.chains.some((c) => chains.includes(c)));
  return (u) => {
    const shared = proteins.filter((q) => u.polymers.some((x) => x.sequence === q.sequence)).length;
    return shared > 0 ? shared / proteins.length : 0;
  };
};

const SERVICES: Record<string, Scorer> = {
  full_text: (p) => {
    const text = String(p.value ?? '');
    const phrases = [...text.matchAll(/"([^"]+)"/g)].map((m) => (m[1] as string).toLowerCase());
    const rest = words(text.replace(/"[^"]*"/g, ' '));
    return (u) => {
      const described = [
        ...u.polymers.flatMap((x) => [x.description, x.organism]),
        ...u.comps.map((c) => c.name),
      ];
      const blob = [u.id, u.entry?.title, u.entry?.keywords, ...described].join(' ').toLowerCase();
      return phrases.every((x) => blob.includes(x)) && rest.every((w) => words(blob).includes(w)) ? 1 : 0;
    };
  },
  text: attributeScore,
  text_chem: attributeScore,
  sequence: (p) => {
    if (nucleic(p)) return () => 0;
    const cutoff = typeof p.identity_cutoff === 'number' ? p.identity_cutoff : 0;
    return (u) => {
      const best = Math.max(0, ...u.polymers.map((x) => identity(String(p.value), x.sequence)));
      return best >= cutoff ? best : 0;
    };
  },
  seqmotif: (p) => {
    if (nucleic(p)) return () => 0;
    const regex = motifRegex(String(p.value), p.pattern_type);
    return (u) => (u.polymers.some((x) => regex.test(x.sequence)) ? 1 : 0);
  },
  structure: structureScore,
  strucmotif: structureScore,
  chemical: (p) => (u) => (u.comps.some((c) => chemicalMatch(c, p)) ? 1 : 0),
};

function terminal(archive: Archive, units: Unit[], node: Params): Hits {
  const p = node.parameters as Params;
  if (typeof p !== 'object' || p === null) throw badRequest('A terminal node needs parameters');
  const service = String(node.service);
  const scorer = Object.hasOwn(SERVICES, service) ? SERVICES[service] : undefined;
  if (!scorer) throw badRequest(`Unsupported service: ${service}`);
  const score = scorer(p, archive, service);
  const hits: Hits = new Map();
  for (const u of units) {
    const s = score(u);
    if (s > 0) hits.set(u.id, s);
  }
  return hits;
}

function evaluate(archive: Archive, units: Unit[], node: unknown): Hits {
  if (typeof node !== 'object' || node === null) throw badRequest('query must be a node object');
  const n = node as Params;
  if (n.type === 'terminal') return terminal(archive, units, n);
  if (n.type !== 'group' || !Array.isArray(n.nodes) || n.nodes.length === 0) {
    throw badRequest('A node is a terminal, or a group with logical_operator and nodes');
  }
  const parts = n.nodes.map((child) => evaluate(archive, units, child));
  if (n.logical_operator === 'or') {
    const out: Hits = new Map();
    for (const part of parts) for (const [id, s] of part) out.set(id, Math.max(s, out.get(id) ?? 0));
    return out;
  }
  if (n.logical_operator !== 'and')
    throw badRequest(`Unsupported logical_operator: ${String(n.logical_operator)}`);
  const [first, ...rest] = parts as [Hits, ...Hits[]];
  const out: Hits = new Map();
  for (const [id, s] of first) {
    if (rest.every((h) => h.has(id)))
      out.set(id, (s + rest.reduce((t, h) => t + (h.get(id) ?? 0), 0)) / parts.length);
  }
  return out;
}

interface Options {
  paginate?: { start?: number; rows?: number };
  return_all_hits?: boolean;
  results_content_type?: string[];
  sort?: { sort_by: string; direction?: string }[];
  facets?: { name: string; aggregation_type: string; attribute: string; interval?: string }[];
  group_by?: { aggregation_method?: string; similarity_cutoff?: number };
  group_by_return_type?: string;
  results_verbosity?: string;
}

function facet(units: Unit[], f: NonNullable<Options['facets']>[number], service: string) {
  const yearly = f.aggregation_type === 'date_histogram';
  const labelOf = (v: Value) => (yearly ? `${String(v).slice(0, 4)}-01-01T00:00:00Z` : String(v));
  // A unit counts once under a label, however many of its values carry it.
  const counts = groupBy(units, (u) => new Set(valuesOf(u, f.attribute, service).map(labelOf)));
  const terms = [...counts].map(([label, members]) => ({ label, count: members.length }));
  // Years in order; terms by count, then label.
  terms.sort((a, b) => (yearly ? 0 : b.count - a.count) || a.label.localeCompare(b.label));
  return { name: f.name, terms };
}

/** POST /query with a Search API v2 body. 204 when nothing matches. */
export const searchApi: RouteHandler = ({ req, ctx }) => {
  const raw = req.body;
  const archive = archiveFor(ctx.seed);
  const body = jsonBody<{ query?: unknown; return_type?: unknown; request_options?: Options }>(raw);
  const returnType = typeof body.return_type === 'string' ? body.return_type : undefined;
  if (!returnType) throw badRequest('return_type is required');
  const options = body.request_options ?? {};
  const grouping = options.group_by;
  if (grouping && returnType !== 'polymer_entity')
    throw badRequest('group_by needs return_type polymer_entity');
  if (grouping?.aggregation_method === 'matching_deposit_group_id')
    throw badRequest('group_by matching_deposit_group_id is not emulated by lifesci');
  const other = options.facets?.find(
    (f) => f.aggregation_type !== 'terms' && f.aggregation_type !== 'date_histogram',
  );
  if (other) throw badRequest(`aggregation_type ${other.aggregation_type} is not emulated by lifesci`);
  const units = unitsFor(archive, returnType, options.results_content_type ?? ['experimental']);
  const hits = evaluate(archive, units, body.query);
  const matched = units.filter((u) => hits.has(u.id));
  if (matched.length === 0) return { status: 204 };
  const service = returnType === 'mol_definition' ? 'text_chem' : 'text';
  const sortKeys = options.sort ?? [{ sort_by: 'score', direction: 'desc' }];
  matched.sort((a, b) => {
    for (const { sort_by, direction } of sortKeys) {
      const sign = direction === 'asc' ? 1 : -1;
      const [x, y] =
        sort_by === 'score'
          ? [hits.get(a.id) ?? 0, hits.get(b.id) ?? 0]
          : [valuesOf(a, sort_by, service)[0], valuesOf(b, sort_by, service)[0]];
      if (x === undefined || y === undefined) {
        if (x !== y) return x === undefined ? 1 : -1;
        continue;
      }
      const c = compare(x, y);
      if (c !== 0) return sign * c;
    }
    return a.id.localeCompare(b.id);
  });
  const start = options.paginate?.start ?? 0;
  const rows = options.paginate?.rows ?? 10;
  const head = {
    query_id: createHash('sha1').update(raw).digest('hex').slice(0, 32),
    result_type: returnType,
    total_count: matched.length,
  };
  const compact = options.results_verbosity === 'compact';
  const hit = (u: Unit) => (compact ? u.id : { identifier: u.id, score: hits.get(u.id) ?? 0 });
  // Groups in ranking order: by UniProt accession, or by identical sequence (the emulator's stand-in
  // for clustering at any similarity cutoff); without group_by, each hit is a group of its own.
  const byAccession = grouping?.aggregation_method === 'matching_uniprot_accession';
  const groups = groupBy(matched, (u) => {
    const p = u.polymers[0];
    const key = !grouping ? u.id : byAccession ? p?.accession : p?.sequence;
    return key === undefined ? [] : [key];
  });
  const list = [...groups].map(([key, members], i) => ({ key, members, index: i }));
  const page = offsetPage(list, start, options.return_all_hits ? list.length : rows).items;
  const representatives = { result_set: page.map((g) => hit(g.members[0] as Unit)) };
  if (!grouping) {
    const facets = options.facets?.map((f) => facet(matched, f, service));
    return jsonReply({ ...head, ...representatives, ...(facets ? { facets } : {}) });
  }
  const groupSet = page.map((g) => ({
    identifier: byAccession ? g.key : String(g.index + 1),
    score: hits.get((g.members[0] as Unit).id) ?? 0,
    count: g.members.length,
    result_set: g.members.map(hit),
  }));
  const grouped = options.group_by_return_type === 'groups' ? { group_set: groupSet } : representatives;
  return jsonReply({ ...head, group_by_count: list.length, ...grouped });
};
