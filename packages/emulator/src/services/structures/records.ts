import { type ChemCompRec, chemCompById } from './data/chem-comps.js';
import vocabulary from './data/coordinates.json' with { type: 'json' };
import type { EntryRec, LigandRec, PolymerRec } from './data/entries.js';
import data from './data/entries.json' with { type: 'json' };
import { proteinsFor } from './data/proteins.js';

/** Data API records (rcsb_* and mmCIF-named fields, as /rest/v1/core/... answers them). */

type Json = Record<string, unknown>;

const stamp = (date: string) => `${date}T00:00:00+0000`;
const CHITOBIOSE = '2-acetamido-2-deoxy-beta-D-glucopyranose-(1-4)-2-acetamido-2-deoxy-beta-D-glucopyranose';

/** kDa with two decimals, as the Data API gives weights. */
const kda = (da: number) => Math.round(da / 10) / 100;
const RESIDUE_MASS: Record<string, number> = vocabulary.residueMass;
/** A chain's formula weight: its residues' average masses plus one water. */
export const polymerWeight = (sequence: string) =>
  kda([...sequence].reduce((sum, aa) => sum + (RESIDUE_MASS[aa] ?? 110), 18.015));

/**
 * Categories of an entry's record the emulator cannot derive: a real entry's are RCSB's own
 * (entries.json), a generated one gets synthetic ones of the same shape (a crystal's only for X-ray).
 */
export function factsOf(e: EntryRec): Json {
  if (e.facts) return e.facts;
  const length = 40 + ([...e.id].reduce((n, ch) => n * 31 + ch.charCodeAt(0), 7) % 60);
  const values: Record<string, unknown> = {
    $title: e.title,
    $year: Number(e.releaseDate.slice(0, 4)),
    $deposited: stamp(e.depositDate),
    $a: length,
    $b: length + 7.5,
    $c: length + 21.25,
    $resolution: e.resolution,
    $atoms: e.atomCount,
    $method: e.method,
  };
  const { common, crystal } = data.synthetic;
  const template = e.method === 'X-RAY DIFFRACTION' ? { ...common, ...crystal } : common;
  return JSON.parse(JSON.stringify(template), (_key, value) =>
    typeof value === 'string' && value in values ? values[value] : value,
  );
}

/** rcsb_entry_info: the counts and weights of the entry's model, then the facts' own figures. */
function entryInfo(e: EntryRec, facts: Json): Json {
  const weights = e.polymers.map((p) => polymerWeight(p.sequence));
  const lengths = e.polymers.map((p) => p.sequence.length);
  const ligandWeights = e.ligands.map((l) => kda((chemCompById.get(l.compId) as ChemCompRec).weight));
  const monomers = e.polymers.reduce((n, p) => n + p.sequence.length * p.chains.length, 0);
  const solvent = e.method === 'X-RAY DIFFRACTION' && !e.computational ? 1 : 0;
  const sum = (values: number[], counts: number[]) => values.reduce((t, v, i) => t + v * (counts[i] ?? 0), 0);
  const minMax = (name: string, values: number[]) =>
    values.length
      ? { [`${name}_maximum`]: Math.max(...values), [`${name}_minimum`]: Math.min(...values) }
      : {};
  return {
    assembly_count: e.assemblies.length,
    branched_entity_count: e.branched.length,
    cis_peptide_count: 0,
    deposited_atom_count: e.atomCount,
    deposited_hydrogen_atom_count: 0,
    deposited_model_count: 1,
    deposited_modeled_polymer_monomer_count: monomers,
    deposited_nonpolymer_entity_instance_count: e.ligands.reduce((n, l) => n + l.chains.length, 0),
    deposited_polymer_entity_instance_count: e.polymers.reduce((n, p) => n + p.chains.length, 0),
    deposited_polymer_monomer_count: monomers,
    deposited_solvent_atom_count: 0,
    deposited_unmodeled_polymer_monomer_count: 0,
    disulfide_bond_count: 0,
    entity_count: e.polymers.length + e.ligands.length + e.branched.length + solvent,
    experimental_method: (data.methodClass as Record<string, string>)[e.method],
    experimental_method_count: 1,
    inter_mol_covalent_bond_count: 0,
    inter_mol_metalic_bond_count: 0,
    molecular_weight: kda(
      1000 *
        (sum(
          weights,
          e.polymers.map((p) => p.chains.length),
        ) +
          sum(
            ligandWeights,
            e.ligands.map((l) => l.chains.length),
          )),
    ),
    na_polymer_entity_types: 'Other',
    ...(e.ligands.length
      ? { nonpolymer_bound_components: [...new Set(e.ligands.map((l) => l.compId))] }
      : {}),
    nonpolymer_entity_count: e.ligands.length,
    ...minMax('nonpolymer_molecular_weight', ligandWeights),
    polymer_composition: assemblyComposition(
      e.polymers.length,
      e.polymers.reduce((n, p) => n + p.chains.length, 0),
    ),
    polymer_entity_count: e.polymers.length,
    polymer_entity_count_dna: 0,
    polymer_entity_count_rna: 0,
    polymer_entity_count_nucleic_acid: 0,
    polymer_entity_count_nucleic_acid_hybrid: 0,
    polymer_entity_count_protein: e.polymers.length,
    polymer_entity_taxonomy_count: e.polymers.length,
    ...minMax('polymer_molecular_weight', weights),
    ...minMax('polymer_monomer_count', lengths),
    ...(e.resolution === undefined ? {} : { resolution_combined: [e.resolution] }),
    selected_polymer_entity_types: 'Protein (only)',
    solvent_entity_count: solvent,
    structure_determination_methodology: e.computational ? 'computational' : 'experimental',
    ...(e.computational ? {} : { structure_determination_methodology_priority: 10 }),
    ...(e.method === 'X-RAY DIFFRACTION' && e.resolution !== undefined
      ? {
          diffrn_resolution_high: {
            provenance_source: 'From refinement resolution cutoff',
            value: e.resolution,
          },
        }
      : {}),
    ...(facts.rcsb_entry_info as Json | undefined),
  };
}

