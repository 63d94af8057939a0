import * as v from 'valibot';

/** core_chem_comp (a chemical component): GET /rest/v1/core/chemcomp/{comp_id}. */
export const ChemCompSchema = v.looseObject({
  rcsb_id: v.string(),
  chem_comp: v.optional(
    v.looseObject({
      id: v.optional(v.string()),
      name: v.optional(v.string()),
      formula: v.optional(v.string()),
      formula_weight: v.optional(v.number()),
      type: v.optional(v.string()),
    }),
  ),
  rcsb_chem_comp_descriptor: v.optional(
    v.looseObject({
      // The REST names of RCSB's SMILES, SMILES_stereo, InChI and InChIKey.
      smiles: v.optional(v.string()),
      smiles_stereo: v.optional(v.string()),
      in_ch_i: v.optional(v.string()),
      in_ch_ikey: v.optional(v.string()),
    }),
  ),
});
export type ChemComp = v.InferOutput<typeof ChemCompSchema>;
