/**
 * A service's own client options (gwas `apiVersion`, protocols `clientId`, ...), read from the
 * valibot schema the client checks them with at construction (seen through core's traceInputs),
 * so each becomes a flag of its service command (`lifesci gwas --api-version v1 ...`).
 */
import { traceInputs } from '@lifesci/core';
import type { LifesciClients, ServiceName } from '../services.js';
import { type Field, fieldsOf, isSchema, passes, type Schema, unwrap } from './schema.js';

/** Builds `clients[service]` (clients are built on first use) and returns its options' fields. */
export function serviceOptionFields(clients: LifesciClients, service: ServiceName): Field[] {
  const fields = new Map<string, Field>();
  traceInputs(
    (schema, _value, param) => {
      if (param !== 'options' || !isSchema(schema)) return;
      for (const field of fieldsOf(schema))
        if (fromCommandLine(field.schema)) fields.set(field.path.join('.'), field);
    },
    () => clients[service],
  );
  return [...fields.values()];
}

/**
 * Whether a command line can give the option: not one the client refuses outright (protocols'
 * `never` for `apiKey`), nor one only code can give (a token store, an object with methods).
 */
function fromCommandLine(schema: Schema): boolean {
  const inner = unwrap(schema).schema;
  if (inner.type === 'never') return false;
  return inner.type !== 'custom' || ['x', 1, true].some((value) => passes(inner, value));
}