/** RCSB's composition vocabulary: one protein entity is homomeric, whatever its number of chains. */
const assemblyComposition = (entities: number, _chains: number) =>
  entities === 1 ? 'homomeric protein' : 'heteromeric protein';

export function entryRecord(e: EntryRec): Json {
  const { rcsb_entry_info: _info, rcsb_accession_info: accession, ...facts } = factsOf(e);
  const polymerIds = e.polymers.map((p) => p.entityId);
  const ligandIds = e.ligands.map((l) => l.entityId);
  const branchedIds = e.branched.map((b) => b.entityId);
  const solventIds =
    e.method === 'X-RAY DIFFRACTION' && !e.computational
      ? [String(polymerIds.length + ligandIds.length + branchedIds.length + 1)]
      : [];
  const { pubmed } = e;
  const [primary] = (facts.citation as Json[] | undefined) ?? [];
  const { rcsb_is_primary: _primary, ...citation } = primary ?? {};
  return {
    rcsb_id: e.id,
    entry: { id: e.id },
    struct: { title: e.title },
    struct_keywords: { pdbx_keywords: e.keywords, text: e.keywords },
    exptl: [{ method: e.method }],
    ...facts,
    ...(primary
      ? {
          rcsb_primary_citation: {
            ...citation,
            rcsb_orcididentifiers: (citation.rcsb_authors as string[]).map(() => '?'),
          },
        }
      : {}),
    rcsb_entry_info: entryInfo(e, factsOf(e)),
    rcsb_accession_info: {
      deposit_date: stamp(e.depositDate),
      has_released_experimental_data: 'N',
      initial_release_date: stamp(e.releaseDate),
      major_revision: 1,
      minor_revision: 0,
      revision_date: stamp(e.releaseDate),
      status_code: 'REL',
      ...(accession as Json | undefined),
    },
    rcsb_entry_container_identifiers: {
      assembly_ids: e.assemblies.map((a) => a.id),
      entity_ids: [...polymerIds, ...ligandIds, ...branchedIds, ...solventIds],
      entry_id: e.id,
      model_ids: [1],
      ...(ligandIds.length ? { non_polymer_entity_ids: ligandIds } : {}),
      polymer_entity_ids: polymerIds,
      ...(branchedIds.length ? { branched_entity_ids: branchedIds } : {}),
      rcsb_id: e.id,
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
      formula_weight: polymerWeight(p.sequence),
      pdbx_number_of_molecules: p.chains.length,
    },
    rcsb_entity_source_organism: [
      {
        scientific_name: p.organism,
        ncbi_scientific_name: p.organism,
        ncbi_taxonomy_id: p.taxId,
        pdbx_src_id: 1,
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
  const inside = (chains: string[]) => chains.filter((c) => a.chains.includes(c));
  const polymers = e.polymers.filter((p) => inside(p.chains).length > 0);
  const ligands = e.ligands.filter((l) => inside(l.chains).length > 0);
  const branched = e.branched.filter((b) => inside(b.chains).length > 0);
  const chains = polymers.flatMap((p) => inside(p.chains));
  const monomers = polymers.reduce((n, p) => n + p.sequence.length * inside(p.chains).length, 0);
  const ligandInstances = ligands.reduce((n, l) => n + inside(l.chains).length, 0);
  const ligandAtoms = ligands.reduce((n, l) => n + inside(l.chains).length * heavyAtoms(l.compId).length, 0);
  const counts = (suffix: string, n: number) =>
    Object.fromEntries(
      ['', '_DNA', '_RNA', '_nucleic_acid', '_nucleic_acid_hybrid', '_protein'].map((kind) => [
        `${suffix}${kind}`,
        kind === '' || kind === '_protein' ? n : 0,
      ]),
    );
  return {
    rcsb_id: `${e.id}-${a.id}`,
    pdbx_struct_assembly: {
      details: 'author_and_software_defined_assembly',
      id: a.id,
      oligomeric_count: chains.length,
      oligomeric_details: chains.length === 1 ? 'monomeric' : `${chains.length}-meric`,
      rcsb_candidate_assembly: 'Y',
      rcsb_details: 'author_and_software_defined_assembly',
    },
    pdbx_struct_assembly_gen: [
      { assembly_id: a.id, asym_id_list: a.chains, oper_expression: '1', ordinal: 1 },
    ],
    pdbx_struct_oper_list: [data.synthetic.identityOperator],
    rcsb_assembly_container_identifiers: { assembly_id: a.id, entry_id: e.id, rcsb_id: `${e.id}-${a.id}` },
    rcsb_assembly_info: {
      assembly_id: a.id,
      atom_count: monomers * 8 + ligandAtoms,
      branched_atom_count: 0,
      branched_entity_count: branched.length,
      branched_entity_instance_count: branched.reduce((n, b) => n + inside(b.chains).length, 0),
      deuterated_water_count: 0,
      entry_id: e.id,
      hydrogen_atom_count: 0,
      modeled_polymer_monomer_count: monomers,
      na_polymer_entity_types: 'Other',
      nonpolymer_atom_count: ligandAtoms,
      nonpolymer_entity_count: ligands.length,
      nonpolymer_entity_instance_count: ligandInstances,
      polymer_atom_count: monomers * 8,
      polymer_composition: assemblyComposition(polymers.length, chains.length),
      ...counts('polymer_entity_count', polymers.length),
      ...counts('polymer_entity_instance_count', chains.length),
      polymer_monomer_count: monomers,
      selected_polymer_entity_types: 'Protein (only)',
      solvent_atom_count: 0,
      solvent_entity_count: 0,
      solvent_entity_instance_count: 0,
      unmodeled_polymer_monomer_count: 0,
    },
  };
}

/** Heavy atoms of a component, element by element, from its formula (as deposited models mostly are). */
export function heavyAtoms(compId: string): string[] {
  const formula = chemCompById.get(compId)?.formula ?? '';
  return [...formula.matchAll(/([A-Z][a-z]?)(\d*)/g)]
    .filter(([, element]) => element !== 'H')
    .flatMap(([, element, count]) =>
      Array.from({ length: count ? Number(count) : 1 }, () => (element as string).toUpperCase()),
    );
}

export function chemCompRecord(c: ChemCompRec): Json {
  return {
    rcsb_id: c.id,
    chem_comp: { id: c.id, name: c.name, formula: c.formula, formula_weight: c.weight, type: c.type },
    rcsb_chem_comp_descriptor: {
      comp_id: c.id,
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
      rcsb_uniprot_protein: {
        sequence: protein.sequence,
        name: { value: protein.description, provenance_code: 'up:Protein.up:recommendedName.up:fullName' },
      },
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
