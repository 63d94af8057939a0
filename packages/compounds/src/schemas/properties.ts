import { DecimalSchema, IntSchema } from '@lifesci/core';
import * as v from 'valibot';

/** The property names the interface spec lists (S8, "Property names"): the default request. */
export const SPEC_PROPERTY_NAMES = [
  'MolecularFormula',
  'MolecularWeight',
  'CanonicalSMILES',
  'IsomericSMILES',
  'InChI',
  'InChIKey',
  'IUPACName',
  'XLogP',
  'ExactMass',
  'MonoisotopicMass',
  'TPSA',
  'Complexity',
  'Charge',
  'HBondDonorCount',
  'HBondAcceptorCount',
  'RotatableBondCount',
  'HeavyAtomCount',
  'IsotopeAtomCount',
  'AtomStereoCount',
  'BondStereoCount',
  'CovalentUnitCount',
  'Volume3D',
  'XStericQuadrupole3D',
  'YStericQuadrupole3D',
  'ZStericQuadrupole3D',
  'FeatureCount3D',
] as const;

/**
 * Every property PUG REST serves: the spec's list, the stereo/3-D counts present in the real
 * property table (fixture `property-table-cid-5564-2244.json`), and the names PubChem introduced
 * in 2025 (`SMILES`, `ConnectivitySMILES`) alongside the older `IsomericSMILES`/`CanonicalSMILES`.
 */
export const PROPERTY_NAMES = [
  ...SPEC_PROPERTY_NAMES,
  'SMILES',
  'ConnectivitySMILES',
  'Title',
  'DefinedAtomStereoCount',
  'UndefinedAtomStereoCount',
  'DefinedBondStereoCount',
  'UndefinedBondStereoCount',
  'FeatureAcceptorCount3D',
  'FeatureDonorCount3D',
  'FeatureAnionCount3D',
  'FeatureCationCount3D',
  'FeatureRingCount3D',
  'FeatureHydrophobeCount3D',
  'ConformerModelRMSD3D',
  'EffectiveRotorCount3D',
  'ConformerCount3D',
  'Fingerprint2D',
] as const;

export type PropertyName = (typeof PROPERTY_NAMES)[number];

/** Masses come as decimal text ("180.16"), other figures as numbers (as text in XML): one number type out. */
const Num = DecimalSchema;
const Int = IntSchema;
const Str = v.string();

const PropertiesEntries = {
  CID: Int,
  MolecularFormula: v.optional(Str),
  MolecularWeight: v.optional(Num),
  CanonicalSMILES: v.optional(Str),
  IsomericSMILES: v.optional(Str),
  SMILES: v.optional(Str),
  ConnectivitySMILES: v.optional(Str),
  InChI: v.optional(Str),
  InChIKey: v.optional(Str),
  IUPACName: v.optional(Str),
  Title: v.optional(Str),
  XLogP: v.optional(Num),
  ExactMass: v.optional(Num),
  MonoisotopicMass: v.optional(Num),
  TPSA: v.optional(Num),
  Complexity: v.optional(Num),
  Charge: v.optional(Int),
  HBondDonorCount: v.optional(Int),
  HBondAcceptorCount: v.optional(Int),
  RotatableBondCount: v.optional(Int),
  HeavyAtomCount: v.optional(Int),
  IsotopeAtomCount: v.optional(Int),
  AtomStereoCount: v.optional(Int),
  DefinedAtomStereoCount: v.optional(Int),
  UndefinedAtomStereoCount: v.optional(Int),
  BondStereoCount: v.optional(Int),
  DefinedBondStereoCount: v.optional(Int),
  UndefinedBondStereoCount: v.optional(Int),
  CovalentUnitCount: v.optional(Int),
  Volume3D: v.optional(Num),
  XStericQuadrupole3D: v.optional(Num),
  YStericQuadrupole3D: v.optional(Num),
  ZStericQuadrupole3D: v.optional(Num),
  FeatureCount3D: v.optional(Int),
  FeatureAcceptorCount3D: v.optional(Int),
  FeatureDonorCount3D: v.optional(Int),
  FeatureAnionCount3D: v.optional(Int),
  FeatureCationCount3D: v.optional(Int),
  FeatureRingCount3D: v.optional(Int),
  FeatureHydrophobeCount3D: v.optional(Int),
  ConformerModelRMSD3D: v.optional(Num),
  EffectiveRotorCount3D: v.optional(Num),
  ConformerCount3D: v.optional(Int),
  Fingerprint2D: v.optional(Str),
} satisfies Record<PropertyName | 'CID', v.GenericSchema>;

/**
 * One compound's properties. A property the compound lacks (e.g. `XLogP` or the 3-D figures of a
 * salt) is absent. Since 2025 PubChem answers a request for `CanonicalSMILES` with
 * `ConnectivitySMILES` and for `IsomericSMILES` with `SMILES`; each pair is filled from the other,
 * so code written against either name keeps working.
 */
export const CompoundPropertiesSchema = v.pipe(
  v.looseObject(PropertiesEntries),
  v.transform((row) => {
    const out = { ...row };
    if (out.CanonicalSMILES === undefined && out.ConnectivitySMILES !== undefined)
      out.CanonicalSMILES = out.ConnectivitySMILES;
    if (out.ConnectivitySMILES === undefined && out.CanonicalSMILES !== undefined)
      out.ConnectivitySMILES = out.CanonicalSMILES;
    if (out.IsomericSMILES === undefined && out.SMILES !== undefined) out.IsomericSMILES = out.SMILES;
    if (out.SMILES === undefined && out.IsomericSMILES !== undefined) out.SMILES = out.IsomericSMILES;
    return out;
  }),
);
export type CompoundProperties = v.InferOutput<typeof CompoundPropertiesSchema>;

/** `{ PropertyTable: { Properties: [...] } }`, the body of `.../property/<names>/JSON`. */
export const PropertyTableSchema = v.looseObject({
  PropertyTable: v.looseObject({ Properties: v.array(CompoundPropertiesSchema) }),
});
export type PropertyTable = v.InferOutput<typeof PropertyTableSchema>;
