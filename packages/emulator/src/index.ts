export { type Emulator, type EmulatorOptions, startEmulator } from './emulator.js';
export { FAULT_KINDS, type FaultKind, type FaultOptions } from './faults.js';
export { INTERFACE_NAMES, INTERFACES, type InterfaceInfo, type InterfaceName } from './interfaces.js';
export * as kit from './kit/index.js';
export type { RequestLogEntry } from './request-log.js';
export type {
  EmulatorReply,
  EmulatorRequest,
  EmulatorService,
  LimitRule,
  ServiceContext,
} from './service.js';
export { registeredServices } from './services/index.js';
export { OAUTH_APPS, type OAuthApp, TEST_USERS, type TestUser } from './services/protocols/index.js';
