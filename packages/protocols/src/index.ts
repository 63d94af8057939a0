export * from '@lifesci/core/errors';
export { MemoryTokenStore, type TokenStore } from './auth/token-store.js';
export { PDF_LIMITS, PROTOCOLS_LIMITS, ProtocolsClient, type ProtocolsClientOptions } from './client.js';
export { InvalidTokenError, TokenExpiredError } from './errors.js';
export { type AuthorizeRequest, OAuth } from './resources/oauth.js';
export { Protocols } from './resources/protocols.js';
export { type Image, ImageSchema, type User, UserSchema } from './schemas/common.js';
export {
  type AuthorizeUrlParams,
  AuthorizeUrlParamsSchema,
  type ExchangeCodeParams,
  ExchangeCodeParamsSchema,
  LIST_FILTERS,
  type ListFilter,
  type ListParams,
  ListParamsSchema,
  ORDER_FIELDS,
  type ProtocolRef,
  ProtocolRefSchema,
  ProtocolUriSchema,
} from './schemas/params.js';
export {
  type Material,
  MaterialSchema,
  type Protocol,
  type ProtocolPage,
  ProtocolPageSchema,
  ProtocolSchema,
  type ProtocolVersion,
  ProtocolVersionSchema,
  type Step,
  type StepComponent,
  StepComponentSchema,
  StepSchema,
} from './schemas/protocol.js';
export { type TokenResponse, TokenResponseSchema, type TokenSet } from './schemas/token.js';
