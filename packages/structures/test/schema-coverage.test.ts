import {
  clientFieldPaths,
  officialFieldPaths,
  readSchemaDocument,
  schemaCoverage,
} from '@lifesci/vitest-config/schema-coverage';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssemblySchema } from '../src/schemas/assembly.js';
import { ChemCompSchema } from '../src/schemas/chem-comp.js';
import {
  BranchedEntitySchema,
  NonpolymerEntitySchema,
  PolymerEntitySchema,
} from '../src/schemas/entities.js';
import {
  BranchedEntityInstanceSchema,
  NonpolymerEntityInstanceSchema,
  PolymerEntityInstanceSchema,
} from '../src/schemas/instances.js';
import { PubmedRecordSchema, UniprotRecordSchema } from '../src/schemas/references.js';
import { restPath } from './rest-names.js';

// RCSB's own JSON schemas of its core objects (fixtures/real/rcsb-pdb/schemas/, SOURCES.md), by
// the names the REST answers use (rest-names.ts).
const official = (kind: string) => {
  const schema = readSchemaDocument(`rcsb-pdb/schemas/${kind}.json`);
  return officialFieldPaths(schema, schema).map(restPath);
};

/**
 * Categories an assembly, entity, instance or chemical component carries that the client leaves
 * untyped on purpose (path → reason):
 * they pass through the loose objects as RCSB sends them.
 */
const LEFT_OUT: Record<string, string> = {
  pdbx_struct_special_symmetry: 'atoms on special positions: crystallographic detail, read raw',
  pdbx_vrpt_summary_entity_fit_to_map:
    'validation report per-instance map fit: read raw with the validation report',
  pdbx_vrpt_summary_entity_geometry:
    'validation report per-instance geometry: read raw with the validation report',
  rcsb_latest_revision: 'revision bookkeeping; the entry carries the revision dates the client types',
  rcsb_ligand_neighbors: 'per-atom contact lists, large and nested: read raw',
  rcsb_target_neighbors: 'per-atom contact lists, large and nested: read raw',
  pdbx_struct_assembly_auth_evidence: "evidence for the author's assembly (gel filtration, SAXS…): read raw",
  pdbx_struct_assembly_gen:
    'how the assembly is generated (operators per chain list): read raw, with pdbx_struct_oper_list',
  pdbx_struct_assembly_prop: 'calculated properties of the assembly as type/value rows: read raw',
  pdbx_struct_oper_list: 'the transformation matrices: numeric detail for viewers, read raw',
  rcsb_assembly_annotation: 'annotations with provider-specific lineages: read raw',
  rcsb_assembly_feature: 'per-position features: read raw',
  rcsb_struct_symmetry_lineage: 'the symmetry classification tree: read raw',
  rcsb_struct_symmetry_provenance_code: 'which program computed the symmetry: read raw',
  entity_src_gen:
    'mmCIF details of an engineered source (47 fields: vectors, host cells…): read raw; rcsb_entity_source_organism types the organism',
  entity_src_nat:
    'mmCIF details of a natural source (tissue, organelle…): read raw; rcsb_entity_source_organism types the organism',
  pdbx_entity_src_syn:
    'mmCIF details of a synthetic source: read raw; rcsb_entity_source_organism types the organism',
  rcsb_entity_host_organism: 'the expression host, by the same fields as the source organism: read raw',
  rcsb_cluster_flexibility: 'flexibility of the sequence cluster (RMSD ranges): read raw',
  rcsb_cluster_membership: 'sequence-identity cluster ids: read raw, or use the search service',
  rcsb_genomic_lineage: 'gene lineage tree: read raw',
  rcsb_membrane_lineage: 'membrane protein classification tree: read raw',
  rcsb_membrane_lineage_provenance_code: 'provenance of the membrane classification: read raw',
  rcsb_polymer_entity_align: 'alignments to reference sequences, per aligned region: read raw',
  rcsb_polymer_entity_annotation:
    'annotations (Pfam, GO, InterPro…) with provider-specific lineages: read raw',
  rcsb_polymer_entity_feature: 'per-residue features: read raw',
  rcsb_polymer_entity_feature_summary: 'feature counts and coverage per feature type: read raw',
  rcsb_polymer_entity_group_membership: 'group memberships (UniProt, sequence identity): read raw',
  rcsb_related_target_references: 'drug-target references (e.g. ChEMBL, DrugBank targets): read raw',
  rcsb_target_cofactors: 'cofactors of drug targets (16 fields from ChEMBL, DrugBank…): read raw',
  rcsb_nonpolymer_entity_annotation: 'annotations with provider-specific lineages: read raw',
  rcsb_branched_entity_annotation: 'annotations with provider-specific lineages: read raw',
  rcsb_nonpolymer_entity_feature: 'per-position features: read raw',
  rcsb_branched_entity_feature: 'per-position features: read raw',
  rcsb_nonpolymer_entity_feature_summary: 'feature counts per feature type: read raw',
  rcsb_branched_entity_feature_summary: 'feature counts per feature type: read raw',
  rcsb_polymer_instance_annotation:
    'annotations (CATH, SCOP, ECOD…) with provider-specific lineages: read raw',
  rcsb_nonpolymer_instance_annotation: 'annotations with provider-specific lineages: read raw',
  rcsb_branched_instance_annotation: 'annotations with provider-specific lineages: read raw',
  rcsb_polymer_instance_feature: 'per-residue features (secondary structure, unobserved residues…): read raw',
  rcsb_nonpolymer_instance_feature: 'per-residue features: read raw',
  rcsb_branched_instance_feature: 'per-residue features: read raw',
  rcsb_polymer_instance_feature_summary: 'feature counts and coverage per feature type: read raw',
  rcsb_nonpolymer_instance_feature_summary: 'feature counts per feature type: read raw',
  rcsb_branched_instance_feature_summary: 'feature counts per feature type: read raw',
  rcsb_nonpolymer_instance_validation_score: 'ligand validation scores (RSCC, RSR…): read raw',
  rcsb_polymer_instance_info: 'modelled residue counts: read raw',
  rcsb_polymer_struct_conn: 'covalent and other connections, per atom pair: read raw',
  rcsb_nonpolymer_struct_conn: 'connections per atom pair: read raw',
  rcsb_branched_struct_conn: 'connections per atom pair: read raw',
  struct_asym: 'mmCIF struct_asym bookkeeping (PDB id, alternate id, order, type): read raw',
  pdbx_chem_comp_audit: 'revision bookkeeping of the component definition: read raw',
  pdbx_chem_comp_feature: 'program-computed features of the component (type/value rows): read raw',
  rcsb_chem_comp_annotation: 'annotations (ATC, drug classes) with provider-specific lineages: read raw',
  rcsb_chem_comp_target: 'drug targets of the component (DrugBank, ChEMBL), by resource: read raw',
  rcsb_schema_container_identifiers: 'which RCSB collections hold the record: bookkeeping, read raw',
  rcsb_bird_citation:
    'citations of a BIRD reference molecule (peptide-like antibiotics, inhibitors): read raw',
  pdbx_prd_audit: 'BIRD reference molecule revision bookkeeping: read raw',
  pdbx_family_prd_audit: 'BIRD molecule family revision bookkeeping: read raw',
  pdbx_reference_entity_list: 'BIRD reference molecule definition (its entities): read raw',
  pdbx_reference_entity_poly: 'BIRD reference molecule definition (polymer entities): read raw',
  pdbx_reference_entity_poly_link: 'BIRD reference molecule definition (polymer links): read raw',
  pdbx_reference_entity_poly_seq: 'BIRD reference molecule definition (polymer sequences): read raw',
  pdbx_reference_entity_sequence: 'BIRD reference molecule definition (one-letter sequences): read raw',
  pdbx_reference_entity_src_nat: 'BIRD reference molecule natural source: read raw',
  pdbx_reference_molecule: 'BIRD reference molecule identity (name, class, type): read raw',
  pdbx_reference_molecule_annotation: 'BIRD reference molecule annotations: read raw',
  pdbx_reference_molecule_details: 'BIRD reference molecule free-text details: read raw',
  pdbx_reference_molecule_family: 'BIRD reference molecule family: read raw',
  pdbx_reference_molecule_features: 'BIRD reference molecule features: read raw',
  pdbx_reference_molecule_list: 'BIRD reference molecule family membership: read raw',
  pdbx_reference_molecule_related_structures: 'BIRD reference molecule related structures (CSD…): read raw',
  pdbx_reference_molecule_synonyms: 'BIRD reference molecule synonyms: read raw',
};

