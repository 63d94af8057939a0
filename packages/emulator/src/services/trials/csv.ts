import { badRequest } from '../../kit/index.js';
import api from './api.json' with { type: 'json' };
import type { FieldIndex } from './fields.js';
import { largeDocUrl, type Study } from './study.js';

/**
 * format=csv: the registry's download columns (names and order of the live service's CSV, in
 * api.json), RFC 4180 quoting, multi-valued cells joined with "|". Only the first page carries
 * the header. Most columns hold one data-structure piece, found by its `fields` name; the
 * others are composed here.
 */

type Obj = Record<string, unknown>;
type Column = { name: string; cell: (study: Study) => string };

const COLUMNS: Readonly<Record<string, string | null>> = api.csvColumns;

/** The values at `path`, through lists; a date struct stands for its date, an empty value for none. */
function valuesAt(value: unknown, path: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (value === undefined || value === null || value === '') return [];
  const [key, ...rest] = path;
  if (typeof value === 'object') return valuesAt((value as Obj)[key ?? 'date'], rest);
  return key === undefined ? [String(value)] : [];
}

/** The values of a protocolSection module's field (dotted path). */
const protocol = (study: Study, path: string) => valuesAt(study.protocolSection, path.split('.'));

/** A cell's text: the values, several joined with "|". */
const text = (value: unknown) => valuesAt(value, []).join('|');

/** The list under `keys` of `root`, each item written by `write`, joined with "|". */
function items(root: unknown, keys: readonly string[], write: (item: Obj) => string): string {
  const list = keys.reduce<unknown>((value, key) => (value as Obj | undefined)?.[key], root);
  return (Array.isArray(list) ? (list as Obj[]) : []).map(write).join('|');
}

/** Each item of a protocolSection list (dotted path) as the texts of its `keys` joined by `separator`. */
const each = (path: string, keys: readonly string[], separator: string) => (study: Study) =>
  items(study.protocolSection, path.split('.'), (item) =>
    keys
      .map((key) => text(item[key]))
      .filter(Boolean)
      .join(separator),
  );

const outcomes = (list: string) =>
  each(`outcomesModule.${list}`, ['measure', 'description', 'timeFrame'], ', ');

const nctId = (study: Study) => protocol(study, 'identificationModule.nctId').join('');

function ageCell(study: Study): string {
  const ages = ['minimumAge', 'maximumAge'].flatMap((key) => protocol(study, `eligibilityModule.${key}`));
  const range =
    ages.length === 2
      ? `${ages[0]} to ${ages[1]}`
      : ages[0]
        ? `${ages[0]} and older`
        : 'Child, Adult, Older Adult';
  const std = protocol(study, 'eligibilityModule.stdAges');
  return std.length > 0 ? `${range} (${std.join(', ')})` : range;
}

function designCell(study: Study): string {
  const info = (key: string) => protocol(study, `designModule.designInfo.${key}`);
  const labelled = (label: string, key: string) => info(key).map((value) => `${label}: ${value}`);
  const who = info('maskingInfo.whoMasked');
  return [
    ...labelled('Allocation', 'allocation'),
    ...labelled('Intervention Model', 'interventionModel'),
    ...labelled('Observational Model', 'observationalModel'),
    ...labelled('Time Perspective', 'timePerspective'),
    ...labelled('Masking', 'maskingInfo.masking').map((m) =>
      who.length > 0 ? `${m} (${who.join(', ')})` : m,
    ),
    ...labelled('Primary Purpose', 'primaryPurpose'),
  ].join('|');
}

/** The columns that hold no single piece. */
const COMPOSED: Readonly<Record<string, (study: Study) => string>> = {
  'Study URL': (study) => `https://clinicaltrials.gov/study/${nctId(study)}`,
  'Study Results': (study) => (study.hasResults ? 'YES' : 'NO'),
  // "TYPE: name" even where a recorded study lacks the type.
  Interventions: (study) =>
    items(
      study.protocolSection,
      ['armsInterventionsModule', 'interventions'],
      (i) => `${text(i.type)}: ${text(i.name)}`,
    ),
  'Primary Outcome Measures': outcomes('primaryOutcomes'),
  'Secondary Outcome Measures': outcomes('secondaryOutcomes'),
  'Other Outcome Measures': outcomes('otherOutcomes'),
  Age: ageCell,
  'Study Design': designCell,
  'Other IDs': (study) =>
    ['orgStudyIdInfo.id', 'secondaryIdInfos.id']
      .flatMap((path) => protocol(study, `identificationModule.${path}`))
      .join('|'),
  Locations: each('contactsLocationsModule.locations', ['facility', 'city', 'state', 'zip', 'country'], ', '),
  'Study Documents': (study) =>
    items(study.documentSection, ['largeDocumentModule', 'largeDocs'], (doc) =>
      [text(doc.label), largeDocUrl(nctId(study), text(doc.filename))].join(', '),
    ),
};

/** The requested columns in the service's fixed order (it ignores the order they were asked in), or a 400. */
export function csvColumnsOf(names: readonly string[] | undefined, index: FieldIndex): Column[] {
  const invalid = names?.find((name) => !Object.hasOwn(COLUMNS, name));
  if (invalid !== undefined)
    throw badRequest(`Parameter 'fields' contains invalid CSV column name: '${invalid}'`);
  return Object.entries(COLUMNS)
    .filter(([name]) => !names || names.includes(name))
    .map(([name, piece]) => {
      const paths = piece === null ? [] : (index.get(piece.toLowerCase()) ?? []);
      const cell =
        COMPOSED[name] ?? ((study: Study) => paths.flatMap((path) => valuesAt(study, path)).join('|'));
      return { name, cell };
    });
}

const quoteCsv = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export const csvHeader = (columns: readonly Column[]) =>
  `${columns.map((c) => quoteCsv(c.name)).join(',')}\r\n`;

export const csvRow = (study: Study, columns: readonly Column[]) =>
  `${columns.map((c) => quoteCsv(c.cell(study))).join(',')}\r\n`;
