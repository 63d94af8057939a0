import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';
import { loadSpec, type Spec } from './openapi.js';

// The 3D-Beacons hub, ClinicalTrials.gov and NCBI Datasets answers against each service's own
// OpenAPI document. Each table lists every documented path: served ones with requests that
// exercise them, the others with the reason they are not emulated (and they answer 404).

interface Table {
  spec: Spec;
  mount: string;
  /** Documented path -> requests (below the mount). */
  served: Record<string, string[]>;
  /** Documented path -> why it is not emulated, and a request that must answer 404. */
  notServed: Record<string, [string, string]>;
  /** Documented path -> a real recorded answer, which must pass the same check. */
  recorded: Record<string, string>;
}

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({
    services: ['predicted-structures', 'structures', 'trials', 'datasets', 'eutils'],
    seed: 1,
    limits: 'off',
  });
});
afterAll(() => emulator.close());

/** The id of the first emulated study (ids are seeded, so none is written here). */
async function firstNctId(): Promise<string> {
  const body = (await (await fetch(`${emulator.baseUrls.trials}/api/v2/studies?pageSize=1`)).json()) as {
    studies: { protocolSection: { identificationModule: { nctId: string } } }[];
  };
  return body.studies[0]?.protocolSection.identificationModule.nctId ?? '';
}

const tables: Record<string, Table> = {
  '3D-Beacons hub (3dbeacons-2.0.0.yaml)': {
    // The document never writes `nullable`, while the hub sends null for what a provider lacks
    // (the recorded answer: number_of_conformers, templates, segment_start ...). Its text says
    // fractions for coverage and identity (the hub sends percentages); the type is number.
    spec: loadSpec('3d-beacons/3dbeacons-2.0.0.yaml', { closed: true, nullable: true }),
    recorded: { '/uniprot/{qualifier}.json': '3d-beacons/uniprot.json' },
    mount: 'beacons',
    served: {
      '/uniprot/{qualifier}.json': ['/uniprot/P07550.json', '/uniprot/P68871.json'],
      '/uniprot/summary/{qualifier}.json': ['/uniprot/summary/P50613.json', '/uniprot/summary/P68871.json'],
    },
    notServed: {
      '/pdb/summary/{qualifier}-{chain}.json': ['no client asks by PDB chain', '/pdb/summary/4hhb-A.json'],
      '/metadata/{qualifier}.json': ['provider metadata is not emulated', '/metadata/P07550.json'],
      '/pdbe-kb/annotations/uniprot/{accession}.json': [
        'PDBe-KB annotations are not emulated',
        '/pdbe-kb/annotations/uniprot/P07550.json',
      ],
    },
  },
  'ClinicalTrials.gov (ctg-oas-v2.yaml)': {
    spec: loadSpec('clinicaltrials-gov/ctg-oas-v2.yaml', { closed: true }),
    recorded: {
      '/studies': 'clinicaltrials-gov/search_phelan_limit5_20260811.json',
      '/studies/{nctId}': 'clinicaltrials-gov/get_nct02576665_20260811.json',
    },
    mount: 'trials',
    served: {
      '/studies': [
        '/api/v2/studies?pageSize=50',
        '/api/v2/studies?query.cond=cancer&countTotal=true&pageSize=20',
        '/api/v2/studies?fields=NCTId,BriefTitle,OverallStatus&pageSize=20',
        // The real records (real-studies.json) beside the generated ones.
        '/api/v2/studies?query.intr=clopidogrel&query.term=CYP2C19',
      ],
      '/studies/{nctId}': [
        '/api/v2/studies/{nctId}',
        '/api/v2/studies/NCT01742117',
        '/api/v2/studies/NCT03347435',
      ],
    },
    notServed: {
      '/studies/metadata': ['the field tree is not emulated', '/api/v2/studies/metadata'],
      '/stats/size': ['statistics are not emulated', '/api/v2/stats/size'],
      '/stats/fieldValues': ['statistics are not emulated', '/api/v2/stats/fieldValues'],
      '/stats/fieldValues/{field}': ['statistics are not emulated', '/api/v2/stats/fieldValues/Phase'],
      '/stats/listSizes': ['statistics are not emulated', '/api/v2/stats/listSizes'],
      '/stats/listSizes/{field}': ['statistics are not emulated', '/api/v2/stats/listSizes/Phase'],
      '/version': ['the version endpoint is not emulated', '/api/v2/version'],
    },
  },
};

for (const [name, table] of Object.entries(tables)) {
  describe(`${name}: the emulator against the published document`, () => {
    it('every documented path is either served or listed as not served', () => {
      expect([...Object.keys(table.served), ...Object.keys(table.notServed)].sort()).toEqual(
        [...table.spec.paths].sort(),
      );
    });

    for (const [path, requests] of Object.entries(table.served)) {
      it(`GET ${path} conforms`, async () => {
        for (const template of requests) {
          const request = template.includes('{nctId}')
            ? template.replace('{nctId}', await firstNctId())
            : template;
          const res = await fetch(`${emulator.baseUrls[table.mount]}${request}`);
          expect(res.status, request).toBe(200);
          expect(table.spec.check(path, await res.json()), request).toEqual([]);
        }
      });
    }

    it('the paths it does not serve answer an error', async () => {
      for (const [, request] of Object.values(table.notServed))
        expect(
          (await fetch(`${emulator.baseUrls[table.mount]}${request}`)).status,
          request,
        ).toBeGreaterThanOrEqual(400);
    });

    it('the real recorded answers pass the same check (the adjustments match the live service)', () => {
      for (const [path, fixture] of Object.entries(table.recorded))
        expect(table.spec.check(path, readRealFixture(fixture, { json: true })), fixture).toEqual([]);
    });
  });
}
