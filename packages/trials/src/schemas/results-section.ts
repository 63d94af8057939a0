import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
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

const flowGroupShape = v.looseObject({
  id: v.optional(v.string()),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
});
export interface FlowGroup extends v.InferOutput<typeof flowGroupShape> {}
export const FlowGroupSchema: v.GenericSchema<unknown, FlowGroup> = flowGroupShape;

const flowStatsShape = v.looseObject({
  groupId: v.optional(v.string()),
  comment: v.optional(v.string()),
  numSubjects: v.optional(v.string()),
  numUnits: v.optional(v.string()),
});
export interface FlowStats extends v.InferOutput<typeof flowStatsShape> {}
export const FlowStatsSchema: v.GenericSchema<unknown, FlowStats> = flowStatsShape;

const flowMilestoneShape = v.looseObject({
  type: v.optional(v.string()),
  comment: v.optional(v.string()),
  achievements: v.optional(v.array(FlowStatsSchema)),
});
export interface FlowMilestone extends v.InferOutput<typeof flowMilestoneShape> {}
export const FlowMilestoneSchema: v.GenericSchema<unknown, FlowMilestone> = flowMilestoneShape;

const dropWithdrawShape = v.looseObject({
  type: v.optional(v.string()),
  comment: v.optional(v.string()),
  reasons: v.optional(v.array(FlowStatsSchema)),
});
export interface DropWithdraw extends v.InferOutput<typeof dropWithdrawShape> {}
export const DropWithdrawSchema: v.GenericSchema<unknown, DropWithdraw> = dropWithdrawShape;

const flowPeriodShape = v.looseObject({
  title: v.optional(v.string()),
  milestones: v.optional(v.array(FlowMilestoneSchema)),
  dropWithdraws: v.optional(v.array(DropWithdrawSchema)),
});
export interface FlowPeriod extends v.InferOutput<typeof flowPeriodShape> {}
export const FlowPeriodSchema: v.GenericSchema<unknown, FlowPeriod> = flowPeriodShape;

const participantFlowModuleShape = v.looseObject({
  preAssignmentDetails: v.optional(v.string()),
  recruitmentDetails: v.optional(v.string()),
  typeUnitsAnalyzed: v.optional(v.string()),
  groups: v.optional(v.array(FlowGroupSchema)),
  periods: v.optional(v.array(FlowPeriodSchema)),
});
export interface ParticipantFlowModule extends v.InferOutput<typeof participantFlowModuleShape> {}
export const ParticipantFlowModuleSchema: v.GenericSchema<unknown, ParticipantFlowModule> =
  participantFlowModuleShape;

const measureGroupShape = v.looseObject({
  id: v.optional(v.string()),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
});
export interface MeasureGroup extends v.InferOutput<typeof measureGroupShape> {}
export const MeasureGroupSchema: v.GenericSchema<unknown, MeasureGroup> = measureGroupShape;

const denomCountShape = v.looseObject({
  groupId: v.optional(v.string()),
  value: v.optional(v.string()),
});
export interface DenomCount extends v.InferOutput<typeof denomCountShape> {}
export const DenomCountSchema: v.GenericSchema<unknown, DenomCount> = denomCountShape;

const denomShape = v.looseObject({
  units: v.optional(v.string()),
  counts: v.optional(v.array(DenomCountSchema)),
});
export interface Denom extends v.InferOutput<typeof denomShape> {}
export const DenomSchema: v.GenericSchema<unknown, Denom> = denomShape;

const measurementShape = v.looseObject({
  groupId: v.optional(v.string()),
  value: v.optional(v.string()),
  spread: v.optional(v.string()),
  lowerLimit: v.optional(v.string()),
  upperLimit: v.optional(v.string()),
  comment: v.optional(v.string()),
});
export interface Measurement extends v.InferOutput<typeof measurementShape> {}
export const MeasurementSchema: v.GenericSchema<unknown, Measurement> = measurementShape;

const measureCategoryShape = v.looseObject({
  title: v.optional(v.string()),
  measurements: v.optional(v.array(MeasurementSchema)),
});
export interface MeasureCategory extends v.InferOutput<typeof measureCategoryShape> {}
export const MeasureCategorySchema: v.GenericSchema<unknown, MeasureCategory> = measureCategoryShape;

const measureClassShape = v.looseObject({
  title: v.optional(v.string()),
  denoms: v.optional(v.array(DenomSchema)),
  categories: v.optional(v.array(MeasureCategorySchema)),
});
export interface MeasureClass extends v.InferOutput<typeof measureClassShape> {}
export const MeasureClassSchema: v.GenericSchema<unknown, MeasureClass> = measureClassShape;

