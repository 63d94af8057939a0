// Field paths of a published response schema (OpenAPI / JSON Schema) and of a client's valibot
// schema, so each client's tests can check it types every field the service documents.
// Paths are dotted property names; arrays are transparent (`a.b` is field b of each item of a).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { realFixture } from './kit.js';

/** A published document (`.yaml`/`.yml` or `.json`) under `fixtures/real/`, parsed. */
export function readSchemaDocument(relative) {
  const text = readFileSync(realFixture(relative), 'utf8');
  return /\.ya?ml$/.test(relative) ? parse(text) : JSON.parse(text);
}

/** The JSON schema an OpenAPI 3 document gives for the 200 answer of GET `path`. */
export function openApiResponseSchema(doc, path) {
  const content = doc.paths?.[path]?.get?.responses?.['200']?.content ?? {};
  const json = Object.entries(content).find(([type]) => type.includes('json') || type === '*/*');
  if (!json?.[1].schema) throw new Error(`no JSON 200 answer for GET ${path}`);
  return json[1].schema;
}

function resolveRef(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`only local $ref is followed, not ${ref}`);
  let node = doc;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return node;
}

/**
 * Every field path the schema `root` defines, resolving local `$ref`, `allOf`/`anyOf`/`oneOf`,
 * array `items` and `additionalProperties` objects (map values add no name). A `$ref` already
 * being walked is not entered again (recursive schemas), and walking stops at `maxDepth` names.
 */
export function officialFieldPaths(doc, root, { maxDepth = 8 } = {}) {
  const paths = new Set();
  const walk = (node, prefix, depth, refs) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string') {
      if (refs.includes(node.$ref)) return;
      walk(resolveRef(doc, node.$ref), prefix, depth, [...refs, node.$ref]);
      return;
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(node[key])) for (const part of node[key]) walk(part, prefix, depth, refs);
    if (node.items) walk(node.items, prefix, depth, refs);
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      walk(node.additionalProperties, prefix, depth, refs);
    if (node.properties && depth < maxDepth)
      for (const [name, child] of Object.entries(node.properties)) {
        const path = prefix ? `${prefix}.${name}` : name;
        paths.add(path);
        walk(child, path, depth + 1, refs);
      }
  };
  walk(root, '', 0, []);
  return [...paths].sort();
}

/**
 * Every field path a valibot schema defines: object `entries`, through the wrappers
 * (`optional`/`nullable`/`nullish`/… `.wrapped`, `array` `.item`, `union`/`variant`/`intersect`
 * `.options`, `record` `.value`, `lazy` `.getter`, and every schema of a `pipe`).
 */
export function clientFieldPaths(schema, { maxDepth = 8 } = {}) {
  const paths = new Set();
  const walk = (node, prefix, depth, lazies) => {
    if (!node || typeof node !== 'object') return;
    if (node.wrapped) walk(node.wrapped, prefix, depth, lazies);
    if (node.item) walk(node.item, prefix, depth, lazies);
    if (node.value?.kind === 'schema') walk(node.value, prefix, depth, lazies);
    if (Array.isArray(node.options)) for (const o of node.options) walk(o, prefix, depth, lazies);
    // A pipe may validate with a later schema (`pipe(unknown(), transform(…), object(…))`).
    if (Array.isArray(node.pipe))
      for (const step of node.pipe) if (step?.kind === 'schema') walk(step, prefix, depth, lazies);
    if (Array.isArray(node.items)) for (const i of node.items) walk(i, prefix, depth, lazies);
    if (typeof node.getter === 'function' && !lazies.includes(node)) {
      // A lazy schema's getter receives the input; recursive schemas ignore it.
      walk(node.getter(undefined), prefix, depth, [...lazies, node]);
    }
    if (node.entries && depth < maxDepth)
      for (const [name, child] of Object.entries(node.entries)) {
        const path = prefix ? `${prefix}.${name}` : name;
        paths.add(path);
        walk(child, path, depth + 1, lazies);
      }
  };
  walk(schema, '', 0, []);
  return [...paths].sort();
}

/**
 * The official paths the client lacks. `leftOut` maps a path to the reason it is not typed;
 * a path left out leaves out everything under it. `unusedLeftOut` lists entries that no longer
 * name a missing field (stale notes).
 */
export function schemaCoverage(official, client, leftOut = {}) {
  const have = new Set(client);
  const notes = Object.keys(leftOut);
  const noteFor = (path) => notes.find((n) => path === n || path.startsWith(`${n}.`));
  const covered = [];
  const excused = [];
  const missing = [];
  for (const path of official) {
    if (have.has(path)) covered.push(path);
    else if (noteFor(path)) excused.push(path);
    else missing.push(path);
  }
  const usedNotes = new Set(excused.map(noteFor));
  const unusedLeftOut = notes.filter((n) => !usedNotes.has(n));
  return { official: official.length, covered, leftOut: excused, missing, unusedLeftOut };
}
