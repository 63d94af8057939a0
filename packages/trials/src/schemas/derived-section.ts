import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { DateStructSchema } from './common.js';
import { BROWSE_LEAF_RELEVANCE_VALUES } from './enums.js';

// The derived section: fields the registry computes (MeSH browse trees, submission tracking).

const firstMcpInfoShape = v.looseObject({
  postDateStruct: v.optional(DateStructSchema),
});
export interface FirstMcpInfo extends v.InferOutput<typeof firstMcpInfoShape> {}
export const FirstMcpInfoSchema: v.GenericSchema<unknown, FirstMcpInfo> = firstMcpInfoShape;

const submissionInfoShape = v.looseObject({
  releaseDate: v.optional(v.string()),
  unreleaseDate: v.optional(v.string()),
  unreleaseDateUnknown: v.optional(v.boolean()),
  resetDate: v.optional(v.string()),
  mcpReleaseN: v.optional(v.number()),
});
export interface SubmissionInfo extends v.InferOutput<typeof submissionInfoShape> {}
export const SubmissionInfoSchema: v.GenericSchema<unknown, SubmissionInfo> = submissionInfoShape;

const submissionTrackingShape = v.looseObject({
  estimatedResultsFirstSubmitDate: v.optional(v.string()),
  firstMcpInfo: v.optional(FirstMcpInfoSchema),
  submissionInfos: v.optional(v.array(SubmissionInfoSchema)),
});
export interface SubmissionTracking extends v.InferOutput<typeof submissionTrackingShape> {}
export const SubmissionTrackingSchema: v.GenericSchema<unknown, SubmissionTracking> = submissionTrackingShape;

const bmiLimitsShape = v.looseObject({
  minBmi: v.optional(v.number()),
  maxBmi: v.optional(v.number()),
});
export interface BmiLimits extends v.InferOutput<typeof bmiLimitsShape> {}
export const BmiLimitsSchema: v.GenericSchema<unknown, BmiLimits> = bmiLimitsShape;

const modelPredictionsShape = v.looseObject({
  bmiLimits: v.optional(BmiLimitsSchema),
});
export interface ModelPredictions extends v.InferOutput<typeof modelPredictionsShape> {}
export const ModelPredictionsSchema: v.GenericSchema<unknown, ModelPredictions> = modelPredictionsShape;

const miscInfoModuleShape = v.looseObject({
  versionHolder: v.optional(v.string()),
  removedCountries: v.optional(v.array(v.string())),
  submissionTracking: v.optional(SubmissionTrackingSchema),
  modelPredictions: v.optional(ModelPredictionsSchema),
});
export interface MiscInfoModule extends v.InferOutput<typeof miscInfoModuleShape> {}
export const MiscInfoModuleSchema: v.GenericSchema<unknown, MiscInfoModule> = miscInfoModuleShape;

const meshShape = v.looseObject({
  id: v.optional(v.string()),
  term: v.optional(v.string()),
});
export interface Mesh extends v.InferOutput<typeof meshShape> {}
export const MeshSchema: v.GenericSchema<unknown, Mesh> = meshShape;

const browseLeafShape = v.looseObject({
  id: v.optional(v.string()),
  name: v.optional(v.string()),
  asFound: v.optional(v.string()),
  relevance: v.optional(openEnum(BROWSE_LEAF_RELEVANCE_VALUES)),
});
export interface BrowseLeaf extends v.InferOutput<typeof browseLeafShape> {}
export const BrowseLeafSchema: v.GenericSchema<unknown, BrowseLeaf> = browseLeafShape;

const browseBranchShape = v.looseObject({
  abbrev: v.optional(v.string()),
  name: v.optional(v.string()),
});
export interface BrowseBranch extends v.InferOutput<typeof browseBranchShape> {}
export const BrowseBranchSchema: v.GenericSchema<unknown, BrowseBranch> = browseBranchShape;

const browseModuleShape = v.looseObject({
  meshes: v.optional(v.array(MeshSchema)),
  ancestors: v.optional(v.array(MeshSchema)),
  browseLeaves: v.optional(v.array(BrowseLeafSchema)),
  browseBranches: v.optional(v.array(BrowseBranchSchema)),
});
export interface BrowseModule extends v.InferOutput<typeof browseModuleShape> {}
export const BrowseModuleSchema: v.GenericSchema<unknown, BrowseModule> = browseModuleShape;

const derivedSectionShape = v.looseObject({
  miscInfoModule: v.optional(MiscInfoModuleSchema),
  conditionBrowseModule: v.optional(BrowseModuleSchema),
  interventionBrowseModule: v.optional(BrowseModuleSchema),
});
export interface DerivedSection extends v.InferOutput<typeof derivedSectionShape> {}
export const DerivedSectionSchema: v.GenericSchema<unknown, DerivedSection> = derivedSectionShape;
