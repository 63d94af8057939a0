import { InputError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { learn } from '../src/cli/learn.js';
import { camel } from '../src/cli/names.js';
import { fromWords } from '../src/cli/schema.js';
import { signatureOf } from '../src/cli/signature.js';
import { buildArgs } from '../src/cli/verb.js';
import { VERB_DOCS, verbDoc } from '../src/cli/verb-docs.js';
import { createLifesci, type LifesciOptions } from '../src/create.js';
import { SERVICE_NAMES, type ServiceName } from '../src/services.js';
import { everyMethod, kebab } from './cli-paths.js';
import { closedPort, lifesci } from './cli-process.js';
import { cli } from './run-cli.js';

/** The words of a help line as a shell would read them (single quotes kept together). */
function shellWords(line: string): string[] {
  return (line.trim().match(/'(?:[^']|'\\'')*'|\S+/g) ?? []).map((w) =>
    w.startsWith("'") ? w.slice(1, -1).replace(/'\\''/g, "'") : w,
  );
}

/** The section of a help text under `title` (its indented lines). */
function section(help: string, title: string): string[] {
  const lines = help.split('\n');
  const start = lines.indexOf(title);
  if (start === -1) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    out.push(line);
  }
  return out;
}

const paths = everyMethod();

describe("every verb's help (all services)", () => {
  it('every verb has a line saying what it does and a real example, and every entry is a verb', () => {
    const missing: string[] = [];
    const used = new Set<string>();
    for (const [service, ...path] of paths) {
      const doc = verbDoc(service as string, path);
      if (!doc) missing.push([service, ...path].join('.'));
      const own = [service, ...path].join('.');
      used.add(VERB_DOCS[own] ? own : path.join('.'));
    }
    expect(missing).toEqual([]);
    expect(Object.keys(VERB_DOCS).filter((key) => !used.has(key))).toEqual([]);
    for (const [key, doc] of Object.entries(VERB_DOCS)) {
      expect(doc.does, key).toMatch(/^[A-Z][^\n]{10,110}[^.]$/);
      // A placeholder is no example: `<name>`, or a bare 1 where an identifier goes.
      expect(
        doc.example.filter((w) => /^<.*>$/.test(w)),
        key,
      ).toEqual([]);
      expect(doc.example[0], key).not.toBe('1');
    }
  });

  it('lists every parameter with its kind (no generic line), then the verb’s line and its example', async () => {
    const gaps: string[] = [];
    for (const [service, ...path] of paths) {
      const words = [service as string, ...path].map(kebab);
      const doc = verbDoc(service as string, path);
      const help = (await cli([service as string, ...path, '--help'])).out;
      const name = words.join(' ');
      if (help.includes('--<name>')) gaps.push(`${name}: a generic --<name> line`);
      if (doc && !help.includes(`\n\n${doc.does}.\n\n`)) gaps.push(`${name}: no line saying what it does`);
      for (const line of section(help, 'Arguments:'))
        if (!/^ {2}<[\w-]+>\s+\S/.test(line) || /\s{2}a value\b/.test(line))
          gaps.push(`${name}: argument without a kind: ${line.trim()}`);
      for (const line of [
        ...section(help, 'Options:'),
        ...section(help, /^Fields of .*:$/m.exec(help)?.[0] ?? ''),
      ])
        if (!/^ {2}--[\w.-]+(?: <value>)?\s+\S/.test(line))
          gaps.push(`${name}: option without a type: ${line.trim()}`);
      const example = section(help, 'Example:')[0];
      if (!example) gaps.push(`${name}: no example`);
      else if (doc) {
        const typed = shellWords(example);
        expect(typed.slice(0, words.length + 1)).toEqual(['lifesci', ...words]);
        expect(typed.slice(words.length + 1), name).toEqual(doc.example);
      }
    }
    expect(gaps).toEqual([]);
  }, 120_000);

  it('lists each verb with its line in its service’s and resource’s help', async () => {
    expect((await cli(['trials', 'studies', '--help'])).out).toMatch(
      /^\s+get\b.*\s{2}Fetch one clinical study by its NCT id$/m,
    );
    expect((await cli(['clinical-variants', '--help'])).out).toMatch(
      /^\s+search\s{2,}Search ClinVar and return the matching/m,
    );
  });

  it('each example gets past every input check of its verb (run until it would send)', async () => {
    const marker = new Error('test: nothing is sent');
    const nowhere = Object.fromEntries(SERVICE_NAMES.map((n) => [n, { baseUrl: 'http://127.0.0.1:9/' }]));
    const refused: string[] = [];
    for (const [service, ...path] of paths as [ServiceName, ...string[]][]) {
      const doc = verbDoc(service, path);
      if (!doc) continue;
      // The service's own options (`--client-id`) go to the client, as the CLI does.
      const own: string[] = [];
      const options: Record<string, unknown> = {};
      for (let i = 0; i < doc.example.length; i++) {
        const word = doc.example[i] as string;
        if (service === 'protocols' && /^--client-(id|secret)$/.test(word)) {
          options[camel(word.slice(2))] = fromWords(undefined, [doc.example[i + 1] as string]);
          i += 1;
        } else own.push(word);
      }
      const clients = createLifesci({
        ...nowhere,
        [service]: { baseUrl: 'http://127.0.0.1:9/', ...options },
        rateLimit: false,
        maxRetries: 0,
        fetch: () => Promise.reject(marker),
      } as LifesciOptions);
      const client = clients[service] as unknown as Record<string, unknown>;
      const owner = (path.length === 2 ? client[path[0] as string] : client) as Record<
        string,
        (...a: unknown[]) => unknown
      >;
      const method = owner[path[path.length - 1] as string] as (...a: unknown[]) => unknown;
      const signature = signatureOf(method);
      const found = await learn(service, path, signature, own);
      let failure: unknown;
      try {
        const result = method.apply(owner, buildArgs(signature, found, own));
        if (result && typeof (result as PromiseLike<unknown>).then === 'function') await result;
        else if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
          const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
          await iterator.next();
          await iterator.return?.();
        }
      } catch (error) {
        failure = error;
      }
      if (failure instanceof InputError || failure instanceof TypeError)
        refused.push(`${[service, ...path].join('.')} ${doc.example.join(' ')}: ${String(failure)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});

describe('verb help and parameters (the built command, as a child process)', () => {
  it('shows the params of verbs that check a copy of them, or hand them to another client', async () => {
    const search = await lifesci(['genes', 'search', '--help']);
    expect(search.code).toBe(0);
    expect(search.out).toMatch(/^Search NCBI Gene and return the matching gene ids, page by page\.$/m);
    expect(search.out).toMatch(/^\s+--max-items <value>\s+integer ≥ 0/m);
    expect(search.out).toMatch(/^\s+--usehistory\s+boolean$/m);
    expect(search.out).toContain("\n  lifesci genes search 'BRCA1[sym] AND human[orgn]'\n");
    const esummary = await lifesci(['eutils', 'esummary', '--help']);
    expect(esummary.out).toMatch(/^\s+--db <value>\s+text \(required\)$/m);
    // Params of several shapes: the shapes' rule heads the options, and only what every shape
    // needs is required.
    expect(esummary.out).toMatch(/^Options \(either ids \(a non-empty list\) or history .*\):$/m);
    expect(esummary.out).toMatch(/^\s+--ids <value>\s+list of [^(]*; repeat the flag for more$/m);
    // Options only code can give (a function) are left out; the others are listed.
    const pdf = await lifesci(['preprints', 'full-text', 'download-pdf', '--help']);
    expect(pdf.out).toMatch(/^\s+--max-resumes <value>\s+integer ≥ 0$/m);
    expect(pdf.out).not.toContain('--on-progress');
    // An identifier of several shapes: its fields are alternatives, none required.
    const get = await lifesci(['compounds', 'compounds', 'get', '--help']);
    expect(get.out).toContain('Fields of <input> (give one of them):');
    expect(get.out).toMatch(/^\s+--cid <value>\s+a positive integer PubChem CID$/m);
    expect(get.out).toMatch(/^\s+--properties <value>\s+list of one of: /m);
  }, 60_000);

  it('runs those verbs with their params against the emulator', async () => {
    const search = await lifesci([
      '--emulator',
      'genes',
      'search',
      'BRCA1[sym] AND human[orgn]',
      '--max-items',
      '3',
    ]);
    expect(search.code, search.err).toBe(0);
    expect(JSON.parse(search.out)).toContain('672');
    const get = await lifesci([
      '--emulator',
      'compounds',
      'compounds',
      'get',
      '--name',
      'aspirin',
      '--properties',
      'MolecularWeight',
    ]);
    expect(get.code, get.err).toBe(0);
    expect(JSON.parse(get.out)).toEqual([
      expect.objectContaining({ CID: 2244, MolecularWeight: expect.any(Number) }),
    ]);
  }, 60_000);

  it('reads --version after a verb as the verb’s parameter (the program’s --version stays first)', async () => {
    const env = { LIFESCI_EUTILS_URL: `http://127.0.0.1:${await closedPort()}/eutils` };
    const run = await lifesci(['eutils', 'einfo', '--db', 'gene', '--version', '2.0'], env);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/einfo\.fcgi\?[^ ]*&version=2\.0&/);
    expect(run.out).toBe('');
  }, 30_000);
});
