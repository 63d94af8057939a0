import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { publicDeclarations } from '../public-types.mjs';

const source = fileURLToPath(new URL('./fixtures/public-types-service/schemas.ts', import.meta.url));

/** The published declaration file public-types.mjs writes for the fixture, and what it reported. */
function published() {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    exactOptionalPropertyTypes: true,
    declaration: true,
    skipLibCheck: true,
    types: [],
  };
  const program = ts.createProgram({ rootNames: [source], options });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  const problems = [];
  const notes = [];
  let text = '';
  program.emit(
    undefined,
    (name, content) => {
      if (name.endsWith('.d.ts')) text = content;
    },
    undefined,
    true,
    {
      afterDeclarations: [
        publicDeclarations(program, { standardFrom: () => '@lifesci/core', problems, notes }),
      ],
    },
  );
  return { text, problems, notes };
}

describe('public-types.mjs', () => {
  const { text, problems } = published();

  it('writes the declarations without valibot, importing the structural schema type from core', () => {
    expect(problems).toEqual([]);
    expect(text).not.toMatch(/valibot|\bv\./);
    expect(text).toContain("import type { StandardSchemaV1 } from '@lifesci/core';");
  });

  it('writes a schema-derived interface out field by field, comments kept, without the loose index signature', () => {
    const thing = /export interface Thing \{[^}]*\}/.exec(text)?.[0] ?? '';
    expect(thing).toContain("/** The thing's id. */");
    expect(thing).toMatch(/\bid: string;/);
    expect(thing).toMatch(/tags\?: string\[\] \| undefined;/);
    expect(thing).toMatch(/kind\?: "a" \| "b" \| undefined;/);
    expect(thing).not.toContain('[key: string]');
    expect(text).toMatch(/\/\*\* A thing, as the service sends it\. \*\/\s*export interface Thing/);
    // The shape behind it is gone.
    expect(text).not.toContain('thingShape');
  });

  it('types schemas as StandardSchemaV1 of their input and output, naming the package types', () => {
    expect(text).toContain('export declare const ThingSchema: StandardSchemaV1<unknown, Thing>;');
    expect(text).toMatch(
      /export declare const PageSchema: StandardSchemaV1<\{\s*items: unknown\[\];\s*next\?: string \| undefined;\s*\}, Page>;/,
    );
    expect(text).toMatch(/export type Page = \{\s*items: Thing\[\];\s*next\?: string \| undefined;\s*\};/);
    // Input and output of one form: one type argument, the alias that names it.
    expect(text).toContain('export declare const ParamsSchema: StandardSchemaV1<Params>;');
  });

  it('writes input types out, with the comments of the entries', () => {
    expect(text).toMatch(
      /export type Params = \{\s*\/\*\* How many, at most\. \*\/\s*limit\?: number \| undefined;\s*ids: string\[\];\s*\};/,
    );
  });

  it('maps the generic valibot helpers of a type parameter to their Standard Schema twins', () => {
    expect(text).toContain(
      'export declare function parsed<S extends StandardSchemaV1>(schema: S, value: unknown): StandardSchemaV1.InferOutput<S>;',
    );
  });
});
