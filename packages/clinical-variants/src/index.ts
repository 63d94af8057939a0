export { ClinicalVariantsClient, type ClinicalVariantsClientOptions } from './client.js';
export { buildClinVarTerm, type Assembly, type ClinicalSignificanceTerm, type ClinVarQuery } from './query.js';
export { parseClinVarXml, rcvRecordsOf, recordsOf, vcvRecordsOf } from './records/document.js';
export { ClinVarDocSumSchema, type ClinVarDocSum } from './schemas/summary.js';
export { toSummary } from './summary.js';
export type * from './types.js';
