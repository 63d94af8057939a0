import { jsonReply, notFound } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { archiveFor, entriesWith } from '../structures/data/entries.js';
import { crc64, mean, modelsFor } from './models.js';

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
  // Residue by residue, as the hub lists them; only a model has a confidence per residue.
  const chains = (chain: string, confidence?: number[]) => [
    {
      chain_id: chain,
      segments: [
        {
          templates: null,
          seqres: { aligned_sequence: model.sequence, from: 1, to: length },
          uniprot: { aligned_sequence: model.sequence, from: 1, to: length },
          residues: model.sequence.split('').map((_, i) => ({
            confidence: confidence?.[i] ?? null,
            model_residue_label: i + 1,
            uniprot_residue_number: i + 1,
          })),
        },
      ],
    },
  ];
  // The hub gives sequence identity and coverage as percentages (its specification says
  // fractions; the recorded hub answer has 90 and 70.7).
  const whole = { sequence_identity: 100, uniprot_start: 1, uniprot_end: length, coverage: 100 };
  const unset = { number_of_conformers: null, ensemble_sample_url: null, ensemble_sample_format: null };
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
        ...unset,
        created: '2025-08-01',
        ...whole,
        experimental_method: null,
        resolution: null,
        confidence_type: 'pLDDT',
        confidence_version: 'v2.0',
        confidence_avg_local_score: mean(model.plddt),
        oligomeric_state: null,
        preferred_assembly_id: null,
        entities: [entity(model.protein.description)],
      },
      ...(detailed ? { chains: chains('A', model.plddt) } : {}),
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
            ...unset,
            created: e.releaseDate,
            ...whole,
            experimental_method: e.method,
            resolution: e.resolution ?? null,
            confidence_type: null,
            confidence_version: null,
            confidence_avg_local_score: null,
            oligomeric_state: null,
            preferred_assembly_id: null,
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
      uniprot_checksum: crc64(model.protein.sequence),
      sequence_length: length,
      segment_start: null,
      segment_end: null,
    },
    structures,
  });
}
