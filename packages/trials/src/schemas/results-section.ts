import * as v from 'valibot';
import { openEnum } from './common.js';
import {
  AGREEMENT_RESTRICTION_TYPE_VALUES,
  ANALYSIS_DISPERSION_TYPE_VALUES,
  CONFIDENCE_INTERVAL_NUM_SIDES_VALUES,
  EVENT_ASSESSMENT_VALUES,
  MEASURE_DISPERSION_TYPE_VALUES,
  MEASURE_PARAM_VALUES,
  NON_INFERIORITY_TYPE_VALUES,
  OUTCOME_MEASURE_TYPE_VALUES,
  REPORTING_STATUS_VALUES,
} from './enums.js';

// The results section, present only when `hasResults` is true: participant flow, baseline, outcome measures, adverse events.
// Counts and measured values (numSubjects, DenomCount.value, Measurement.value...) stay strings, as
// documented: the registry sends values such as "NA" or "≥ 5" in them, so no number transform is safe.

export const FlowGroupSchema = v.looseObject({
  id: v.optional(v.string()),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type FlowGroup = v.InferOutput<typeof FlowGroupSchema>;

export const FlowStatsSchema = v.looseObject({
  groupId: v.optional(v.string()),
  comment: v.optional(v.string()),
  numSubjects: v.optional(v.string()),
  numUnits: v.optional(v.string()),
});
export type FlowStats = v.InferOutput<typeof FlowStatsSchema>;

export const FlowMilestoneSchema = v.looseObject({
  type: v.optional(v.string()),
  comment: v.optional(v.string()),
  achievements: v.optional(v.array(FlowStatsSchema)),
});
export type FlowMilestone = v.InferOutput<typeof FlowMilestoneSchema>;

export const DropWithdrawSchema = v.looseObject({
  type: v.optional(v.string()),
  comment: v.optional(v.string()),
  reasons: v.optional(v.array(FlowStatsSchema)),
});
export type DropWithdraw = v.InferOutput<typeof DropWithdrawSchema>;

export const FlowPeriodSchema = v.looseObject({
  title: v.optional(v.string()),
  milestones: v.optional(v.array(FlowMilestoneSchema)),
  dropWithdraws: v.optional(v.array(DropWithdrawSchema)),
});
export type FlowPeriod = v.InferOutput<typeof FlowPeriodSchema>;

export const ParticipantFlowModuleSchema = v.looseObject({
  preAssignmentDetails: v.optional(v.string()),
  recruitmentDetails: v.optional(v.string()),
  typeUnitsAnalyzed: v.optional(v.string()),
  groups: v.optional(v.array(FlowGroupSchema)),
  periods: v.optional(v.array(FlowPeriodSchema)),
});
export type ParticipantFlowModule = v.InferOutput<typeof ParticipantFlowModuleSchema>;

export const MeasureGroupSchema = v.looseObject({
  id: v.optional(v.string()),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type MeasureGroup = v.InferOutput<typeof MeasureGroupSchema>;

export const DenomCountSchema = v.looseObject({
  groupId: v.optional(v.string()),
  value: v.optional(v.string()),
});
export type DenomCount = v.InferOutput<typeof DenomCountSchema>;

export const DenomSchema = v.looseObject({
  units: v.optional(v.string()),
  counts: v.optional(v.array(DenomCountSchema)),
});
export type Denom = v.InferOutput<typeof DenomSchema>;

export const MeasurementSchema = v.looseObject({
  groupId: v.optional(v.string()),
  value: v.optional(v.string()),
  spread: v.optional(v.string()),
  lowerLimit: v.optional(v.string()),
  upperLimit: v.optional(v.string()),
  comment: v.optional(v.string()),
});
export type Measurement = v.InferOutput<typeof MeasurementSchema>;

export const MeasureCategorySchema = v.looseObject({
  title: v.optional(v.string()),
  measurements: v.optional(v.array(MeasurementSchema)),
});
export type MeasureCategory = v.InferOutput<typeof MeasureCategorySchema>;

export const MeasureClassSchema = v.looseObject({
  title: v.optional(v.string()),
  denoms: v.optional(v.array(DenomSchema)),
  categories: v.optional(v.array(MeasureCategorySchema)),
});
export type MeasureClass = v.InferOutput<typeof MeasureClassSchema>;

export const BaselineMeasureSchema = v.looseObject({
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  populationDescription: v.optional(v.string()),
  paramType: v.optional(openEnum(MEASURE_PARAM_VALUES)),
  dispersionType: v.optional(openEnum(MEASURE_DISPERSION_TYPE_VALUES)),
  unitOfMeasure: v.optional(v.string()),
  calculatePct: v.optional(v.boolean()),
  denomUnitsSelected: v.optional(v.string()),
  denoms: v.optional(v.array(DenomSchema)),
  classes: v.optional(v.array(MeasureClassSchema)),
});
export type BaselineMeasure = v.InferOutput<typeof BaselineMeasureSchema>;

export const BaselineCharacteristicsModuleSchema = v.looseObject({
  populationDescription: v.optional(v.string()),
  typeUnitsAnalyzed: v.optional(v.string()),
  groups: v.optional(v.array(MeasureGroupSchema)),
  denoms: v.optional(v.array(DenomSchema)),
  measures: v.optional(v.array(BaselineMeasureSchema)),
});
export type BaselineCharacteristicsModule = v.InferOutput<typeof BaselineCharacteristicsModuleSchema>;

export const MeasureAnalysisSchema = v.looseObject({
  paramType: v.optional(v.string()),
  paramValue: v.optional(v.string()),
  dispersionType: v.optional(openEnum(ANALYSIS_DISPERSION_TYPE_VALUES)),
  dispersionValue: v.optional(v.string()),
  statisticalMethod: v.optional(v.string()),
  statisticalComment: v.optional(v.string()),
  pValue: v.optional(v.string()),
  pValueComment: v.optional(v.string()),
  ciNumSides: v.optional(openEnum(CONFIDENCE_INTERVAL_NUM_SIDES_VALUES)),
  ciPctValue: v.optional(v.string()),
  ciLowerLimit: v.optional(v.string()),
  ciUpperLimit: v.optional(v.string()),
  ciLowerLimitComment: v.optional(v.string()),
  ciUpperLimitComment: v.optional(v.string()),
  estimateComment: v.optional(v.string()),
  testedNonInferiority: v.optional(v.boolean()),
  nonInferiorityType: v.optional(openEnum(NON_INFERIORITY_TYPE_VALUES)),
  nonInferiorityComment: v.optional(v.string()),
  otherAnalysisDescription: v.optional(v.string()),
  groupDescription: v.optional(v.string()),
  groupIds: v.optional(v.array(v.string())),
});
export type MeasureAnalysis = v.InferOutput<typeof MeasureAnalysisSchema>;

export const OutcomeMeasureSchema = v.looseObject({
  type: v.optional(openEnum(OUTCOME_MEASURE_TYPE_VALUES)),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  populationDescription: v.optional(v.string()),
  reportingStatus: v.optional(openEnum(REPORTING_STATUS_VALUES)),
  anticipatedPostingDate: v.optional(v.string()),
  paramType: v.optional(openEnum(MEASURE_PARAM_VALUES)),
  dispersionType: v.optional(v.string()),
  unitOfMeasure: v.optional(v.string()),
  calculatePct: v.optional(v.boolean()),
  timeFrame: v.optional(v.string()),
  typeUnitsAnalyzed: v.optional(v.string()),
  denomUnitsSelected: v.optional(v.string()),
  groups: v.optional(v.array(MeasureGroupSchema)),
  denoms: v.optional(v.array(DenomSchema)),
  classes: v.optional(v.array(MeasureClassSchema)),
  analyses: v.optional(v.array(MeasureAnalysisSchema)),
});
export type OutcomeMeasure = v.InferOutput<typeof OutcomeMeasureSchema>;

export const OutcomeMeasuresModuleSchema = v.looseObject({
  outcomeMeasures: v.optional(v.array(OutcomeMeasureSchema)),
});
export type OutcomeMeasuresModule = v.InferOutput<typeof OutcomeMeasuresModuleSchema>;

export const EventGroupSchema = v.looseObject({
  id: v.optional(v.string()),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  deathsNumAffected: v.optional(v.number()),
  deathsNumAtRisk: v.optional(v.number()),
  seriousNumAffected: v.optional(v.number()),
  seriousNumAtRisk: v.optional(v.number()),
  otherNumAffected: v.optional(v.number()),
  otherNumAtRisk: v.optional(v.number()),
});
export type EventGroup = v.InferOutput<typeof EventGroupSchema>;

export const EventStatsSchema = v.looseObject({
  groupId: v.optional(v.string()),
  numEvents: v.optional(v.number()),
  numAffected: v.optional(v.number()),
  numAtRisk: v.optional(v.number()),
});
export type EventStats = v.InferOutput<typeof EventStatsSchema>;

export const AdverseEventSchema = v.looseObject({
  term: v.optional(v.string()),
  organSystem: v.optional(v.string()),
  sourceVocabulary: v.optional(v.string()),
  assessmentType: v.optional(openEnum(EVENT_ASSESSMENT_VALUES)),
  notes: v.optional(v.string()),
  stats: v.optional(v.array(EventStatsSchema)),
});
export type AdverseEvent = v.InferOutput<typeof AdverseEventSchema>;

export const AdverseEventsModuleSchema = v.looseObject({
  frequencyThreshold: v.optional(v.string()),
  timeFrame: v.optional(v.string()),
  description: v.optional(v.string()),
  allCauseMortalityComment: v.optional(v.string()),
  eventGroups: v.optional(v.array(EventGroupSchema)),
  seriousEvents: v.optional(v.array(AdverseEventSchema)),
  otherEvents: v.optional(v.array(AdverseEventSchema)),
});
export type AdverseEventsModule = v.InferOutput<typeof AdverseEventsModuleSchema>;

export const LimitationsAndCaveatsSchema = v.looseObject({
  description: v.optional(v.string()),
});
export type LimitationsAndCaveats = v.InferOutput<typeof LimitationsAndCaveatsSchema>;

export const CertainAgreementSchema = v.looseObject({
  piSponsorEmployee: v.optional(v.boolean()),
  restrictionType: v.optional(openEnum(AGREEMENT_RESTRICTION_TYPE_VALUES)),
  restrictiveAgreement: v.optional(v.boolean()),
  otherDetails: v.optional(v.string()),
});
export type CertainAgreement = v.InferOutput<typeof CertainAgreementSchema>;

export const PointOfContactSchema = v.looseObject({
  title: v.optional(v.string()),
  organization: v.optional(v.string()),
  email: v.optional(v.string()),
  phone: v.optional(v.string()),
  phoneExt: v.optional(v.string()),
});
export type PointOfContact = v.InferOutput<typeof PointOfContactSchema>;

export const MoreInfoModuleSchema = v.looseObject({
  limitationsAndCaveats: v.optional(LimitationsAndCaveatsSchema),
  certainAgreement: v.optional(CertainAgreementSchema),
  pointOfContact: v.optional(PointOfContactSchema),
});
export type MoreInfoModule = v.InferOutput<typeof MoreInfoModuleSchema>;

export const ResultsSectionSchema = v.looseObject({
  participantFlowModule: v.optional(ParticipantFlowModuleSchema),
  baselineCharacteristicsModule: v.optional(BaselineCharacteristicsModuleSchema),
  outcomeMeasuresModule: v.optional(OutcomeMeasuresModuleSchema),
  adverseEventsModule: v.optional(AdverseEventsModuleSchema),
  moreInfoModule: v.optional(MoreInfoModuleSchema),
});
export type ResultsSection = v.InferOutput<typeof ResultsSectionSchema>;
