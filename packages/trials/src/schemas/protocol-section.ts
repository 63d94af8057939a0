import * as v from 'valibot';
import { DateStructSchema, MarkdownSchema, openEnum } from './common.js';
import {
  AGENCY_CLASS_VALUES,
  ARM_GROUP_TYPE_VALUES,
  CONTACT_ROLE_VALUES,
  DESIGN_ALLOCATION_VALUES,
  DESIGN_MASKING_VALUES,
  DESIGN_TIME_PERSPECTIVE_VALUES,
  ENROLLMENT_TYPE_VALUES,
  EXPANDED_ACCESS_STATUS_VALUES,
  INTERVENTION_TYPE_VALUES,
  INTERVENTIONAL_ASSIGNMENT_VALUES,
  IPD_SHARING_INFO_TYPE_VALUES,
  IPD_SHARING_VALUES,
  OBSERVATIONAL_MODEL_VALUES,
  OFFICIAL_ROLE_VALUES,
  ORG_STUDY_ID_TYPE_VALUES,
  OverallStatusSchema,
  PhaseSchema,
  PRIMARY_PURPOSE_VALUES,
  RECRUITMENT_STATUS_VALUES,
  REFERENCE_TYPE_VALUES,
  RESPONSIBLE_PARTY_TYPE_VALUES,
  SAMPLING_METHOD_VALUES,
  SECONDARY_ID_TYPE_VALUES,
  SEX_VALUES,
  STANDARD_AGE_VALUES,
  STUDY_TYPE_VALUES,
  WHO_MASKED_VALUES,
} from './enums.js';

// The protocol section: what the sponsor registered (identification, status, design, eligibility, sites...).

export const OrgStudyIdInfoSchema = v.looseObject({
  id: v.optional(v.string()),
  type: v.optional(openEnum(ORG_STUDY_ID_TYPE_VALUES)),
  link: v.optional(v.string()),
});
export type OrgStudyIdInfo = v.InferOutput<typeof OrgStudyIdInfoSchema>;

export const SecondaryIdInfoSchema = v.looseObject({
  id: v.optional(v.string()),
  type: v.optional(openEnum(SECONDARY_ID_TYPE_VALUES)),
  domain: v.optional(v.string()),
  link: v.optional(v.string()),
});
export type SecondaryIdInfo = v.InferOutput<typeof SecondaryIdInfoSchema>;

export const OrganizationSchema = v.looseObject({
  fullName: v.optional(v.string()),
  class: v.optional(openEnum(AGENCY_CLASS_VALUES)),
});
export type Organization = v.InferOutput<typeof OrganizationSchema>;

export const IdentificationModuleSchema = v.looseObject({
  nctId: v.optional(v.string()),
  nctIdAliases: v.optional(v.array(v.string())),
  orgStudyIdInfo: v.optional(OrgStudyIdInfoSchema),
  secondaryIdInfos: v.optional(v.array(SecondaryIdInfoSchema)),
  briefTitle: v.optional(v.string()),
  officialTitle: v.optional(v.string()),
  acronym: v.optional(v.string()),
  organization: v.optional(OrganizationSchema),
});
export type IdentificationModule = v.InferOutput<typeof IdentificationModuleSchema>;

export const ExpandedAccessInfoSchema = v.looseObject({
  hasExpandedAccess: v.optional(v.boolean()),
  nctId: v.optional(v.string()),
  statusForNctId: v.optional(openEnum(EXPANDED_ACCESS_STATUS_VALUES)),
});
export type ExpandedAccessInfo = v.InferOutput<typeof ExpandedAccessInfoSchema>;

