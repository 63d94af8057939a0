export * from '@lifesci/core/errors';
export { GATEWAY_LIMITS, GATEWAY_URL_ENV, GatewayClient, type GatewayClientOptions } from './client.js';
export { gatewayErrorMessage, ScriptFailedError } from './errors.js';
export { ExecutionPromise } from './execution-promise.js';
export { Skills } from './resources/skills.js';
export * from './schemas/execution.js';
export * from './schemas/skills.js';
