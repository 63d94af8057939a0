import { type CallOptions, ids, parseInput, path, Resource } from '@lifesci/core';
import type { PredictedStructuresClient } from '../client.js';
import {
  type BeaconsParams,
  BeaconsParamsSchema,
  type BeaconsSummary,
  BeaconsSummarySchema,
} from '../schemas/beacons.js';

/** `beacons.*`: the 3D-Beacons hub's federated view of every provider's models for a protein. */
export class Beacons extends Resource<PredictedStructuresClient> {
  /**
   * Every provider's models of a protein, summarised: GET {beacons}/uniprot/summary/{accession}.json;
   * with `chains: true`, GET {beacons}/uniprot/{accession}.json, the same with each model's chains.
   */
  async get(accession: string, params: BeaconsParams = {}, call?: CallOptions): Promise<BeaconsSummary> {
    ids.uniprot.assert(accession, 'accession');
    const { chains, ...query } = parseInput(BeaconsParamsSchema, params, 'params');
    const file = `${accession}.json`;
    return this.client.request(
      {
        base: 'beacons',
        path: chains ? path`/uniprot/${file}` : path`/uniprot/summary/${file}`,
        query,
        schema: BeaconsSummarySchema,
      },
      call,
    );
  }
}

/** The providers present in a summary, each once, in order of first appearance. */
export function beaconsProviders(summary: BeaconsSummary): string[] {
  return [...new Set(summary.structures.map((s) => s.summary.provider))];
}

/** How many models of each category a summary lists. */
export function beaconsCategoryCounts(summary: BeaconsSummary): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { summary: s } of summary.structures)
    counts[s.model_category] = (counts[s.model_category] ?? 0) + 1;
  return counts;
}

/**
 * The residues of the sequence covered by at least one model, as a fraction of its length
 * (needs `uniprot_entry.sequence_length`; undefined without it).
 */
export function beaconsCoverage(summary: BeaconsSummary): number | undefined {
  const length = summary.uniprot_entry.sequence_length;
  if (!length) return undefined;
  const covered = new Uint8Array(length + 1);
  for (const { summary: s } of summary.structures) {
    for (let r = Math.max(1, s.uniprot_start); r <= Math.min(length, s.uniprot_end); r++) covered[r] = 1;
  }
  return covered.reduce((n, c) => n + c, 0) / length;
}