const baselineMeasureShape = v.looseObject({
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
export interface BaselineMeasure extends v.InferOutput<typeof baselineMeasureShape> {}
export const BaselineMeasureSchema: v.GenericSchema<unknown, BaselineMeasure> = baselineMeasureShape;

const baselineCharacteristicsModuleShape = v.looseObject({
  populationDescription: v.optional(v.string()),
  typeUnitsAnalyzed: v.optional(v.string()),
  groups: v.optional(v.array(MeasureGroupSchema)),
  denoms: v.optional(v.array(DenomSchema)),
  measures: v.optional(v.array(BaselineMeasureSchema)),
});
export interface BaselineCharacteristicsModule
  extends v.InferOutput<typeof baselineCharacteristicsModuleShape> {}
export const BaselineCharacteristicsModuleSchema: v.GenericSchema<unknown, BaselineCharacteristicsModule> =
  baselineCharacteristicsModuleShape;

const measureAnalysisShape = v.looseObject({
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
export interface MeasureAnalysis extends v.InferOutput<typeof measureAnalysisShape> {}
export const MeasureAnalysisSchema: v.GenericSchema<unknown, MeasureAnalysis> = measureAnalysisShape;

const outcomeMeasureShape = v.looseObject({
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
export interface OutcomeMeasure extends v.InferOutput<typeof outcomeMeasureShape> {}
export const OutcomeMeasureSchema: v.GenericSchema<unknown, OutcomeMeasure> = outcomeMeasureShape;

const outcomeMeasuresModuleShape = v.looseObject({
  outcomeMeasures: v.optional(v.array(OutcomeMeasureSchema)),
});
export interface OutcomeMeasuresModule extends v.InferOutput<typeof outcomeMeasuresModuleShape> {}
export const OutcomeMeasuresModuleSchema: v.GenericSchema<unknown, OutcomeMeasuresModule> =
  outcomeMeasuresModuleShape;

const eventGroupShape = v.looseObject({
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
export interface EventGroup extends v.InferOutput<typeof eventGroupShape> {}
export const EventGroupSchema: v.GenericSchema<unknown, EventGroup> = eventGroupShape;

const eventStatsShape = v.looseObject({
  groupId: v.optional(v.string()),
  numEvents: v.optional(v.number()),
  numAffected: v.optional(v.number()),
  numAtRisk: v.optional(v.number()),
});
export interface EventStats extends v.InferOutput<typeof eventStatsShape> {}
export const EventStatsSchema: v.GenericSchema<unknown, EventStats> = eventStatsShape;

const adverseEventShape = v.looseObject({
  term: v.optional(v.string()),
  organSystem: v.optional(v.string()),
  sourceVocabulary: v.optional(v.string()),
  assessmentType: v.optional(openEnum(EVENT_ASSESSMENT_VALUES)),
  notes: v.optional(v.string()),
  stats: v.optional(v.array(EventStatsSchema)),
});
export interface AdverseEvent extends v.InferOutput<typeof adverseEventShape> {}
export const AdverseEventSchema: v.GenericSchema<unknown, AdverseEvent> = adverseEventShape;

const adverseEventsModuleShape = v.looseObject({
  frequencyThreshold: v.optional(v.string()),
  timeFrame: v.optional(v.string()),
  description: v.optional(v.string()),
  allCauseMortalityComment: v.optional(v.string()),
  eventGroups: v.optional(v.array(EventGroupSchema)),
  seriousEvents: v.optional(v.array(AdverseEventSchema)),
  otherEvents: v.optional(v.array(AdverseEventSchema)),
});
export interface AdverseEventsModule extends v.InferOutput<typeof adverseEventsModuleShape> {}
export const AdverseEventsModuleSchema: v.GenericSchema<unknown, AdverseEventsModule> =
  adverseEventsModuleShape;

const limitationsAndCaveatsShape = v.looseObject({
  description: v.optional(v.string()),
});
export interface LimitationsAndCaveats extends v.InferOutput<typeof limitationsAndCaveatsShape> {}
export const LimitationsAndCaveatsSchema: v.GenericSchema<unknown, LimitationsAndCaveats> =
  limitationsAndCaveatsShape;

const certainAgreementShape = v.looseObject({
  piSponsorEmployee: v.optional(v.boolean()),
  restrictionType: v.optional(openEnum(AGREEMENT_RESTRICTION_TYPE_VALUES)),
  restrictiveAgreement: v.optional(v.boolean()),
  otherDetails: v.optional(v.string()),
});
export interface CertainAgreement extends v.InferOutput<typeof certainAgreementShape> {}
export const CertainAgreementSchema: v.GenericSchema<unknown, CertainAgreement> = certainAgreementShape;

const pointOfContactShape = v.looseObject({
  title: v.optional(v.string()),
  organization: v.optional(v.string()),
  email: v.optional(v.string()),
  phone: v.optional(v.string()),
  phoneExt: v.optional(v.string()),
});
export interface PointOfContact extends v.InferOutput<typeof pointOfContactShape> {}
export const PointOfContactSchema: v.GenericSchema<unknown, PointOfContact> = pointOfContactShape;

const moreInfoModuleShape = v.looseObject({
  limitationsAndCaveats: v.optional(LimitationsAndCaveatsSchema),
  certainAgreement: v.optional(CertainAgreementSchema),
  pointOfContact: v.optional(PointOfContactSchema),
});
export interface MoreInfoModule extends v.InferOutput<typeof moreInfoModuleShape> {}
export const MoreInfoModuleSchema: v.GenericSchema<unknown, MoreInfoModule> = moreInfoModuleShape;

const resultsSectionShape = v.looseObject({
  participantFlowModule: v.optional(ParticipantFlowModuleSchema),
  baselineCharacteristicsModule: v.optional(BaselineCharacteristicsModuleSchema),
  outcomeMeasuresModule: v.optional(OutcomeMeasuresModuleSchema),
  adverseEventsModule: v.optional(AdverseEventsModuleSchema),
  moreInfoModule: v.optional(MoreInfoModuleSchema),
});
export interface ResultsSection extends v.InferOutput<typeof resultsSectionShape> {}
export const ResultsSectionSchema: v.GenericSchema<unknown, ResultsSection> = resultsSectionShape;
