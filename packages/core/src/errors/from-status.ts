import {
  ApiError,
  type ApiErrorInit,
  AuthError,
  BadRequestError,
  NotFoundError,
  RateLimitError,
  ServerError,
} from './classes.js';

/** The ApiError subclass that matches an HTTP status. */
export function apiErrorFromStatus(init: ApiErrorInit): ApiError {
  const { status } = init;
  if (status === 400) return new BadRequestError(init);
  if (status === 401 || status === 403) return new AuthError(init);
  if (status === 404) return new NotFoundError(init);
  if (status === 429) return new RateLimitError(init);
  if (status >= 500 && status <= 599) return new ServerError(init);
  return new ApiError(init);
}
