/** A published document (`.yaml`/`.yml` or `.json`) under `fixtures/real/`, parsed. */
export function readSchemaDocument<T = Record<string, unknown>>(relative: string): T;
/** The JSON schema an OpenAPI 3 document gives for the 200 answer of GET `path`. */
export function openApiResponseSchema(doc: unknown, path: string): unknown;
/** Every field path (dotted, arrays transparent) an OpenAPI / JSON Schema response schema defines. */
export function officialFieldPaths(doc: unknown, root: unknown, options?: { maxDepth?: number }): string[];
/** Every field path a valibot schema defines. */
export function clientFieldPaths(schema: unknown, options?: { maxDepth?: number }): string[];
export interface SchemaCoverage {
  official: number;
  covered: string[];
  leftOut: string[];
  missing: string[];
  unusedLeftOut: string[];
}
/** The official paths the client lacks, given the paths left out on purpose (path → reason). */
export function schemaCoverage(
  official: readonly string[],
  client: readonly string[],
  leftOut?: Readonly<Record<string, string>>,
): SchemaCoverage;
