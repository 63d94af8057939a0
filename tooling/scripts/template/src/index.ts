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
export { __CLIENT__, type __CLIENT__Options, __SERVICE_UPPER___LIMITS } from './client.js';
export { __SERVICE_CAMEL__ErrorMessage } from './errors.js';
export { Items } from './resources/items.js';
export * from './schemas/items.js';
