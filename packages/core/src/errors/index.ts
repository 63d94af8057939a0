export type { ApiErrorInit, ValidationIssue } from './classes.js';
export * from './public.js';
export { defaultRedactor, type Redactor } from './redact.js';
