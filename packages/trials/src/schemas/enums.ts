import * as v from 'valibot';

/** Enum vocabularies as ctg-oas-v2.yaml documents them. */

export const ORG_STUDY_ID_TYPE_VALUES = ['NIH', 'FDA', 'VA', 'CDC', 'AHRQ', 'SAMHSA'] as const;
export type OrgStudyIdType = (typeof ORG_STUDY_ID_TYPE_VALUES)[number];

export const SECONDARY_ID_TYPE_VALUES = [
  ...ORG_STUDY_ID_TYPE_VALUES,
  'OTHER_GRANT',
  'EUDRACT_NUMBER',
  'REGISTRY',
  'OTHER',
] as const;
export type SecondaryIdType = (typeof SECONDARY_ID_TYPE_VALUES)[number];

export const AGENCY_CLASS_VALUES = [
  'NIH',
  'FED',
  'OTHER_GOV',
  'INDIV',
  'INDUSTRY',
  'NETWORK',
  'AMBIG',
  'OTHER',
  'UNKNOWN',
] as const;
export type AgencyClass = (typeof AGENCY_CLASS_VALUES)[number];

export const EXPANDED_ACCESS_STATUS_VALUES = [
  'AVAILABLE',
  'NO_LONGER_AVAILABLE',
  'TEMPORARILY_NOT_AVAILABLE',
  'APPROVED_FOR_MARKETING',
] as const;
export type ExpandedAccessStatus = (typeof EXPANDED_ACCESS_STATUS_VALUES)[number];

/** The spec's eight study statuses, shared by the overall status and a site's recruitment status. */
const STUDY_STATUS_VALUES = [
  'ACTIVE_NOT_RECRUITING',
  'COMPLETED',
  'ENROLLING_BY_INVITATION',
  'NOT_YET_RECRUITING',
  'RECRUITING',
  'SUSPENDED',
  'TERMINATED',
  'WITHDRAWN',
] as const;

/** Overall study status: the spec's eight values plus the expanded-access and legacy values the API documents. */
export const OVERALL_STATUS_VALUES = [
  ...STUDY_STATUS_VALUES,
  ...EXPANDED_ACCESS_STATUS_VALUES,
  'WITHHELD',
  'UNKNOWN',
] as const;
export type OverallStatus = (typeof OVERALL_STATUS_VALUES)[number];
export const OverallStatusSchema = v.picklist(OVERALL_STATUS_VALUES);

export const RESPONSIBLE_PARTY_TYPE_VALUES = [
  'SPONSOR',
  'PRINCIPAL_INVESTIGATOR',
  'SPONSOR_INVESTIGATOR',
] as const;
export type ResponsiblePartyType = (typeof RESPONSIBLE_PARTY_TYPE_VALUES)[number];

export const DESIGN_MASKING_VALUES = ['NONE', 'SINGLE', 'DOUBLE', 'TRIPLE', 'QUADRUPLE'] as const;
export type DesignMasking = (typeof DESIGN_MASKING_VALUES)[number];

export const WHO_MASKED_VALUES = [
  'PARTICIPANT',
  'CARE_PROVIDER',
  'INVESTIGATOR',
  'OUTCOMES_ASSESSOR',
] as const;
export type WhoMasked = (typeof WHO_MASKED_VALUES)[number];

export const DESIGN_ALLOCATION_VALUES = ['RANDOMIZED', 'NON_RANDOMIZED', 'NA'] as const;
export type DesignAllocation = (typeof DESIGN_ALLOCATION_VALUES)[number];

export const INTERVENTIONAL_ASSIGNMENT_VALUES = [
  'SINGLE_GROUP',
  'PARALLEL',
  'CROSSOVER',
  'FACTORIAL',
  'SEQUENTIAL',
] as const;
export type InterventionalAssignment = (typeof INTERVENTIONAL_ASSIGNMENT_VALUES)[number];

export const PRIMARY_PURPOSE_VALUES = [
  'TREATMENT',
  'PREVENTION',
  'DIAGNOSTIC',
  'ECT',
  'SUPPORTIVE_CARE',
  'SCREENING',
  'HEALTH_SERVICES_RESEARCH',
  'BASIC_SCIENCE',
  'DEVICE_FEASIBILITY',
  'OTHER',
] as const;
export type PrimaryPurpose = (typeof PRIMARY_PURPOSE_VALUES)[number];

