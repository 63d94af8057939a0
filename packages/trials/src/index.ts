export {
  AbortError,
  ApiError,
  AuthError,
  BadRequestError,
  InputError,
  isLifesciError,
  LifesciError,
  MissingItemError,
  NetworkError,
  NotFoundError,
  ParseError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
} from '@lifesci/core';
export { TRIALS_LIMITS, TrialsClient, type TrialsClientOptions } from './client.js';
export { trialsErrorMessage } from './errors.js';
export { type GetStudyOptions, Studies } from './resources/studies.js';
export * from './schemas/annotation-document-sections.js';
export * from './schemas/common.js';
export * from './schemas/csv.js';
export * from './schemas/derived-section.js';
export * from './schemas/enums.js';
export * from './schemas/protocol-section.js';
export * from './schemas/results-section.js';
export * from './schemas/studies-params.js';
export * from './schemas/study.js';
