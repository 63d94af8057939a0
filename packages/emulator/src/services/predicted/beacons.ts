import { fill, jsonReply, notFound, type RouteInput } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { archiveFor } from '../structures/data/entries.js';
import { crc64, LATEST_VERSION, mean, modelsFor } from './models.js';
import templates from './templates.json' with { type: 'json' };

/**
 * GET {beacons}/uniprot/summary/<accession>.json (and /uniprot/<accession>.json, with chains):
 * the AlphaFold DB model of the accession and every emulated PDB entry that contains it, so the
 * hub agrees with the structure archive and the prediction API. The hub gives sequence identity
 * and coverage as percentages (its specification says fractions; the recorded hub answer has 90
 * and 70.7).
 */
export function beaconsReply({ params, ctx }: RouteInput, detailed = false): EmulatorReply {
  const { seed, baseUrls } = ctx;
  const file = params.file as string;
  const accession = /^([A-Z0-9]+)\.json$/.exec(file)?.[1];
  const model = accession ? modelsFor(seed).get(accession)?.[0] : undefined;
  if (!accession || !model) throw notFound(`No UniProt entry found for ${file.replace(/\.json$/, '')}`);
  const { sequence } = model;
  const length = sequence.length;
  // Residue by residue, as the hub lists them; only a model has a confidence per residue.
  const chains = (chain: string, confidence?: number[]) =>
    detailed
      ? [
          fill(templates.beaconsChain, {
            chain,
            sequence,
            length,
            residues: [...sequence].map((_, i) => ({
              confidence: confidence?.[i] ?? null,
              model_residue_label: i + 1,
              uniprot_residue_number: i + 1,
            })),
          }),
        ]
      : undefined;
  const common = { accession, length, description: model.protein.description, chains: ['A'] };
  const { model: modelKind, experimental } = templates.beaconsProviders;
  const files = baseUrls.predictedFiles;
  const predicted = fill(templates.beaconsStructure, {
    ...common,
    ...fill(modelKind, { files, identifier: model.entryId, version: LATEST_VERSION, accession }),
    identifier: model.entryId,
    confidence: mean(model.plddt),
    residues: chains('A', model.plddt),
  });
  const determined = archiveFor(seed).entries.flatMap((e) => {
    const p = e.computational ? undefined : e.polymers.find((x) => x.accession === accession);
    if (!p) return [];
    return fill(templates.beaconsStructure, {
      ...common,
      ...fill(experimental, { files: baseUrls.structureFiles, id: e.id }),
      identifier: e.id.toLowerCase(),
      created: e.releaseDate,
      method: e.method,
      resolution: e.resolution ?? null,
      description: p.description,
      chains: p.chains,
      residues: chains(p.chains[0] as string),
    });
  });
  const structures = [predicted, ...determined];
  return jsonReply(
    fill(templates.beacons, {
      accession,
      entryName: model.protein.entryName,
      checksum: crc64(model.protein.sequence),
      length,
      structures,
    }),
  );
}