export const OBSERVATIONAL_MODEL_VALUES = [
  'COHORT',
  'CASE_CONTROL',
  'CASE_ONLY',
  'CASE_CROSSOVER',
  'ECOLOGIC_OR_COMMUNITY',
  'FAMILY_BASED',
  'DEFINED_POPULATION',
  'NATURAL_HISTORY',
  'OTHER',
] as const;
export type ObservationalModel = (typeof OBSERVATIONAL_MODEL_VALUES)[number];

export const DESIGN_TIME_PERSPECTIVE_VALUES = [
  'RETROSPECTIVE',
  'PROSPECTIVE',
  'CROSS_SECTIONAL',
  'OTHER',
] as const;
export type DesignTimePerspective = (typeof DESIGN_TIME_PERSPECTIVE_VALUES)[number];

export const ENROLLMENT_TYPE_VALUES = ['ACTUAL', 'ESTIMATED'] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPE_VALUES)[number];

export const STUDY_TYPE_VALUES = ['EXPANDED_ACCESS', 'INTERVENTIONAL', 'OBSERVATIONAL'] as const;
export type StudyType = (typeof STUDY_TYPE_VALUES)[number];

export const PHASE_VALUES = ['NA', 'EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4'] as const;
export type Phase = (typeof PHASE_VALUES)[number];
export const PhaseSchema = v.picklist(PHASE_VALUES);

export const ARM_GROUP_TYPE_VALUES = [
  'EXPERIMENTAL',
  'ACTIVE_COMPARATOR',
  'PLACEBO_COMPARATOR',
  'SHAM_COMPARATOR',
  'NO_INTERVENTION',
  'OTHER',
] as const;
export type ArmGroupType = (typeof ARM_GROUP_TYPE_VALUES)[number];

export const INTERVENTION_TYPE_VALUES = [
  'BEHAVIORAL',
  'BIOLOGICAL',
  'COMBINATION_PRODUCT',
  'DEVICE',
  'DIAGNOSTIC_TEST',
  'DIETARY_SUPPLEMENT',
  'DRUG',
  'GENETIC',
  'PROCEDURE',
  'RADIATION',
  'OTHER',
] as const;
export type InterventionType = (typeof INTERVENTION_TYPE_VALUES)[number];

export const SEX_VALUES = ['FEMALE', 'MALE', 'ALL'] as const;
export type Sex = (typeof SEX_VALUES)[number];

export const STANDARD_AGE_VALUES = ['CHILD', 'ADULT', 'OLDER_ADULT'] as const;
export type StandardAge = (typeof STANDARD_AGE_VALUES)[number];

export const SAMPLING_METHOD_VALUES = ['PROBABILITY_SAMPLE', 'NON_PROBABILITY_SAMPLE'] as const;
export type SamplingMethod = (typeof SAMPLING_METHOD_VALUES)[number];

export const OFFICIAL_ROLE_VALUES = [
  'STUDY_CHAIR',
  'STUDY_DIRECTOR',
  'PRINCIPAL_INVESTIGATOR',
  'SUB_INVESTIGATOR',
] as const;
export type OfficialRole = (typeof OFFICIAL_ROLE_VALUES)[number];

export const CONTACT_ROLE_VALUES = [...OFFICIAL_ROLE_VALUES, 'CONTACT'] as const;
export type ContactRole = (typeof CONTACT_ROLE_VALUES)[number];

export const RECRUITMENT_STATUS_VALUES = [...STUDY_STATUS_VALUES, 'AVAILABLE'] as const;
export type RecruitmentStatus = (typeof RECRUITMENT_STATUS_VALUES)[number];

export const REFERENCE_TYPE_VALUES = ['BACKGROUND', 'RESULT', 'DERIVED'] as const;
export type ReferenceType = (typeof REFERENCE_TYPE_VALUES)[number];

export const IPD_SHARING_VALUES = ['YES', 'NO', 'UNDECIDED'] as const;
export type IpdSharing = (typeof IPD_SHARING_VALUES)[number];

