import { readFileSync } from 'node:fs';
import { realFixture } from '@lifesci/vitest-config/kit';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * A service's published OpenAPI 3 document as a JSON Schema validator (ajv): the answer of a
 * path is checked against the schema the document gives for that path's 200 JSON response.
 *
 * `closed` makes every object schema that lists properties and says nothing of others refuse
 * undocumented fields, so a field the emulator invents fails; OpenAPI leaves objects open, and a
 * real validator alone would let any invented field through.
 */
export interface Spec {
  /** The document's paths with a JSON 200 response schema, e.g. `/v2/studies/{accession_id}`. */
  readonly paths: string[];
  /** Problems of `body` as the answer of GET `path` (a spec path); [] when it conforms. */
  check(path: string, body: unknown): string[];
  /** Problems of `body` against a named component schema. */
  checkComponent(name: string, body: unknown): string[];
}

type Node = Record<string, unknown>;

interface Adjust {
  closed?: boolean;
  /** Every typed value may also be null (generators that never write `nullable`). */
  nullable?: boolean;
  /** Every closed object may carry HAL `_links` (documents that describe the model, not its HAL form). */
  halLinks?: boolean;
}

function adjust(node: unknown, how: Adjust): void {
  if (Array.isArray(node)) {
    for (const n of node) adjust(n, how);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  for (const value of Object.values(n)) adjust(value, how);
  if (how.nullable && typeof n.type === 'string') {
    n.nullable = true;
    if (Array.isArray(n.enum) && !n.enum.includes(null)) n.enum = [...n.enum, null];
  }
  // Where the document contradicts itself (format date-time, example 2022-03-03), its example wins.
  if (n.format === 'date-time' && /^\d{4}-\d{2}-\d{2}$/.test(String(n.example))) n.format = 'date';
  if (how.closed && n.type === 'object' && n.properties && n.additionalProperties === undefined && !n.allOf) {
    n.additionalProperties = false;
    if (how.halLinks) (n.properties as Node)._links = { type: 'object' };
  }
}

function jsonSchemaOf(response: Node | undefined): Node | undefined {
  const content = response?.content as Record<string, { schema?: Node }> | undefined;
  if (!content) return undefined;
  const json = Object.entries(content).find(([type]) => type.includes('json') || type === '*/*');
  return json?.[1].schema;
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message}${e.keyword === 'additionalProperties' ? `: ${(e.params as { additionalProperty: string }).additionalProperty}` : ''}${e.keyword === 'enum' ? `: ${JSON.stringify((e.params as { allowedValues: unknown }).allowedValues).slice(0, 80)}` : ''}`,
  );

export function loadSpec(fixture: string, options: Adjust = {}): Spec {
  const doc = parse(readFileSync(realFixture(fixture), 'utf8')) as Node & {
    paths: Record<string, Record<string, { responses?: Record<string, Node> }>>;
  };
  adjust(doc.components, options);
  // OpenAPI 3.0 keywords that are not JSON Schema are ignored (strict: false); `nullable` is
  // understood by ajv itself. Formats that JSON Schema lacks are accepted as documentation.
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: false });
  addFormats.default(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'url', 'uri-template'])
    ajv.addFormat(format, true);
  ajv.addFormat('uint64', true); // NCBI Datasets' ids and positions
  ajv.addSchema({ components: doc.components }, 'spec');
  const validators = new Map<string, ValidateFunction>();
  const compiled = (key: string, schema: Node) => {
    let v = validators.get(key);
    if (!v) {
      v = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"spec#/components/')));
      validators.set(key, v);
    }
    return v;
  };
  const responses = new Map<string, Node>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const schema = jsonSchemaOf(item.get?.responses?.['200']);
    if (schema) responses.set(path, schema);
  }
  return {
    paths: [...responses.keys()],
    check(path, body) {
      const schema = responses.get(path);
      if (!schema) throw new Error(`${fixture} documents no JSON answer for GET ${path}`);
      const validate = compiled(`path:${path}`, schema);
      return validate(body) ? [] : describe(validate.errors);
    },
    checkComponent(name, body) {
      const validate = compiled(`component:${name}`, { $ref: `#/components/schemas/${name}` });
      return validate(body) ? [] : describe(validate.errors);
    },
  };
}
