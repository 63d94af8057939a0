import * as v from 'valibot';
import { DateStructSchema, openEnum } from './common.js';
import { BROWSE_LEAF_RELEVANCE_VALUES } from './enums.js';

// The derived section: fields the registry computes (MeSH browse trees, submission tracking).

export const FirstMcpInfoSchema = v.looseObject({
  postDateStruct: v.optional(DateStructSchema),
});
export type FirstMcpInfo = v.InferOutput<typeof FirstMcpInfoSchema>;

export const SubmissionInfoSchema = v.looseObject({
  releaseDate: v.optional(v.string()),
  unreleaseDate: v.optional(v.string()),
  unreleaseDateUnknown: v.optional(v.boolean()),
  resetDate: v.optional(v.string()),
  mcpReleaseN: v.optional(v.number()),
});
export type SubmissionInfo = v.InferOutput<typeof SubmissionInfoSchema>;

export const SubmissionTrackingSchema = v.looseObject({
  estimatedResultsFirstSubmitDate: v.optional(v.string()),
  firstMcpInfo: v.optional(FirstMcpInfoSchema),
  submissionInfos: v.optional(v.array(SubmissionInfoSchema)),
});
export type SubmissionTracking = v.InferOutput<typeof SubmissionTrackingSchema>;

export const BmiLimitsSchema = v.looseObject({
  minBmi: v.optional(v.number()),
  maxBmi: v.optional(v.number()),
});
export type BmiLimits = v.InferOutput<typeof BmiLimitsSchema>;

export const ModelPredictionsSchema = v.looseObject({
  bmiLimits: v.optional(BmiLimitsSchema),
});
export type ModelPredictions = v.InferOutput<typeof ModelPredictionsSchema>;

export const MiscInfoModuleSchema = v.looseObject({
  versionHolder: v.optional(v.string()),
  removedCountries: v.optional(v.array(v.string())),
  submissionTracking: v.optional(SubmissionTrackingSchema),
  modelPredictions: v.optional(ModelPredictionsSchema),
});
export type MiscInfoModule = v.InferOutput<typeof MiscInfoModuleSchema>;

export const MeshSchema = v.looseObject({
  id: v.optional(v.string()),
  term: v.optional(v.string()),
});
export type Mesh = v.InferOutput<typeof MeshSchema>;

export const BrowseLeafSchema = v.looseObject({
  id: v.optional(v.string()),
  name: v.optional(v.string()),
  asFound: v.optional(v.string()),
  relevance: v.optional(openEnum(BROWSE_LEAF_RELEVANCE_VALUES)),
});
export type BrowseLeaf = v.InferOutput<typeof BrowseLeafSchema>;

export const BrowseBranchSchema = v.looseObject({
  abbrev: v.optional(v.string()),
  name: v.optional(v.string()),
});
export type BrowseBranch = v.InferOutput<typeof BrowseBranchSchema>;

export const BrowseModuleSchema = v.looseObject({
  meshes: v.optional(v.array(MeshSchema)),
  ancestors: v.optional(v.array(MeshSchema)),
  browseLeaves: v.optional(v.array(BrowseLeafSchema)),
  browseBranches: v.optional(v.array(BrowseBranchSchema)),
});
export type BrowseModule = v.InferOutput<typeof BrowseModuleSchema>;

export const DerivedSectionSchema = v.looseObject({
  miscInfoModule: v.optional(MiscInfoModuleSchema),
  conditionBrowseModule: v.optional(BrowseModuleSchema),
  interventionBrowseModule: v.optional(BrowseModuleSchema),
});
export type DerivedSection = v.InferOutput<typeof DerivedSectionSchema>;
