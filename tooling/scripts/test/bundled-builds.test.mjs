import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// build-package.mjs bundles each JS entry of a package's exports map (tooling/bench import-time
// measures why). This checks core's build, as `npm test` builds it before the tests run.
const core = resolve(fileURLToPath(new URL('../../../packages/core', import.meta.url)));
const manifest = JSON.parse(readFileSync(join(core, 'package.json'), 'utf8'));
const dist = join(core, 'dist');

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'valibot-typed' ? [] : jsFiles(file);
    return entry.name.endsWith('.js') ? [relative(dist, file)] : [];
  });
}

const entries = Object.values(manifest.exports)
  .map((target) => target?.default?.default)
  .filter((target) => typeof target === 'string')
  .map((target) => relative(dist, join(core, target)));

describe('bundled package builds (@lifesci/core)', () => {
  it('dist holds one file per exports entry and chunks, no file per source module', () => {
    expect(entries).toEqual(expect.arrayContaining(['index.js', 'errors/public.js', 'xml/public.js']));
    const files = jsFiles(dist);
    for (const entry of entries) expect(files).toContain(entry);
    const others = files.filter((f) => !entries.includes(f));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((f) => f.startsWith('chunks/'))).toBe(true);
    expect(existsSync(join(dist, 'http', 'base-client.js'))).toBe(false);
  });

  it('the main entry imports chunks, packages and builtins only, and keeps what loads on first use lazy', () => {
    const text = readFileSync(join(dist, 'index.js'), 'utf8');
    const statics = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gm)].map((m) => m[1]);
    expect(statics.length).toBeGreaterThan(0);
    for (const specifier of statics) expect(specifier).toMatch(/^(\.\/chunks\/|node:|valibot$)/);
    const lazy = [...text.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(lazy).toEqual(expect.arrayContaining(['ky', 'bottleneck']));
    expect(lazy.some((s) => s.startsWith('./chunks/gunzip-'))).toBe(true);
  });

  it('the XML stack named in lifesciBuild.inline is bundled into the chunks, not imported', () => {
    const inline = manifest.lifesciBuild.inline;
    expect(inline).toEqual(expect.arrayContaining(['htmlparser2', 'fast-xml-parser', '@nodable/entities']));
    for (const file of jsFiles(dist)) {
      const text = readFileSync(join(dist, file), 'utf8');
      const imported = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^".][^"]*)"/g)].map((m) => m[1]);
      for (const name of inline)
        expect(imported.filter((s) => s === name || s.startsWith(`${name}/`))).toEqual([]);
      // lifesciBuild.replace: entities' HTML table, decoded when loaded, is not in the bundle.
      expect(text).not.toContain('decodeTrieDict(');
    }
  });

  it('the inlined XML stack parses from both entries as the sources do', async () => {
    const { createXmlParser } = await import(pathToFileURL(join(dist, 'xml', 'public.js')).href);
    const main = await import(pathToFileURL(join(dist, 'index.js')).href);
    const doc = '<a x="1"><b>&amp;&lt;&#65;&euro;</b><b>2</b></a>';
    expect(createXmlParser({ strict: true }).parse(doc)).toEqual({ a: { b: ['&<A€', '2'], '@_x': '1' } });
    expect(() => createXmlParser({ strict: true }).parse('<a><b></a>')).toThrow(main.ParseError);
    expect((await main.loadXmlParser()).parse(doc)).toEqual(createXmlParser().parse(doc));
    const items = [];
    for await (const item of main.xmlElements('<r><i>1</i><i>&amp;2</i></r>', 'i')) items.push(item);
    expect(items).toEqual(['1', '&2']);
  });

  it('every entry loads, sharing one copy of core (an error class is the same from both entries)', async () => {
    const main = await import(pathToFileURL(join(dist, 'index.js')).href);
    const errors = await import(pathToFileURL(join(dist, 'errors', 'public.js')).href);
    expect(typeof main.BaseClient).toBe('function');
    expect(errors.InputError).toBe(main.InputError);
    expect(new errors.InputError('x', 'bad')).toBeInstanceOf(main.LifesciError);
  });
});
