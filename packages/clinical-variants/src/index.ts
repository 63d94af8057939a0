export { ClinicalVariantsClient, type ClinicalVariantsClientOptions } from './client.js';
