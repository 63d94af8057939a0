import {
  clientFieldPaths,
  officialFieldPaths,
  readSchemaDocument,
  schemaCoverage,
} from '@lifesci/vitest-config/schema-coverage';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EntrySchema } from '../src/schemas/entry.js';
import { type GgetCase, realJson } from './fixtures.js';
import { restName, restPath } from './rest-names.js';

// RCSB's JSON schema of an entry (fixtures/real/rcsb-pdb/schemas/entry.json, SOURCES.md): 990 field
// paths, compared by the names the REST answers use (rest-names.ts).
const schema = readSchemaDocument('rcsb-pdb/schemas/entry.json');
const official = officialFieldPaths(schema, schema).map(restPath);
const client = clientFieldPaths(EntrySchema);

/**
 * Categories of an entry the client leaves untyped on purpose (REST name → reason): they pass
 * through the loose object as RCSB sends them.
 */
const LEFT_OUT: Record<string, string> = {
  pdbx_audit_revision_category:
    'revision bookkeeping (which mmCIF categories each revision changed): read raw; pdbx_audit_revision_history types the revisions',
  pdbx_audit_revision_details: 'revision bookkeeping (free-text details per revision): read raw',
  pdbx_audit_revision_group: 'revision bookkeeping (the groups of changes per revision): read raw',
  pdbx_audit_revision_item: 'revision bookkeeping (the mmCIF items each revision changed): read raw',
  pdbx_audit_support: 'funding organisations and grant numbers: read raw',
  pdbx_deposit_group: 'group deposition bookkeeping (PanDDA and fragment-screening groups): read raw',
  pdbx_sgproject: 'structural genomics project and centre names: read raw',
  pdbx_molecule_features:
    'BIRD peptide-like antibiotics and inhibitors (class, type): read raw, or the chemical component',
  pdbx_related_exp_data_set: 'related raw data sets (diffraction images and their DOIs): read raw',
  rcsb_entry_group_membership: 'ids of the entry groups RCSB defines: read raw',
  pdbx_reflns_twin: 'crystal twinning operators and fractions: crystallographic detail, read raw',
  pdbx_serial_crystallography_data_reduction:
    'serial crystallography (XFEL) data reduction: specialist detail, read raw',
  pdbx_serial_crystallography_measurement: 'serial crystallography (XFEL) beam and pulse: read raw',
  pdbx_serial_crystallography_sample_delivery: 'serial crystallography sample delivery: read raw',
  pdbx_serial_crystallography_sample_delivery_fixed_target:
    'serial crystallography fixed-target delivery: read raw',
  pdbx_serial_crystallography_sample_delivery_injection: 'serial crystallography injector delivery: read raw',
  pdbx_soln_scatter: 'solution scattering (SAXS/SANS) experiments: read raw',
  pdbx_soln_scatter_model: 'models fitted to solution scattering data: read raw',
  em2d_crystal_entity: '2D crystal lattice of electron crystallography: specialist detail, read raw',
  em3d_crystal_entity: '3D crystal lattice of electron crystallography (MicroED): read raw',
  em_diffraction: 'electron diffraction camera length and tilt: read raw',
  em_diffraction_shell: 'electron diffraction statistics per resolution shell: read raw',
  em_diffraction_stats: 'electron diffraction merging statistics: read raw',
  em_helical_entity: 'helical symmetry parameters (rise, twist) of helical reconstructions: read raw',
  em_embedding: 'embedding material of the specimen (negative stain and sections): read raw',
  em_staining: 'negative staining material: read raw; em_specimen says whether it was stained',
  ihm_entry_collection_mapping: 'integrative (PDB-IHM) entry collections: read raw',
  ihm_external_reference_info: 'integrative (PDB-IHM) external files: read raw',
  rcsb_ihm_dataset_list: 'integrative (PDB-IHM) input data sets by type: read raw',
  rcsb_ihm_dataset_source_db_reference: 'integrative (PDB-IHM) input data sets by database: read raw',
  ma_data:
    'ModelArchive data-set bookkeeping of a computed model: read raw; rcsb_comp_model_provenance types the source',
};

describe("the client's entry schema covers RCSB's entry schema", () => {
  const report = schemaCoverage(official, client, LEFT_OUT);

  it('types every field, or says why not', () => {
    expect(report.official).toBe(990);
    expect(report.missing).toEqual([]);
    expect(report.unusedLeftOut).toEqual([]);
    // What users read is typed, not excused.
    for (const path of [
      'rcsb_entry_info.resolution_combined',
      'refine.ls_rfactor_rfree',
      'cell.zpdb',
      'symmetry.space_group_name_hm',
      'citation.pdbx_database_id_pub_med',
      'pdbx_vrpt_summary_geometry.clashscore',
      'em3d_reconstruction.resolution',
      'pdbx_nmr_ensemble.conformers_submitted_total_number',
    ])
      expect(report.covered).toContain(path);
  });

  it('types most of it: the left-out categories are a minority of the fields', () => {
    expect(report.covered.length).toBeGreaterThan(report.leftOut.length * 2);
  });

  it('fails when the client schema lacks a documented field (control)', () => {
    const { cell: _, ...entries } = EntrySchema.entries;
    const lacking = schemaCoverage(official, clientFieldPaths(v.looseObject(entries)), LEFT_OUT);
    expect(lacking.missing).toContain('cell.zpdb');
    expect(lacking.missing).toContain('cell');
  });
});

describe("REST names of RCSB's schema fields", () => {
  const recorded = realJson<Record<string, GgetCase>>('test_pdb.json').test7?.expected_result;
  const recordedPaths = (value: unknown, prefix = ''): string[] =>
    Array.isArray(value)
      ? value.flatMap((item) => recordedPaths(item, prefix))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([name, child]) => {
            const path = prefix ? `${prefix}.${name}` : name;
            return [path, ...recordedPaths(child, path)];
          })
        : [];

  it("name every field of RCSB's recorded 4HHB entry", () => {
    const paths = [...new Set(recordedPaths(recorded))];
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.filter((path) => !official.includes(path))).toEqual([]);
    // and the client types each of them, or leaves its category out on purpose
    const left = Object.keys(LEFT_OUT);
    expect(
      paths.filter((path) => !client.includes(path) && !left.includes(path.split('.')[0] as string)),
    ).toEqual([]);
  });

  it('are the Java-property snake case seen in the recording', () => {
    expect(restName('Z_PDB')).toBe('zpdb');
    expect(restName('ls_R_factor_R_work')).toBe('ls_rfactor_rwork');
    expect(restName('ls_d_res_high')).toBe('ls_dres_high');
    expect(restName('space_group_name_H_M')).toBe('space_group_name_hm');
    expect(restName('pdbx_database_id_PubMed')).toBe('pdbx_database_id_pub_med');
    expect(restName('rcsb_ORCID_identifiers')).toBe('rcsb_orcididentifiers');
    expect(restName('pdbx_database_PDB_obs_spr')).toBe('pdbx_database_pdbobs_spr');
    expect(restName('em_3d_reconstruction')).toBe('em3d_reconstruction');
    expect(restName('deposited_atom_count')).toBe('deposited_atom_count');
  });
});
