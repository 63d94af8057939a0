import * as v from 'valibot';

// RCSB's instance schemas require `entry_id` and `asym_id` only; `entity_id` may be missing.
const InstanceIdentifiers = {
  entry_id: v.string(),
  entity_id: v.optional(v.string()),
  asym_id: v.string(),
  auth_asym_id: v.optional(v.string()),
  rcsb_id: v.optional(v.string()),
};

/** core_polymer_entity_instance (a chain): GET /rest/v1/core/polymer_entity_instance/{entry_id}/{asym_id}. */
export const PolymerEntityInstanceSchema = v.looseObject({
  rcsb_id: v.string(),
  rcsb_polymer_entity_instance_container_identifiers: v.optional(
    v.looseObject({
      ...InstanceIdentifiers,
      /** The author's residue number (with insertion code) of each position of the entity sequence. */
      auth_to_entity_poly_seq_mapping: v.optional(v.array(v.string())),
    }),
  ),
});
export type PolymerEntityInstance = v.InferOutput<typeof PolymerEntityInstanceSchema>;

/** core_nonpolymer_entity_instance: GET /rest/v1/core/nonpolymer_entity_instance/{entry_id}/{asym_id}. */
export const NonpolymerEntityInstanceSchema = v.looseObject({
  rcsb_id: v.string(),
  rcsb_nonpolymer_entity_instance_container_identifiers: v.optional(
    v.looseObject({
      ...InstanceIdentifiers,
      comp_id: v.optional(v.string()),
      auth_seq_id: v.optional(v.string()),
    }),
  ),
});
export type NonpolymerEntityInstance = v.InferOutput<typeof NonpolymerEntityInstanceSchema>;

/** core_branched_entity_instance: GET /rest/v1/core/branched_entity_instance/{entry_id}/{asym_id}. */
export const BranchedEntityInstanceSchema = v.looseObject({
  rcsb_id: v.string(),
  rcsb_branched_entity_instance_container_identifiers: v.optional(v.looseObject(InstanceIdentifiers)),
});
export type BranchedEntityInstance = v.InferOutput<typeof BranchedEntityInstanceSchema>;
