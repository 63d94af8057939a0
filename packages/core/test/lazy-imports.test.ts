import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Importing core must stay cheap: its subsystems load when first used (`import()` inside the
// function that needs them). This walks the static imports of the main entry's sources, as the
// emitted JavaScript keeps them (verbatimModuleSyntax: only `import type`/`export type` vanish),
// so a static import that brings a subsystem back into the start is caught without a build or a
// timing. The timings are in tooling/bench (import-time).
const src = fileURLToPath(new URL('../src/', import.meta.url));
const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Every module loaded by importing `entry`: core's own files (relative to src) and packages. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = relative(src, file);
    if (seen.has(key)) return;
    seen.add(key);
    for (const [, typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(STATIC)) {
      if (typeOnly || specifier === undefined) continue;
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else seen.add(specifier);
    }
  };
  visit(join(src, entry));
  return seen;
}

describe('importing @lifesci/core', () => {
  const loaded = staticClosure('index.ts');

  it('walks the real graph', () => {
    expect(loaded.has('http/base-client.ts')).toBe(true);
    expect(loaded.has('valibot')).toBe(true);
  });

  it('loads no XML reader, stream reader, gzip, content decoding, ky or Bottleneck until they are used', () => {
    const lazy = [
      'ky',
      'bottleneck',
      'htmlparser2',
      'fast-xml-parser',
      '@nodable/entities',
      'node:zlib',
      'xml/elements.ts',
      'xml/element-builder.ts',
      'xml/parser.ts',
      'xml/engine.ts',
      'xml/entities.ts',
      'streams/delimited.ts',
      'streams/lines.ts',
      'streams/line-batches.ts',
      'streams/gunzip.ts',
      'http/content-coding.ts',
      'node:stream',
    ];
    expect(lazy.filter((module) => loaded.has(module))).toEqual([]);
  });

  it('the synchronous XML entry loads the XML stack itself', () => {
    const xml = staticClosure('xml/public.ts');
    expect(xml.has('htmlparser2')).toBe(true);
    expect(xml.has('xml/parser.ts')).toBe(true);
  });
});
