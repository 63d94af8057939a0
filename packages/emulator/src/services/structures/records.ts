import { type ChemCompRec, chemCompById } from './data/chem-comps.js';
import type { EntryRec, LigandRec, PolymerRec } from './data/entries.js';
import data from './data/entries.json' with { type: 'json' };
import { proteinsFor } from './data/proteins.js';

/** Data API records (rcsb_* and mmCIF-named fields, as /rest/v1/core/... answers them). */

type Json = Record<string, unknown>;

const stamp = (date: string) => `${date}T00:00:00+0000`;
const CHITOBIOSE = '2-acetamido-2-deoxy-beta-D-glucopyranose-(1-4)-2-acetamido-2-deoxy-beta-D-glucopyranose';

export function entryRecord(e: EntryRec): Json {
  const polymerIds = e.polymers.map((p) => p.entityId);
  const ligandIds = e.ligands.map((l) => l.entityId);
  const branchedIds = e.branched.map((b) => b.entityId);
  const { pubmed } = e;
  return {
    rcsb_id: e.id,
    entry: { id: e.id },
    struct: { title: e.title },
    struct_keywords: { pdbx_keywords: e.keywords, text: e.keywords },
    exptl: [{ method: e.method }],
    rcsb_entry_info: {
      ...(e.resolution === undefined ? {} : { resolution_combined: [e.resolution] }),
      deposited_atom_count: e.atomCount,
      polymer_entity_count: e.polymers.length,
      nonpolymer_entity_count: e.ligands.length,
      branched_entity_count: e.branched.length,
      entity_count: e.polymers.length + e.ligands.length + e.branched.length,
      assembly_count: e.assemblies.length,
      deposited_polymer_entity_instance_count: e.polymers.reduce((n, p) => n + p.chains.length, 0),
      experimental_method: (data.methodClass as Record<string, string>)[e.method],
      structure_determination_methodology: e.computational ? 'computational' : 'experimental',
    },
    rcsb_accession_info: {
      deposit_date: stamp(e.depositDate),
      initial_release_date: stamp(e.releaseDate),
      status_code: 'REL',
    },
    rcsb_entry_container_identifiers: {
      entry_id: e.id,
      rcsb_id: e.id,
      entity_ids: [...polymerIds, ...ligandIds, ...branchedIds],
      polymer_entity_ids: polymerIds,
      ...(ligandIds.length ? { non_polymer_entity_ids: ligandIds } : {}),
      ...(branchedIds.length ? { branched_entity_ids: branchedIds } : {}),
      assembly_ids: e.assemblies.map((a) => a.id),
      ...(pubmed ? { pubmed_id: pubmed.id } : {}),
    },
  };
}

export function polymerEntityRecord(e: EntryRec, p: PolymerRec): Json {
  return {
    rcsb_id: `${e.id}_${p.entityId}`,
    entity_poly: {
      pdbx_seq_one_letter_code: p.sequence,
      pdbx_seq_one_letter_code_can: p.sequence,
      pdbx_strand_id: p.chains.join(','),
      rcsb_entity_polymer_type: 'Protein',
      type: 'polypeptide(L)',
    },
    rcsb_polymer_entity: {
      pdbx_description: p.description,
      // kDa, at the usual 110 Da per residue.
      formula_weight: Math.round(p.sequence.length * 11) / 100,
      pdbx_number_of_molecules: p.chains.length,
    },
    rcsb_entity_source_organism: [
      {
        scientific_name: p.organism,
        ncbi_scientific_name: p.organism,
        ncbi_taxonomy_id: p.taxId,
        source_type: 'natural',
      },
    ],
    rcsb_polymer_entity_container_identifiers: {
      entry_id: e.id,
      entity_id: p.entityId,
      asym_ids: p.chains,
      auth_asym_ids: p.chains,
      rcsb_id: `${e.id}_${p.entityId}`,
      ...(p.accession
        ? {
            uniprot_ids: [p.accession],
            reference_sequence_identifiers: [{ database_name: 'UniProt', database_accession: p.accession }],
          }
        : {}),
    },
  };
}