export const IPD_SHARING_INFO_TYPE_VALUES = ['STUDY_PROTOCOL', 'SAP', 'ICF', 'CSR', 'ANALYTIC_CODE'] as const;
export type IpdSharingInfoType = (typeof IPD_SHARING_INFO_TYPE_VALUES)[number];

export const MEASURE_PARAM_VALUES = [
  'GEOMETRIC_MEAN',
  'GEOMETRIC_LEAST_SQUARES_MEAN',
  'LEAST_SQUARES_MEAN',
  'LOG_MEAN',
  'MEAN',
  'MEDIAN',
  'NUMBER',
  'COUNT_OF_PARTICIPANTS',
  'COUNT_OF_UNITS',
] as const;
export type MeasureParam = (typeof MEASURE_PARAM_VALUES)[number];

export const MEASURE_DISPERSION_TYPE_VALUES = [
  'NA',
  'STANDARD_DEVIATION',
  'STANDARD_ERROR',
  'INTER_QUARTILE_RANGE',
  'FULL_RANGE',
  'CONFIDENCE_80',
  'CONFIDENCE_90',
  'CONFIDENCE_95',
  'CONFIDENCE_975',
  'CONFIDENCE_99',
  'CONFIDENCE_OTHER',
  'GEOMETRIC_COEFFICIENT',
] as const;
export type MeasureDispersionType = (typeof MEASURE_DISPERSION_TYPE_VALUES)[number];

export const ANALYSIS_DISPERSION_TYPE_VALUES = ['STANDARD_DEVIATION', 'STANDARD_ERROR_OF_MEAN'] as const;
export type AnalysisDispersionType = (typeof ANALYSIS_DISPERSION_TYPE_VALUES)[number];

export const CONFIDENCE_INTERVAL_NUM_SIDES_VALUES = ['ONE_SIDED', 'TWO_SIDED'] as const;
export type ConfidenceIntervalNumSides = (typeof CONFIDENCE_INTERVAL_NUM_SIDES_VALUES)[number];

export const NON_INFERIORITY_TYPE_VALUES = [
  'SUPERIORITY',
  'NON_INFERIORITY',
  'EQUIVALENCE',
  'OTHER',
  'NON_INFERIORITY_OR_EQUIVALENCE',
  'SUPERIORITY_OR_OTHER',
  'NON_INFERIORITY_OR_EQUIVALENCE_LEGACY',
  'SUPERIORITY_OR_OTHER_LEGACY',
] as const;
export type NonInferiorityType = (typeof NON_INFERIORITY_TYPE_VALUES)[number];

export const OUTCOME_MEASURE_TYPE_VALUES = [
  'PRIMARY',
  'SECONDARY',
  'OTHER_PRE_SPECIFIED',
  'POST_HOC',
] as const;
export type OutcomeMeasureType = (typeof OUTCOME_MEASURE_TYPE_VALUES)[number];

export const REPORTING_STATUS_VALUES = ['NOT_POSTED', 'POSTED'] as const;
export type ReportingStatus = (typeof REPORTING_STATUS_VALUES)[number];

export const EVENT_ASSESSMENT_VALUES = ['NON_SYSTEMATIC_ASSESSMENT', 'SYSTEMATIC_ASSESSMENT'] as const;
export type EventAssessment = (typeof EVENT_ASSESSMENT_VALUES)[number];

export const AGREEMENT_RESTRICTION_TYPE_VALUES = ['LTE60', 'GT60', 'OTHER'] as const;
export type AgreementRestrictionType = (typeof AGREEMENT_RESTRICTION_TYPE_VALUES)[number];

export const BROWSE_LEAF_RELEVANCE_VALUES = ['LOW', 'HIGH'] as const;
export type BrowseLeafRelevance = (typeof BROWSE_LEAF_RELEVANCE_VALUES)[number];

export const UNPOSTED_EVENT_TYPE_VALUES = ['RESET', 'RELEASE', 'UNRELEASE'] as const;
export type UnpostedEventType = (typeof UNPOSTED_EVENT_TYPE_VALUES)[number];

export const VIOLATION_EVENT_TYPE_VALUES = [
  'VIOLATION_IDENTIFIED',
  'CORRECTION_CONFIRMED',
  'PENALTY_IMPOSED',
] as const;
export type ViolationEventType = (typeof VIOLATION_EVENT_TYPE_VALUES)[number];
