/**
 * Default columns of the registry's CSV format (the "CSV Download" page), in order. `fields=` can
 * choose other columns by these names; rows are keyed by whatever header the response carries.
 * Multi-valued cells (Conditions, Interventions, Locations...) are `|`-separated, as sent.
 */
export const STUDY_CSV_COLUMNS = [
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
export type StudyCsvColumn = (typeof STUDY_CSV_COLUMNS)[number];

/** One CSV row keyed by column header; known columns autocomplete, any other header is allowed. */
export type StudyCsvRow = { readonly [K in StudyCsvColumn]?: string } & {
  readonly [column: string]: string | undefined;
};