export const StatusModuleSchema = v.looseObject({
  statusVerifiedDate: v.optional(v.string()),
  overallStatus: v.optional(OverallStatusSchema),
  lastKnownStatus: v.optional(OverallStatusSchema),
  delayedPosting: v.optional(v.boolean()),
  whyStopped: v.optional(v.string()),
  expandedAccessInfo: v.optional(ExpandedAccessInfoSchema),
  startDateStruct: v.optional(DateStructSchema),
  primaryCompletionDateStruct: v.optional(DateStructSchema),
  completionDateStruct: v.optional(DateStructSchema),
  studyFirstSubmitDate: v.optional(v.string()),
  studyFirstSubmitQcDate: v.optional(v.string()),
  studyFirstPostDateStruct: v.optional(DateStructSchema),
  resultsFirstSubmitDate: v.optional(v.string()),
  resultsFirstSubmitQcDate: v.optional(v.string()),
  resultsFirstPostDateStruct: v.optional(DateStructSchema),
  dispFirstSubmitDate: v.optional(v.string()),
  dispFirstSubmitQcDate: v.optional(v.string()),
  dispFirstPostDateStruct: v.optional(DateStructSchema),
  lastUpdateSubmitDate: v.optional(v.string()),
  lastUpdatePostDateStruct: v.optional(DateStructSchema),
});
export type StatusModule = v.InferOutput<typeof StatusModuleSchema>;

export const ResponsiblePartySchema = v.looseObject({
  type: v.optional(openEnum(RESPONSIBLE_PARTY_TYPE_VALUES)),
  investigatorFullName: v.optional(v.string()),
  investigatorTitle: v.optional(v.string()),
  investigatorAffiliation: v.optional(v.string()),
  oldNameTitle: v.optional(v.string()),
  oldOrganization: v.optional(v.string()),
});
export type ResponsibleParty = v.InferOutput<typeof ResponsiblePartySchema>;

export const SponsorSchema = v.looseObject({
  name: v.optional(v.string()),
  class: v.optional(openEnum(AGENCY_CLASS_VALUES)),
});
export type Sponsor = v.InferOutput<typeof SponsorSchema>;

export const SponsorCollaboratorsModuleSchema = v.looseObject({
  responsibleParty: v.optional(ResponsiblePartySchema),
  leadSponsor: v.optional(SponsorSchema),
  collaborators: v.optional(v.array(SponsorSchema)),
});
export type SponsorCollaboratorsModule = v.InferOutput<typeof SponsorCollaboratorsModuleSchema>;

export const OversightModuleSchema = v.looseObject({
  oversightHasDmc: v.optional(v.boolean()),
  isFdaRegulatedDrug: v.optional(v.boolean()),
  isFdaRegulatedDevice: v.optional(v.boolean()),
  isUnapprovedDevice: v.optional(v.boolean()),
  isPpsd: v.optional(v.boolean()),
  isUsExport: v.optional(v.boolean()),
  fdaaa801Violation: v.optional(v.boolean()),
});
export type OversightModule = v.InferOutput<typeof OversightModuleSchema>;

export const DescriptionModuleSchema = v.looseObject({
  briefSummary: v.optional(MarkdownSchema),
  detailedDescription: v.optional(MarkdownSchema),
});
export type DescriptionModule = v.InferOutput<typeof DescriptionModuleSchema>;

export const ConditionsModuleSchema = v.looseObject({
  conditions: v.optional(v.array(v.string())),
  keywords: v.optional(v.array(v.string())),
});
export type ConditionsModule = v.InferOutput<typeof ConditionsModuleSchema>;

export const ExpandedAccessTypesSchema = v.looseObject({
  individual: v.optional(v.boolean()),
  intermediate: v.optional(v.boolean()),
  treatment: v.optional(v.boolean()),
});
export type ExpandedAccessTypes = v.InferOutput<typeof ExpandedAccessTypesSchema>;

export const MaskingBlockSchema = v.looseObject({
  masking: v.optional(openEnum(DESIGN_MASKING_VALUES)),
  maskingDescription: v.optional(v.string()),
  whoMasked: v.optional(v.array(openEnum(WHO_MASKED_VALUES))),
});
export type MaskingBlock = v.InferOutput<typeof MaskingBlockSchema>;

export const DesignInfoSchema = v.looseObject({
  allocation: v.optional(openEnum(DESIGN_ALLOCATION_VALUES)),
  interventionModel: v.optional(openEnum(INTERVENTIONAL_ASSIGNMENT_VALUES)),
  interventionModelDescription: v.optional(v.string()),
  primaryPurpose: v.optional(openEnum(PRIMARY_PURPOSE_VALUES)),
  observationalModel: v.optional(openEnum(OBSERVATIONAL_MODEL_VALUES)),
  timePerspective: v.optional(openEnum(DESIGN_TIME_PERSPECTIVE_VALUES)),
  maskingInfo: v.optional(MaskingBlockSchema),
});
export type DesignInfo = v.InferOutput<typeof DesignInfoSchema>;

