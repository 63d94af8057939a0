export * from '@lifesci/core/errors';
export {
  PREPRINT_SERVERS,
  PREPRINTS_LIMITS,
  type PreprintServer,
  PreprintsClient,
  type PreprintsClientOptions,
} from './client.js';
export { parseJats } from './jats/parse.js';
export { Details } from './resources/details.js';
export { FullText } from './resources/full-text.js';
export { Publications } from './resources/publications.js';
export { PREPRINT_CATEGORIES, type PreprintCategory, PreprintCategorySchema } from './schemas/categories.js';
export { type FullTextRecord, FullTextRecordSchema } from './schemas/full-text.js';
export {
  type JatsArticle,
  JatsArticleSchema,
  type JatsAuthor,
  JatsAuthorSchema,
  type JatsFigure,
  JatsFigureSchema,
  type JatsReference,
  JatsReferenceSchema,
  type JatsSection,
  JatsSectionSchema,
} from './schemas/jats.js';
export {
  DoiSchema,
  type ListDetailsParams,
  ListDetailsParamsSchema,
  type ListPublicationsParams,
  ListPublicationsParamsSchema,
} from './schemas/params.js';
export {
  type DetailsEnvelope,
  DetailsEnvelopeSchema,
  type Message,
  MessageSchema,
  type Preprint,
  PreprintSchema,
} from './schemas/preprint.js';
export {
  type Publication,
  PublicationSchema,
  type PubsEnvelope,
  PubsEnvelopeSchema,
} from './schemas/publication.js';
