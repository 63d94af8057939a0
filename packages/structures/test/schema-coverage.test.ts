import {
  clientFieldPaths,
  officialFieldPaths,
  readSchemaDocument,
  schemaCoverage,
} from '@lifesci/vitest-config/schema-coverage';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssemblySchema } from '../src/schemas/assembly.js';
import { BranchedEntitySchema, NonpolymerEntitySchema } from '../src/schemas/entities.js';
import {
  BranchedEntityInstanceSchema,
  NonpolymerEntityInstanceSchema,
  PolymerEntityInstanceSchema,
} from '../src/schemas/instances.js';

// RCSB's own JSON schemas of its core objects (fixtures/real/rcsb-pdb/schemas/, SOURCES.md).
const official = (kind: string) => {
  const schema = readSchemaDocument(`rcsb-pdb/schemas/${kind}.json`);
  return officialFieldPaths(schema, schema);
};

/**
 * Categories an entity or instance carries that the client leaves untyped on purpose (path → reason):
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
};

const objects: [kind: string, schema: v.GenericSchema][] = [
  ['assembly', AssemblySchema],
  ['nonpolymer_entity', NonpolymerEntitySchema],
  ['branched_entity', BranchedEntitySchema],
  ['polymer_entity_instance', PolymerEntityInstanceSchema],
  ['nonpolymer_entity_instance', NonpolymerEntityInstanceSchema],
  ['branched_entity_instance', BranchedEntityInstanceSchema],
];

describe("the client's entity and instance schemas cover RCSB's schemas", () => {
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
