export * from '@lifesci/core/errors';
export { createState, sameState } from './auth/state.js';
export type { RefreshGrant } from './auth/token-manager.js';
export { MemoryTokenStore, type TokenStore } from './auth/token-store.js';
export { PDF_LIMITS, PROTOCOLS_LIMITS, ProtocolsClient, type ProtocolsClientOptions } from './client.js';
export {
  InvalidTokenError,
  protocolsErrorMessage,
  STATUS_CODES,
  TokenExpiredError,
} from './errors.js';
export { type AuthorizeRequest, OAuth, type OAuthCredentials } from './resources/oauth.js';
export { Protocols } from './resources/protocols.js';
export * from './schemas/common.js';
export { ProtocolsOptionsSchema, type ProtocolsOwnOptions } from './schemas/options.js';
export * from './schemas/params.js';
export * from './schemas/protocol.js';
export * from './schemas/token.js';
