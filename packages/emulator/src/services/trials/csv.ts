import { largeDocUrl, type Study } from './study.js';

/**
 * format=csv: the registry's download columns (names and order of the live service's CSV),
 * RFC 4180 quoting, multi-valued cells joined with "|". Only the first page carries the header.
 */
export const CSV_COLUMNS = [
  'NCT Number',
  'Study Title',
  'Study URL',
  'Acronym',
  'Study Status',
  'Brief Summary',
  'Study Results',
  'Conditions',
  'Interventions',
  'Primary Outcome Measures',
  'Secondary Outcome Measures',
  'Other Outcome Measures',
  'Sponsor',
  'Collaborators',
  'Sex',
  'Age',
  'Phases',
  'Enrollment',
  'Funder Type',
  'Study Type',
  'Study Design',
  'Other IDs',
  'Start Date',
  'Primary Completion Date',
  'Completion Date',
  'First Posted',
  'Results First Posted',
  'Last Update Posted',
  'Locations',
  'Study Documents',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const date = (v: unknown): string => str(obj(v).date);

export function quoteCsv(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function outcomes(list: unknown): string {
  return arr(list)
    .map((o) => [str(o.measure), str(o.description), str(o.timeFrame)].filter(Boolean).join(', '))
    .join('|');
}

function cells(study: Study): Record<CsvColumn, string> {
  const p = study.protocolSection as Obj;
  const id = obj(p.identificationModule);
  const status = obj(p.statusModule);
  const sponsors = obj(p.sponsorCollaboratorsModule);
  const design = obj(p.designModule);
  const designInfo = obj(design.designInfo);
  const masking = obj(designInfo.maskingInfo);
  const eligibility = obj(p.eligibilityModule);
  const outcomesModule = obj(p.outcomesModule);
  const nctId = str(id.nctId);
  const ages = [str(eligibility.minimumAge), str(eligibility.maximumAge)].filter(Boolean);
  const maskingText = masking.masking
    ? `Masking: ${str(masking.masking)}${arr(masking.whoMasked).length ? ` (${(masking.whoMasked as string[]).join(', ')})` : ''}`
    : '';
  const docs = arr(obj(obj(study.documentSection).largeDocumentModule).largeDocs);
  return {
    'NCT Number': nctId,
    'Study Title': str(id.briefTitle),
    'Study URL': `https://clinicaltrials.gov/study/${nctId}`,
    Acronym: str(id.acronym),
    'Study Status': str(status.overallStatus),
    'Brief Summary': str(obj(p.descriptionModule).briefSummary),
    'Study Results': study.hasResults ? 'YES' : 'NO',
    Conditions: (obj(p.conditionsModule).conditions as string[] | undefined)?.join('|') ?? '',
    Interventions: arr(obj(p.armsInterventionsModule).interventions)
      .map((i) => `${str(i.type)}: ${str(i.name)}`)
      .join('|'),
    'Primary Outcome Measures': outcomes(outcomesModule.primaryOutcomes),
    'Secondary Outcome Measures': outcomes(outcomesModule.secondaryOutcomes),
    'Other Outcome Measures': outcomes(outcomesModule.otherOutcomes),
    Sponsor: str(obj(sponsors.leadSponsor).name),
    Collaborators: arr(sponsors.collaborators)
      .map((c) => str(c.name))
      .join('|'),
    Sex: str(eligibility.sex),
    Age: `${ages.length === 2 ? `${ages[0]} to ${ages[1]}` : ages[0] ? `${ages[0]} and older` : 'Child, Adult, Older Adult'}${arr(eligibility.stdAges).length ? ` (${(eligibility.stdAges as string[]).join(', ')})` : ''}`,
    Phases: (design.phases as string[] | undefined)?.join('|') ?? '',
    Enrollment: str(obj(design.enrollmentInfo).count),
    'Funder Type': str(obj(sponsors.leadSponsor).class),
    'Study Type': str(design.studyType),
    'Study Design': [
      designInfo.allocation ? `Allocation: ${str(designInfo.allocation)}` : '',
      designInfo.interventionModel ? `Intervention Model: ${str(designInfo.interventionModel)}` : '',
      designInfo.observationalModel ? `Observational Model: ${str(designInfo.observationalModel)}` : '',
      designInfo.timePerspective ? `Time Perspective: ${str(designInfo.timePerspective)}` : '',
      maskingText,
      designInfo.primaryPurpose ? `Primary Purpose: ${str(designInfo.primaryPurpose)}` : '',
    ]
      .filter(Boolean)
      .join('|'),
    'Other IDs': [str(obj(id.orgStudyIdInfo).id), ...arr(id.secondaryIdInfos).map((s) => str(s.id))]
      .filter(Boolean)
      .join('|'),
    'Start Date': date(status.startDateStruct),
    'Primary Completion Date': date(status.primaryCompletionDateStruct),
    'Completion Date': date(status.completionDateStruct),
    'First Posted': date(status.studyFirstPostDateStruct),
    'Results First Posted': date(status.resultsFirstPostDateStruct),
    'Last Update Posted': date(status.lastUpdatePostDateStruct),
    Locations: arr(obj(p.contactsLocationsModule).locations)
      .map((l) =>
        [str(l.facility), str(l.city), str(l.state), str(l.zip), str(l.country)].filter(Boolean).join(', '),
      )
      .join('|'),
    'Study Documents': docs.map((d) => `${str(d.label)}, ${largeDocUrl(nctId, str(d.filename))}`).join('|'),
  };
}

export type CsvColumnsResult = { ok: true; columns: CsvColumn[] } | { ok: false; invalid: string };

/** The requested columns in the service's fixed order (it ignores the order they were asked in). */
export function resolveCsvColumns(names: readonly string[] | undefined): CsvColumnsResult {
  if (!names) return { ok: true, columns: [...CSV_COLUMNS] };
  for (const name of names) {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) return { ok: false, invalid: name };
  }
  return { ok: true, columns: CSV_COLUMNS.filter((c) => names.includes(c)) };
}

export const csvHeader = (columns: readonly CsvColumn[]) => `${columns.map(quoteCsv).join(',')}\r\n`;

export function csvRow(study: Study, columns: readonly CsvColumn[]): string {
  const all = cells(study);
  return `${columns.map((c) => quoteCsv(all[c])).join(',')}\r\n`;
}
