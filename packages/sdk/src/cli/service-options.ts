/**
 * A service's own client options (gwas `apiVersion`, protocols `clientId`, ...), read from the
 * valibot schema the client checks them with at construction (seen through core's traceInputs),
 * so each becomes a flag of its service command (`lifesci gwas --api-version v1 ...`).
 */
import { traceInputs } from '@lifesci/core';
import type { LifesciClients, ServiceName } from '../services.js';
import { type Field, fieldsOf, isSchema } from './schema.js';

/** Builds `clients[service]` (clients are built on first use) and returns its options' fields. */
export function serviceOptionFields(clients: LifesciClients, service: ServiceName): Field[] {
  const fields = new Map<string, Field>();
  traceInputs(
    (schema, _value, param) => {
      if (param !== 'options' || !isSchema(schema)) return;
      for (const field of fieldsOf(schema)) fields.set(field.path.join('.'), field);
    },
    () => clients[service],
  );
  return [...fields.values()];
}
