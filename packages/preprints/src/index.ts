export * from '@lifesci/core/errors';
export {
  PREPRINT_SERVERS,
  PREPRINTS_API_URL,
  PREPRINTS_LIMITS,
  PREPRINTS_SITE_URLS,
  type PreprintServer,
  PreprintsClient,
  type PreprintsClientOptions,
  PreprintsOptionsSchema,
  type PreprintsOwnOptions,
} from './client.js';
export { checkPreprintsBody, preprintsErrorMessage } from './errors.js';
export { parseJats } from './jats/parse.js';
export { Details } from './resources/details.js';
export { FullText } from './resources/full-text.js';
export { Publications } from './resources/publications.js';
export * from './schemas/categories.js';
export * from './schemas/full-text.js';
export * from './schemas/jats.js';
export * from './schemas/params.js';
export * from './schemas/preprint.js';
export * from './schemas/publication.js';
