export * from '@lifesci/core/errors';
export {
  __CLIENT__,
  type __CLIENT__Options,
  __CLIENT__OptionsSchema,
  type __CLIENT__OwnOptions,
  __SERVICE_UPPER___LIMITS,
} from './client.js';
export { __SERVICE_CAMEL__ErrorMessage } from './errors.js';
export { Items } from './resources/items.js';
export * from './schemas/items.js';
