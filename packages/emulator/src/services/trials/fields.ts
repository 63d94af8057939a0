import { badRequest } from '../../kit/index.js';
import api from './api.json' with { type: 'json' };
import type { Catalog, CatalogEntry } from './catalog.js';
import type { Study } from './study.js';

/**
 * The `fields` parameter for JSON: piece names as the registry's data structure names them
 * ("NCTId", "BriefTitle", "ConditionsModule", "LeadSponsorName", "LocationCity", "HasResults"),
 * derived from the study shape by the registry's naming pattern: a field's own name in Pascal
 * case for sections, modules and module fields; parent + field for nested ones, with list
 * names singular and "Struct"/"Info" dropped. Matching is case-insensitive.
 */
type Path = readonly string[];
export type FieldIndex = ReadonlyMap<string, readonly Path[]>;

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('ses')) return name.slice(0, -2);
  if (name.endsWith('s') && !name.endsWith('ss')) return name.slice(0, -1);
  return name;
}

function pieceName(key: string, isList: boolean): string {
  if (key === 'nctId') return 'NCTId';
  const name = pascal(key).replace(/Struct$/, '');
  return isList ? singular(name) : name;
}

const prefixOf = (key: string, isList: boolean) => pieceName(key, isList).replace(/Info$/, '');

/** Names the registry uses that the pattern cannot produce. */
const ALIASES: Readonly<Record<string, Path>> = api.fieldAliases;

export function buildFieldIndex(samples: readonly Study[]): FieldIndex {
  const index = new Map<string, Path[]>();
  const add = (name: string, path: Path) => {
    const key = name.toLowerCase();
    const paths = index.get(key) ?? [];
    if (!paths.some((p) => p.join('.') === path.join('.'))) paths.push(path);
    index.set(key, paths);
  };
  // A list is read through its first item; `isList` says whether `value` was one.
  const walk = (value: unknown, path: string[], isList: boolean) => {
    const node = Array.isArray(value) ? value[0] : value;
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const parentKey = path.at(-1) ?? '';
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      const childPath = [...path, key];
      const childIsList = Array.isArray(child);
      // Sections (depth 0), modules (1) and module fields (2) are pieces by their own name.
      if (path.length <= 2) add(pieceName(key, childIsList), childPath);
      if (path.length >= 2 && !/Module$|Section$/.test(parentKey))
        add(prefixOf(parentKey, isList) + pieceName(key, childIsList), childPath);
      walk(child, childPath, childIsList);
    }
  };
  for (const study of samples) walk(study, [], false);
  for (const [name, path] of Object.entries(ALIASES)) add(name, path);
  return index;
}

/** The paths the `fields` list names (undefined: the whole study, `@query`), or a 400. */
function resolveFields(names: readonly string[], index: FieldIndex): Path[] | undefined {
  const paths: Path[] = [];
  for (const name of names) {
    if (name === '@query') return undefined;
    const found = index.get(name.toLowerCase());
    if (!found) throw badRequest(`Parameter 'fields' contains unknown field: '${name}'`);
    paths.push(...found);
  }
  return paths;
}

/** How a study's JSON is written for a `fields` list: whole, or with only the named pieces. */
export function jsonRenderer(catalog: Catalog, fields: readonly string[] | undefined) {
  const paths = fields ? resolveFields(fields, catalog.fieldIndex) : undefined;
  if (!paths) return (entry: CatalogEntry) => catalog.json(entry);
  return (entry: CatalogEntry) => JSON.stringify(project(JSON.parse(catalog.json(entry)), paths));
}

/**
 * The value with only the pieces `paths` lead to, keeping the nesting and the study's own key
 * order whatever order the fields were asked in (as the live API does); empty objects are left out.
 */
function project(value: unknown, paths: readonly Path[]): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, paths));
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const rest = paths.filter((path) => path[0] === key).map((path) => path.slice(1));
    if (rest.length === 0 || child === undefined) continue;
    const picked = rest.some((path) => path.length === 0) ? child : project(child, rest);
    const empty =
      picked !== null &&
      typeof picked === 'object' &&
      !Array.isArray(picked) &&
      Object.keys(picked).length === 0;
    if (picked !== undefined && !empty) out[key] = picked;
  }
  return out;
}