export function nonpolymerEntityRecord(e: EntryRec, l: LigandRec): Json {
  const comp = chemCompById.get(l.compId) as ChemCompRec;
  return {
    rcsb_id: `${e.id}_${l.entityId}`,
    pdbx_entity_nonpoly: { comp_id: comp.id, entity_id: l.entityId, name: comp.name },
    rcsb_nonpolymer_entity: {
      formula_weight: Math.round(comp.weight) / 1000,
      pdbx_description: comp.name,
      pdbx_number_of_molecules: l.chains.length,
    },
    rcsb_nonpolymer_entity_container_identifiers: {
      entry_id: e.id,
      entity_id: l.entityId,
      asym_ids: l.chains,
      auth_asym_ids: ['A'],
      nonpolymer_comp_id: comp.id,
      chem_ref_def_id: comp.id,
      rcsb_id: `${e.id}_${l.entityId}`,
    },
  };
}

export function branchedEntityRecord(e: EntryRec, b: LigandRec): Json {
  return {
    rcsb_id: `${e.id}_${b.entityId}`,
    pdbx_entity_branch: { rcsb_branched_component_count: 2, type: 'oligosaccharide' },
    rcsb_branched_entity: {
      formula_weight: 0.424,
      pdbx_description: CHITOBIOSE,
      pdbx_number_of_molecules: b.chains.length,
    },
    rcsb_branched_entity_container_identifiers: {
      entry_id: e.id,
      entity_id: b.entityId,
      asym_ids: b.chains,
      auth_asym_ids: b.chains,
      chem_comp_monomers: ['NAG'],
      rcsb_id: `${e.id}_${b.entityId}`,
    },
  };
}

type InstanceKind = 'polymer' | 'nonpolymer' | 'branched';

export function instanceRecord(
  e: EntryRec,
  kind: InstanceKind,
  entity: PolymerRec | LigandRec,
  asym: string,
): Json {
  const ids: Json = {
    entry_id: e.id,
    entity_id: entity.entityId,
    asym_id: asym,
    auth_asym_id: kind === 'polymer' ? asym : 'A',
    rcsb_id: `${e.id}.${asym}`,
  };
  if (kind === 'nonpolymer') ids.comp_id = (entity as LigandRec).compId;
  return { rcsb_id: `${e.id}.${asym}`, [`rcsb_${kind}_entity_instance_container_identifiers`]: ids };
}

export function assemblyRecord(e: EntryRec, assemblyId: string): Json | undefined {
  const a = e.assemblies.find((x) => x.id === assemblyId);
  if (!a) return undefined;
  const polymers = e.polymers.filter((p) => p.chains.some((c) => a.chains.includes(c)));
  const chains = polymers.flatMap((p) => p.chains.filter((c) => a.chains.includes(c)));
  return {
    rcsb_id: `${e.id}-${a.id}`,
    pdbx_struct_assembly: {
      id: a.id,
      details: 'author_and_software_defined_assembly',
      oligomeric_count: chains.length,
      oligomeric_details: chains.length === 1 ? 'monomeric' : `${chains.length}-meric`,
    },
    rcsb_assembly_info: {
      assembly_id: a.id,
      entry_id: e.id,
      polymer_entity_count: polymers.length,
      polymer_entity_instance_count: chains.length,
      polymer_composition:
        polymers.length === 1
          ? chains.length === 1
            ? 'monomer'
            : 'homomeric protein'
          : 'heteromeric protein',
    },
    rcsb_assembly_container_identifiers: { assembly_id: a.id, entry_id: e.id, rcsb_id: `${e.id}-${a.id}` },
  };
}

export function chemCompRecord(c: ChemCompRec): Json {
  return {
    rcsb_id: c.id,
    chem_comp: { id: c.id, name: c.name, formula: c.formula, formula_weight: c.weight, type: c.type },
    rcsb_chem_comp_descriptor: {
      ...(c.smiles ? { SMILES: c.smiles } : {}),
      ...(c.inchi ? { InChI: c.inchi } : {}),
    },
  };
}

export function uniprotRecords(seed: number, p: PolymerRec): Json[] | undefined {
  const protein = proteinsFor(seed).find((x) => x.accession === p.accession);
  if (!protein) return undefined;
  return [
    {
      rcsb_id: protein.accession,
      rcsb_uniprot_container_identifiers: { uniprot_id: protein.accession },
      rcsb_uniprot_accession: [protein.accession],
      rcsb_uniprot_entry_name: [protein.entryName],
      rcsb_uniprot_protein: { sequence: protein.sequence, name: { value: protein.description } },
    },
  ];
}

export function pubmedRecord(e: EntryRec): Json | undefined {
  const { pubmed } = e;
  if (!pubmed) return undefined;
  return {
    rcsb_id: String(pubmed.id),
    rcsb_pubmed_container_identifiers: { pubmed_id: pubmed.id },
    rcsb_pubmed_doi: pubmed.doi,
  };
}
