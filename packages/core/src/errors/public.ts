// `@lifesci/core/errors`: exactly core's error classes (and the guard), so every package re-exports
// one list with `export * from '@lifesci/core/errors'` instead of repeating it.
export {
  AbortError,
  ApiError,
  AuthError,
  BadRequestError,
  BodyTooLargeError,
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
} from './classes.js';
