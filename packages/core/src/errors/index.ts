export type { ApiErrorInit, ValidationIssue } from './classes.js';
export { apiErrorFromStatus } from './from-status.js';
export * from './public.js';
export {
  createRedactor,
  DEFAULT_SECRET_NAMES,
  defaultRedactor,
  REDACTED,
  type Redactor,
  type RedactorOptions,
} from './redact.js';
