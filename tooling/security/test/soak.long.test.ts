import { writeFileSync } from 'node:fs';
import { type Emulator, OAUTH_APPS, startEmulator } from '@lifesci/emulator';
import { createLifesci, type LifesciClients, SERVICE_NAMES } from '@lifesci/sdk';
import { q } from '@lifesci/structures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 14, fault soak: the paged and batched methods of every service, against the embedded
// emulator with 20 % of requests faulted (429, 500, 503, reset, truncated body, slow body), return
// exactly what a fault-free run returns: nothing lost, nothing duplicated, no broken body as data.
// Emulator limits are off and client budgets off so the soak measures recovery, not pacing
// (pacing has its own tests and benches); retries are fast and plentiful.

type Collect = (c: LifesciClients) => Promise<unknown[]>;
const batchValues = (r: { values: unknown[]; failures: unknown[] }) => {
  expect(r.failures).toEqual([]);
  return r.values;
};
const token = OAUTH_APPS[0]?.clientAccessToken;

const METHODS: [string, Collect][] = [
  [
    'trials.studies.list (token pages)',
    (c) => c.trials.studies.list({ pageSize: 40 }).toArray({ limit: 200 }),
  ],
  [
    'genes.search (esearch pages)',
    (c) => c.genes.search({ organism: 'Homo sapiens' }, { retmax: 50 }).toArray({ limit: 200 }),
  ],
  [
    'genes.summaries (esummary batches)',
    async (c) => {
      const ids = await c.genes.search({ organism: 'Homo sapiens' }, { retmax: 200 }).toArray({ limit: 120 });
      return batchValues(await c.genes.summaries(ids));
    },
  ],
  [
    'clinicalVariants.streamRecords (streamed efetch batches)',
    async (c) => {
      const ids = await c.clinicalVariants.search('human[organism]', { retmax: 500 }).toArray({ limit: 60 });
      return (await c.clinicalVariants.streamRecords(ids, { rettype: 'vcv' })).map((r) => r.accession);
    },
  ],
  [
    'genes.records (efetch batches, typed)',
    async (c) => {
      const ids = await c.genes.search({ organism: 'Homo sapiens' }, { retmax: 100 }).toArray({ limit: 40 });
      return batchValues(await c.genes.records(ids, { batchSize: 10 })).map(
        (r) => (r as { geneId: string }).geneId,
      );
    },
  ],
  [
    'genes.streamRecords (streamed efetch batches)',
    async (c) => {
      const ids = await c.genes.search({ organism: 'Homo sapiens' }, { retmax: 100 }).toArray({ limit: 40 });
      const out: string[] = [];
      for await (const r of c.genes.streamRecords(ids, { batchSize: 10 })) out.push(r.geneId);
      return out;
    },
  ],
  [
    'trials.studies.streamCsv (token pages of CSV rows)',
    async (c) => {
      const rows: unknown[] = [];
      for await (const row of c.trials.studies.streamCsv({ pageSize: 40 })) {
        rows.push(row);
        if (rows.length === 160) break;
      }
      return rows;
    },
  ],
  [
    'gwas.sumstats.stream (streamed harmonised .tsv.gz, 5,000 rows)',
    async (c) => {
      const [, accession] = (await c.gwas.sumstats.listStudies({ size: 2 }).toArray({ limit: 2 })).map(
        (s) => s.study_accession,
      );
      const out: unknown[] = [];
      for await (const row of c.gwas.sumstats.stream(accession as string)) out.push(row);
      return out;
    },
  ],
  [
    'compounds.files.streamMolecules (streamed SDF, typed)',
    async (c) => {
      const out: unknown[] = [];
      for await (const m of c.compounds.files.streamMolecules([2244, 2519, 60606, 3672, 1983])) out.push(m);
      return out;
    },
  ],
  [
    'compounds.compounds.streamProperties (streamed CSV rows, resumed after a break)',
    async (c) => {
      const out: unknown[] = [];
      const cids = [2244, 2519, 60606, 3672, 1983, 5793, 54678486];
      for await (const row of c.compounds.compounds.streamProperties(cids, {
        properties: ['MolecularFormula', 'MolecularWeight', 'XLogP'],
      }))
        out.push(row);
      return out;
    },
  ],
  ['pgx.drugs.search (one page)', (c) => c.pgx.drugs.search().toArray()],
  ['pgx.geneDrugPairs.list', (c) => c.pgx.geneDrugPairs.list({ pgxLevel: 'A' }).toArray()],
  ['gwas.studies.list (HAL pages)', (c) => c.gwas.studies.list({ size: 40 }).toArray({ limit: 200 })],
  [
    'gwas.associations.list (HAL pages)',
    (c) => c.gwas.associations.list({ size: 100 }).toArray({ limit: 400 }),
  ],
  [
    'preprints.details.list (cursor pages)',
    (c) => c.preprints.details.list({ from: '2025-01-01', to: '2025-03-31' }).toArray(),
  ],
  [
    'structures.search (start/rows pages)',
    (c) =>
      c.structures
        .search(q.attribute('rcsb_entity_source_organism.ncbi_scientific_name').exactMatch('Homo sapiens'), {
          paginate: { start: 0, rows: 7 },
        })
        .toArray(),
  ],
  [
    'structures.entries.summaries (batch)',
    async (c) => batchValues(await c.structures.entries.summaries(['1A8O', '4HHB'])),
  ],
  [
    'predicted.bulk.list (bucket pages)',
    (c) => c.predictedStructures.bulk.list({ prefix: 'proteomes/', pageSize: 3 }).toArray({ limit: 30 }),
  ],
  [
    'compounds.properties + synonyms (POST batches)',
    async (c) => {
      const cids = [2244, 2519, 60606, 54678486, 3672, 1983];
      const props = batchValues(
        await c.compounds.compounds.properties(cids, { properties: ['MolecularFormula'] }),
      );
      const syn = batchValues(await c.compounds.compounds.synonyms(cids));
      return [...props, ...syn];
    },
  ],
  [
    'protocols.protocols.list (numbered pages)',
    (c) => c.protocols.protocols.list({ pageSize: 10, orderField: 'id' }).toArray({ limit: 60 }),
  ],
  ['gateway.skills.list', (c) => c.gateway.skills.list().toArray()],
];