export const BioSpecSchema = v.looseObject({
  retention: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type BioSpec = v.InferOutput<typeof BioSpecSchema>;

export const EnrollmentInfoSchema = v.looseObject({
  count: v.optional(v.number()),
  type: v.optional(openEnum(ENROLLMENT_TYPE_VALUES)),
});
export type EnrollmentInfo = v.InferOutput<typeof EnrollmentInfoSchema>;

export const DesignModuleSchema = v.looseObject({
  studyType: v.optional(openEnum(STUDY_TYPE_VALUES)),
  nPtrsToThisExpAccNctId: v.optional(v.number()),
  expandedAccessTypes: v.optional(ExpandedAccessTypesSchema),
  patientRegistry: v.optional(v.boolean()),
  targetDuration: v.optional(v.string()),
  phases: v.optional(v.array(PhaseSchema)),
  designInfo: v.optional(DesignInfoSchema),
  bioSpec: v.optional(BioSpecSchema),
  enrollmentInfo: v.optional(EnrollmentInfoSchema),
});
export type DesignModule = v.InferOutput<typeof DesignModuleSchema>;

export const ArmGroupSchema = v.looseObject({
  label: v.optional(v.string()),
  type: v.optional(openEnum(ARM_GROUP_TYPE_VALUES)),
  description: v.optional(v.string()),
  interventionNames: v.optional(v.array(v.string())),
});
export type ArmGroup = v.InferOutput<typeof ArmGroupSchema>;

export const InterventionSchema = v.looseObject({
  type: v.optional(openEnum(INTERVENTION_TYPE_VALUES)),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  armGroupLabels: v.optional(v.array(v.string())),
  otherNames: v.optional(v.array(v.string())),
});
export type Intervention = v.InferOutput<typeof InterventionSchema>;

export const ArmsInterventionsModuleSchema = v.looseObject({
  armGroups: v.optional(v.array(ArmGroupSchema)),
  interventions: v.optional(v.array(InterventionSchema)),
});
export type ArmsInterventionsModule = v.InferOutput<typeof ArmsInterventionsModuleSchema>;

export const OutcomeSchema = v.looseObject({
  measure: v.optional(v.string()),
  description: v.optional(v.string()),
  timeFrame: v.optional(v.string()),
});
export type Outcome = v.InferOutput<typeof OutcomeSchema>;

export const OutcomesModuleSchema = v.looseObject({
  primaryOutcomes: v.optional(v.array(OutcomeSchema)),
  secondaryOutcomes: v.optional(v.array(OutcomeSchema)),
  otherOutcomes: v.optional(v.array(OutcomeSchema)),
});
export type OutcomesModule = v.InferOutput<typeof OutcomesModuleSchema>;

export const EligibilityModuleSchema = v.looseObject({
  eligibilityCriteria: v.optional(MarkdownSchema),
  healthyVolunteers: v.optional(v.boolean()),
  sex: v.optional(openEnum(SEX_VALUES)),
  genderBased: v.optional(v.boolean()),
  genderDescription: v.optional(v.string()),
  minimumAge: v.optional(v.string()),
  maximumAge: v.optional(v.string()),
  stdAges: v.optional(v.array(openEnum(STANDARD_AGE_VALUES))),
  studyPopulation: v.optional(v.string()),
  samplingMethod: v.optional(openEnum(SAMPLING_METHOD_VALUES)),
});
export type EligibilityModule = v.InferOutput<typeof EligibilityModuleSchema>;

export const ContactSchema = v.looseObject({
  name: v.optional(v.string()),
  role: v.optional(openEnum(CONTACT_ROLE_VALUES)),
  phone: v.optional(v.string()),
  phoneExt: v.optional(v.string()),
  email: v.optional(v.string()),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

export const OfficialSchema = v.looseObject({
  name: v.optional(v.string()),
  affiliation: v.optional(v.string()),
  role: v.optional(openEnum(OFFICIAL_ROLE_VALUES)),
});
export type Official = v.InferOutput<typeof OfficialSchema>;

export const GeoPointSchema = v.looseObject({
  lat: v.optional(v.number()),
  lon: v.optional(v.number()),
});
export type GeoPoint = v.InferOutput<typeof GeoPointSchema>;

export const LocationSchema = v.looseObject({
  facility: v.optional(v.string()),
  status: v.optional(openEnum(RECRUITMENT_STATUS_VALUES)),
  city: v.optional(v.string()),
  state: v.optional(v.string()),
  zip: v.optional(v.string()),
  country: v.optional(v.string()),
  contacts: v.optional(v.array(ContactSchema)),
  geoPoint: v.optional(GeoPointSchema),
});
export type Location = v.InferOutput<typeof LocationSchema>;

export const ContactsLocationsModuleSchema = v.looseObject({
  centralContacts: v.optional(v.array(ContactSchema)),
  overallOfficials: v.optional(v.array(OfficialSchema)),
  locations: v.optional(v.array(LocationSchema)),
});
export type ContactsLocationsModule = v.InferOutput<typeof ContactsLocationsModuleSchema>;

export const RetractionSchema = v.looseObject({
  pmid: v.optional(v.string()),
  source: v.optional(v.string()),
});
export type Retraction = v.InferOutput<typeof RetractionSchema>;

export const ReferenceSchema = v.looseObject({
  pmid: v.optional(v.string()),
  type: v.optional(openEnum(REFERENCE_TYPE_VALUES)),
  citation: v.optional(v.string()),
  retractions: v.optional(v.array(RetractionSchema)),
});
export type Reference = v.InferOutput<typeof ReferenceSchema>;

export const SeeAlsoLinkSchema = v.looseObject({
  label: v.optional(v.string()),
  url: v.optional(v.string()),
});
export type SeeAlsoLink = v.InferOutput<typeof SeeAlsoLinkSchema>;

export const AvailIpdSchema = v.looseObject({
  id: v.optional(v.string()),
  type: v.optional(v.string()),
  url: v.optional(v.string()),
  comment: v.optional(v.string()),
});
export type AvailIpd = v.InferOutput<typeof AvailIpdSchema>;

export const ReferencesModuleSchema = v.looseObject({
  references: v.optional(v.array(ReferenceSchema)),
  seeAlsoLinks: v.optional(v.array(SeeAlsoLinkSchema)),
  availIpds: v.optional(v.array(AvailIpdSchema)),
});
export type ReferencesModule = v.InferOutput<typeof ReferencesModuleSchema>;

export const IpdSharingStatementModuleSchema = v.looseObject({
  ipdSharing: v.optional(openEnum(IPD_SHARING_VALUES)),
  description: v.optional(v.string()),
  infoTypes: v.optional(v.array(openEnum(IPD_SHARING_INFO_TYPE_VALUES))),
  timeFrame: v.optional(v.string()),
  accessCriteria: v.optional(v.string()),
  url: v.optional(v.string()),
});
export type IpdSharingStatementModule = v.InferOutput<typeof IpdSharingStatementModuleSchema>;

export const ProtocolSectionSchema = v.looseObject({
  identificationModule: v.optional(IdentificationModuleSchema),
  statusModule: v.optional(StatusModuleSchema),
  sponsorCollaboratorsModule: v.optional(SponsorCollaboratorsModuleSchema),
  oversightModule: v.optional(OversightModuleSchema),
  descriptionModule: v.optional(DescriptionModuleSchema),
  conditionsModule: v.optional(ConditionsModuleSchema),
  designModule: v.optional(DesignModuleSchema),
  armsInterventionsModule: v.optional(ArmsInterventionsModuleSchema),
  outcomesModule: v.optional(OutcomesModuleSchema),
  eligibilityModule: v.optional(EligibilityModuleSchema),
  contactsLocationsModule: v.optional(ContactsLocationsModuleSchema),
  referencesModule: v.optional(ReferencesModuleSchema),
  ipdSharingStatementModule: v.optional(IpdSharingStatementModuleSchema),
});
export type ProtocolSection = v.InferOutput<typeof ProtocolSectionSchema>;
