import { jsonReply, notFound } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { archiveFor, entriesWith } from '../structures/data/entries.js';
import { mean, modelsFor } from './models.js';

/**
 * GET {beacons}/uniprot/summary/<accession>.json (and /uniprot/<accession>.json, with chains):
 * the AlphaFold DB model of the accession and every emulated PDB entry that contains it, so the
 * hub agrees with the structure archive and the prediction API.
 */
export function beaconsReply(
  seed: number,
  file: string,
  baseUrls: Readonly<Record<string, string>>,
  detailed: boolean,
): EmulatorReply {
  const accession = /^([A-Z0-9]+)\.json$/.exec(file)?.[1];
  const model = accession ? modelsFor(seed).get(accession)?.[0] : undefined;
  if (!accession || !model) throw notFound(`No UniProt entry found for ${file.replace(/\.json$/, '')}`);
  const length = model.sequence.length;
  const entity = (description: string) => ({
    entity_type: 'POLYMER',
    entity_poly_type: 'POLYPEPTIDE(L)',
    identifier: accession,
    identifier_category: 'UNIPROT',
    description,
    chain_ids: ['A'],
  });
  const chains = (chain: string) => [
    {
      chain_id: chain,
      segments: [
        {
          templates: null,
          seqres: { aligned_sequence: model.sequence, from: 1, to: length },
          uniprot: { aligned_sequence: model.sequence, from: 1, to: length },
        },
      ],
    },
  ];
  const version = 6;
  const structures = [
    {
      summary: {
        model_identifier: model.entryId,
        model_category: 'AB-INITIO',
        model_url: `${baseUrls.predictedFiles}/${model.entryId}-model_v${version}.cif`,
        model_format: 'MMCIF',
        model_type: 'ATOMIC',
        model_page_url: `https://alphafold.ebi.ac.uk/entry/${accession}`,
        provider: 'AlphaFold DB',
        created: '2025-08-01',
        sequence_identity: 1,
        uniprot_start: 1,
        uniprot_end: length,
        coverage: 1,
        confidence_type: 'pLDDT',
        confidence_version: 'v2.0',
        confidence_avg_local_score: mean(model.plddt),
        entities: [entity(model.protein.description)],
      },
      ...(detailed ? { chains: chains('A') } : {}),
    },
    ...entriesWith(archiveFor(seed), accession)
      .filter((e) => !e.computational)
      .map((e) => {
        const p = e.polymers.find((x) => x.accession === accession);
        return {
          summary: {
            model_identifier: e.id.toLowerCase(),
            model_category: 'EXPERIMENTALLY DETERMINED',
            model_url: `${baseUrls.structureFiles}/download/${e.id}.cif`,
            model_format: 'MMCIF',
            model_type: 'ATOMIC',
            model_page_url: `https://www.rcsb.org/structure/${e.id}`,
            provider: 'PDBe',
            created: e.releaseDate,
            sequence_identity: 1,
            uniprot_start: 1,
            uniprot_end: length,
            coverage: 1,
            experimental_method: e.method,
            resolution: e.resolution ?? null,
            entities: [
              { ...entity(p?.description ?? model.protein.description), chain_ids: p?.chains ?? [] },
            ],
          },
          ...(detailed ? { chains: chains(p?.chains[0] ?? 'A') } : {}),
        };
      }),
  ];
  return jsonReply({
    uniprot_entry: {
      ac: accession,
      id: model.protein.entryName,
      uniprot_checksum: null,
      sequence_length: length,
      segment_start: null,
      segment_end: null,
    },
    structures,
  });
}
