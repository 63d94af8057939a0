import { badRequest } from '../../kit/index.js';
import { largeDocUrl, type Study } from './study.js';

/**
 * format=csv: the registry's download columns (names and order of the live service's CSV),
 * RFC 4180 quoting, multi-valued cells joined with "|". Only the first page carries the header.
 */

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const date = (v: unknown): string => str(obj(v).date);
const joined = (v: unknown): string => (v as string[] | undefined)?.join('|') ?? '';
const labelled = (label: string, v: unknown): string => (v ? `${label}: ${str(v)}` : '');

export function quoteCsv(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function outcomes(list: unknown): string {
  return arr(list)
    .map((o) => [str(o.measure), str(o.description), str(o.timeFrame)].filter(Boolean).join(', '))
    .join('|');
}

/** The modules a column reads, looked up once per study. */
function partsOf(study: Study) {
  const p = study.protocolSection as Obj;
  const id = obj(p.identificationModule);
  const design = obj(p.designModule);
  const sponsors = obj(p.sponsorCollaboratorsModule);
  return {
    study,
    p,
    id,
    nctId: str(id.nctId),
    status: obj(p.statusModule),
    lead: obj(sponsors.leadSponsor),
    sponsors,
    design,
    designInfo: obj(design.designInfo),
    eligibility: obj(p.eligibilityModule),
    outcomes: obj(p.outcomesModule),
  };
}
type Parts = ReturnType<typeof partsOf>;

function ageCell({ eligibility }: Parts): string {
  const ages = [str(eligibility.minimumAge), str(eligibility.maximumAge)].filter(Boolean);
  const range =
    ages.length === 2
      ? `${ages[0]} to ${ages[1]}`
      : ages[0]
        ? `${ages[0]} and older`
        : 'Child, Adult, Older Adult';
  const std = arr(eligibility.stdAges).length ? ` (${(eligibility.stdAges as string[]).join(', ')})` : '';
  return range + std;
}

function designCell({ designInfo }: Parts): string {
  const masking = obj(designInfo.maskingInfo);
  const who = arr(masking.whoMasked).length ? ` (${(masking.whoMasked as string[]).join(', ')})` : '';
  return [
    labelled('Allocation', designInfo.allocation),
    labelled('Intervention Model', designInfo.interventionModel),
    labelled('Observational Model', designInfo.observationalModel),
    labelled('Time Perspective', designInfo.timePerspective),
    masking.masking ? `Masking: ${str(masking.masking)}${who}` : '',
    labelled('Primary Purpose', designInfo.primaryPurpose),
  ]
    .filter(Boolean)
    .join('|');
}

/** Every column in the service's order, with the cell it holds. */
const COLUMNS: Readonly<Record<string, (c: Parts) => string>> = {
  'NCT Number': (c) => c.nctId,
  'Study Title': (c) => str(c.id.briefTitle),
  'Study URL': (c) => `https://clinicaltrials.gov/study/${c.nctId}`,
  Acronym: (c) => str(c.id.acronym),
  'Study Status': (c) => str(c.status.overallStatus),
  'Brief Summary': (c) => str(obj(c.p.descriptionModule).briefSummary),
  'Study Results': (c) => (c.study.hasResults ? 'YES' : 'NO'),
  Conditions: (c) => joined(obj(c.p.conditionsModule).conditions),
  Interventions: (c) =>
    arr(obj(c.p.armsInterventionsModule).interventions)
      .map((i) => `${str(i.type)}: ${str(i.name)}`)
      .join('|'),
  'Primary Outcome Measures': (c) => outcomes(c.outcomes.primaryOutcomes),
  'Secondary Outcome Measures': (c) => outcomes(c.outcomes.secondaryOutcomes),
  'Other Outcome Measures': (c) => outcomes(c.outcomes.otherOutcomes),
  Sponsor: (c) => str(c.lead.name),
  Collaborators: (c) =>
    arr(c.sponsors.collaborators)
      .map((x) => str(x.name))
      .join('|'),
  Sex: (c) => str(c.eligibility.sex),
  Age: ageCell,
  Phases: (c) => joined(c.design.phases),
  Enrollment: (c) => str(obj(c.design.enrollmentInfo).count),
  'Funder Type': (c) => str(c.lead.class),
  'Study Type': (c) => str(c.design.studyType),
  'Study Design': designCell,
  'Other IDs': (c) =>
    [str(obj(c.id.orgStudyIdInfo).id), ...arr(c.id.secondaryIdInfos).map((s) => str(s.id))]
      .filter(Boolean)
      .join('|'),
  'Start Date': (c) => date(c.status.startDateStruct),
  'Primary Completion Date': (c) => date(c.status.primaryCompletionDateStruct),
  'Completion Date': (c) => date(c.status.completionDateStruct),
  'First Posted': (c) => date(c.status.studyFirstPostDateStruct),
  'Results First Posted': (c) => date(c.status.resultsFirstPostDateStruct),
  'Last Update Posted': (c) => date(c.status.lastUpdatePostDateStruct),
  Locations: (c) =>
    arr(obj(c.p.contactsLocationsModule).locations)
      .map((l) =>
        [str(l.facility), str(l.city), str(l.state), str(l.zip), str(l.country)].filter(Boolean).join(', '),
      )
      .join('|'),
  'Study Documents': (c) =>
    arr(obj(obj(c.study.documentSection).largeDocumentModule).largeDocs)
      .map((d) => `${str(d.label)}, ${largeDocUrl(c.nctId, str(d.filename))}`)
      .join('|'),
};
export const CSV_COLUMNS: readonly string[] = Object.keys(COLUMNS);

/** The requested columns in the service's fixed order (it ignores the order they were asked in), or a 400. */
export function csvColumnsOf(names: readonly string[] | undefined): string[] {
  if (!names) return [...CSV_COLUMNS];
  const invalid = names.find((name) => !Object.hasOwn(COLUMNS, name));
  if (invalid !== undefined)
    throw badRequest(`Parameter 'fields' contains invalid CSV column name: '${invalid}'`);
  return CSV_COLUMNS.filter((c) => names.includes(c));
}

export const csvHeader = (columns: readonly string[]) => `${columns.map(quoteCsv).join(',')}\r\n`;

export function csvRow(study: Study, columns: readonly string[]): string {
  const parts = partsOf(study);
  return `${columns.map((c) => quoteCsv(COLUMNS[c]?.(parts) ?? '')).join(',')}\r\n`;
}
