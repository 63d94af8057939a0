export {
  AbortError,
  ApiError,
  type ApiErrorInit,
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
  type ValidationIssue,
} from './classes.js';
export { apiErrorFromStatus } from './from-status.js';
export {
  createRedactor,
  DEFAULT_SECRET_NAMES,
  defaultRedactor,
  REDACTED,
  type Redactor,
  type RedactorOptions,
} from './redact.js';