function clientsFor(emulator: Emulator): LifesciClients {
  const perService = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      name === 'protocols' ? { rateLimit: false, accessToken: token } : { rateLimit: false },
    ]),
  );
  return createLifesci({
    emulator,
    maxRetries: 8,
    retry: { baseDelayMs: 5, maxDelayMs: 40, rateLimitPauseMs: 10 },
    ...perService,
  } as never);
}

function comparable(records: unknown[], emulator: Emulator): string {
  return JSON.stringify(records).replaceAll(new URL(emulator.origin).host, 'EMULATOR');
}

let clean: Emulator;
const SEEDS = [14, 15, 16, 17];
let faulty: Emulator[] = [];
const totals = { methods: 0, records: 0 };

beforeAll(async () => {
  clean = await startEmulator({ limits: 'off' });
  faulty = await Promise.all(
    SEEDS.map((seed) =>
      startEmulator({
        limits: 'off',
        faults: { rate: 0.2, seed, retryAfterSeconds: 0, slowChunkDelayMs: 2 },
      }),
    ),
  );
});
afterAll(async () => {
  const requests = faulty.flatMap((e) => e.requests);
  const faults = requests.filter((r) => r.fault !== undefined);
  const kinds: Record<string, number> = {};
  for (const f of faults) kinds[String(f.fault)] = (kinds[String(f.fault)] ?? 0) + 1;
  // The figures issue 14 asks for: printed, and written where tooling/bench's fault-soak run
  // asked (it records them in RESULTS.md).
  const figures = {
    methods: totals.methods,
    seeds: SEEDS.length,
    records: totals.records,
    requests: requests.length,
    cleanRequests: SEEDS.length * clean.requests.length,
    faulted: faults.length,
    kinds,
  };
  if (process.env.LIFESCI_SOAK_FIGURES)
    writeFileSync(process.env.LIFESCI_SOAK_FIGURES, JSON.stringify(figures));
  console.info(
    `fault soak: ${totals.methods} methods x ${SEEDS.length} seeds, ${totals.records} records checked; ` +
      `${requests.length} requests, ${faults.length} faulted ${JSON.stringify(kinds)}, ` +
      `${requests.length - SEEDS.length * clean.requests.length} more requests than ${SEEDS.length} clean runs`,
  );
  await Promise.all([clean.close(), ...faulty.map((e) => e.close())]);
});

describe('fault soak at rate 0.2: the same records as a fault-free run', () => {
  it.each(METHODS)(
    '%s',
    async (_name, collect) => {
      const expected = await collect(clientsFor(clean));
      expect(expected.length).toBeGreaterThan(0);
      for (const emulator of faulty) {
        const got = await collect(clientsFor(emulator));
        // Links in records name the emulator that answered (its port): compared without the origin.
        expect(comparable(got, emulator)).toBe(comparable(expected, clean));
        totals.records += got.length;
      }
      totals.methods += 1;
    },
    120_000,
  );
});
