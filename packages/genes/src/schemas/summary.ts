import { IntSchema } from '@lifesci/core';
import * as v from 'valibot';

/**
 * A Gene document summary (esummary db=gene, version 2.0). Field names are NCBI's JSON keys, as
 * in the spec. The same schema reads the XML form (element names such as `NomenclatureSymbol`,
 * list containers such as `<GenomicInfo><GenomicInfoType>`), and the older layout that carried
 * `Orgname` + `TaxID` instead of an `Organism` block; all end up in the same shape.
 */

/** Summary fields that NCBI sends as lists (JSON arrays, XML containers of `*Type`/`int`). */
const LIST_FIELDS = new Set(['mim', 'genomicinfo', 'locationhist']);

/** XML element names (`NomenclatureSymbol`) as JSON keys; JSON answers pass through untouched. */
function lowerKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowerKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key.toLowerCase()] = lowerKeys(inner);
  return out;
}

const hasUpperCaseKey = (value: Record<string, unknown>): boolean =>
  Object.keys(value).some((key) => key !== key.toLowerCase());

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  const entries = Object.values(value as Record<string, unknown>);
  // An XML container holds one kind of child (<GenomicInfoType>, <int>): unwrap it.
  if (entries.length === 1) return asList(entries[0]);
  return [value];
}

/** eutils' generic XML element (`{ text, attributes, children }`) as a plain value: text, or children by name. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  const { text, children } = value as { text?: unknown; children?: unknown };
  if (typeof text !== 'string' || children === null || typeof children !== 'object') return value;
  const entries = Object.entries(children as Record<string, unknown[]>);
  if (entries.length === 0) return text;
  const out: Record<string, unknown> = {};
  for (const [name, list] of entries) out[name] = list.length === 1 ? plain(list[0]) : list.map(plain);
  return out;
}

function normalise(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const raw = Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([key, value]) => [key, plain(value)]),
  );
  const doc = hasUpperCaseKey(raw) ? (lowerKeys(raw) as Record<string, unknown>) : { ...raw };
  for (const field of LIST_FIELDS) doc[field] = asList(doc[field]);
  if (doc.organism === undefined && doc.orgname !== undefined) {
    doc.organism = { scientificname: doc.orgname, commonname: '', taxid: doc.taxid };
  }
  return doc;
}

/** A count or coordinate NCBI sends as a number (JSON) or text (XML). */
const Int = IntSchema;
/** Absent or empty ('' in today's JSON for a live record) reads as undefined. */
const OptionalInt = v.pipe(
  v.optional(v.union([v.number(), v.string()])),
  v.transform((value) => (value === undefined || String(value).trim() === '' ? undefined : Number(value))),
  v.optional(v.pipe(v.number(), v.integer())),
);
const Text = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
  ),
  '',
);

export const GenomicInfoSchema = v.looseObject({
  chrloc: Text,
  chraccver: Text,
  chrstart: Int,
  chrstop: Int,
  exoncount: OptionalInt,
});
export type GenomicInfo = v.InferOutput<typeof GenomicInfoSchema>;

export const LocationHistSchema = v.looseObject({
  annotationrelease: Text,
  assemblyaccver: Text,
  chraccver: Text,
  chrstart: Int,
  chrstop: Int,
});
export type LocationHist = v.InferOutput<typeof LocationHistSchema>;

export const GeneOrganismSchema = v.looseObject({
  scientificname: Text,
  commonname: Text,
  taxid: Int,
});

export const GeneSummarySchema = v.pipe(
  v.unknown(),
  v.transform(normalise),
  v.looseObject({
    uid: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    name: Text,
    description: Text,
    organism: GeneOrganismSchema,
    /** 0 live, 1 secondary (merged into `currentid`), 2 discontinued. */
    status: v.pipe(
      OptionalInt,
      v.transform((value) => value ?? 0),
    ),
    /** The id that replaced this one; undefined (NCBI: 0 or '') while the record is live. */
    currentid: v.pipe(
      OptionalInt,
      v.transform((value) => (value ? String(value) : undefined)),
    ),
    chromosome: Text,
    geneticsource: Text,
    maplocation: Text,
    otheraliases: Text,
    otherdesignations: Text,
    nomenclaturesymbol: Text,
    nomenclaturename: Text,
    nomenclaturestatus: Text,
    mim: v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
    genomicinfo: v.array(GenomicInfoSchema),
    locationhist: v.array(LocationHistSchema),
    geneweight: OptionalInt,
    summary: Text,
    chrsort: Text,
    chrstart: OptionalInt,
    /** The older layout's top-level taxonomy id (today it is `organism.taxid`). */
    taxid: OptionalInt,
  }),
);
/** A typed Gene document summary. */
export type GeneSummary = v.InferOutput<typeof GeneSummarySchema>;