const objects: [kind: string, schema: v.GenericSchema][] = [
  ['assembly', AssemblySchema],
  ['polymer_entity', PolymerEntitySchema],
  ['nonpolymer_entity', NonpolymerEntitySchema],
  ['branched_entity', BranchedEntitySchema],
  ['polymer_entity_instance', PolymerEntityInstanceSchema],
  ['nonpolymer_entity_instance', NonpolymerEntityInstanceSchema],
  ['branched_entity_instance', BranchedEntityInstanceSchema],
  ['chem_comp', ChemCompSchema],
  ['pubmed', PubmedRecordSchema],
  ['uniprot', UniprotRecordSchema],
];

describe("the client's assembly, entity, instance, chemical component, PubMed and UniProt schemas cover RCSB's schemas", () => {
  it.each(objects)('types every %s field, or says why not', (kind, schema) => {
    const report = schemaCoverage(official(kind), clientFieldPaths(schema), LEFT_OUT);
    expect(report.covered).toContain('rcsb_id');
    expect(report.missing).toEqual([]);
  });

  it('needs every left-out note', () => {
    const used = objects.flatMap(
      ([kind, schema]) => schemaCoverage(official(kind), clientFieldPaths(schema), LEFT_OUT).leftOut,
    );
    for (const note of Object.keys(LEFT_OUT))
      expect(used.some((path) => path.split('.')[0] === note)).toBe(true);
  });

  it('fails when the client schema lacks a documented field (control)', () => {
    const { rcsb_id: _, ...entries } = PolymerEntityInstanceSchema.entries;
    const report = schemaCoverage(
      official('polymer_entity_instance'),
      clientFieldPaths(v.looseObject(entries)),
      LEFT_OUT,
    );
    expect(report.missing).toEqual(['rcsb_id']);
  });
});
