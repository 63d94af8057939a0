import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { DateStructSchema, MarkdownSchema } from './common.js';
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

const orgStudyIdInfoShape = v.looseObject({
  id: v.optional(v.string()),
  type: v.optional(openEnum(ORG_STUDY_ID_TYPE_VALUES)),
  link: v.optional(v.string()),
});
export interface OrgStudyIdInfo extends v.InferOutput<typeof orgStudyIdInfoShape> {}
export const OrgStudyIdInfoSchema: v.GenericSchema<unknown, OrgStudyIdInfo> = orgStudyIdInfoShape;

const secondaryIdInfoShape = v.looseObject({
  id: v.optional(v.string()),
  type: v.optional(openEnum(SECONDARY_ID_TYPE_VALUES)),
  domain: v.optional(v.string()),
  link: v.optional(v.string()),
});
export interface SecondaryIdInfo extends v.InferOutput<typeof secondaryIdInfoShape> {}
export const SecondaryIdInfoSchema: v.GenericSchema<unknown, SecondaryIdInfo> = secondaryIdInfoShape;

const organizationShape = v.looseObject({
  fullName: v.optional(v.string()),
  class: v.optional(openEnum(AGENCY_CLASS_VALUES)),
});
export interface Organization extends v.InferOutput<typeof organizationShape> {}
export const OrganizationSchema: v.GenericSchema<unknown, Organization> = organizationShape;

const identificationModuleShape = v.looseObject({
  nctId: v.optional(v.string()),
  nctIdAliases: v.optional(v.array(v.string())),
  orgStudyIdInfo: v.optional(OrgStudyIdInfoSchema),
  secondaryIdInfos: v.optional(v.array(SecondaryIdInfoSchema)),
  briefTitle: v.optional(v.string()),
  officialTitle: v.optional(v.string()),
  acronym: v.optional(v.string()),
  organization: v.optional(OrganizationSchema),
});
export interface IdentificationModule extends v.InferOutput<typeof identificationModuleShape> {}
export const IdentificationModuleSchema: v.GenericSchema<unknown, IdentificationModule> =
  identificationModuleShape;

const expandedAccessInfoShape = v.looseObject({
  hasExpandedAccess: v.optional(v.boolean()),
  nctId: v.optional(v.string()),
  statusForNctId: v.optional(openEnum(EXPANDED_ACCESS_STATUS_VALUES)),
});
export interface ExpandedAccessInfo extends v.InferOutput<typeof expandedAccessInfoShape> {}
export const ExpandedAccessInfoSchema: v.GenericSchema<unknown, ExpandedAccessInfo> = expandedAccessInfoShape;

const statusModuleShape = v.looseObject({
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
export interface StatusModule extends v.InferOutput<typeof statusModuleShape> {}
export const StatusModuleSchema: v.GenericSchema<unknown, StatusModule> = statusModuleShape;

const responsiblePartyShape = v.looseObject({
  type: v.optional(openEnum(RESPONSIBLE_PARTY_TYPE_VALUES)),
  investigatorFullName: v.optional(v.string()),
  investigatorTitle: v.optional(v.string()),
  investigatorAffiliation: v.optional(v.string()),
  oldNameTitle: v.optional(v.string()),
  oldOrganization: v.optional(v.string()),
});
export interface ResponsibleParty extends v.InferOutput<typeof responsiblePartyShape> {}
export const ResponsiblePartySchema: v.GenericSchema<unknown, ResponsibleParty> = responsiblePartyShape;

const sponsorShape = v.looseObject({
  name: v.optional(v.string()),
  class: v.optional(openEnum(AGENCY_CLASS_VALUES)),
});
export interface Sponsor extends v.InferOutput<typeof sponsorShape> {}
export const SponsorSchema: v.GenericSchema<unknown, Sponsor> = sponsorShape;

const sponsorCollaboratorsModuleShape = v.looseObject({
  responsibleParty: v.optional(ResponsiblePartySchema),
  leadSponsor: v.optional(SponsorSchema),
  collaborators: v.optional(v.array(SponsorSchema)),
});
export interface SponsorCollaboratorsModule extends v.InferOutput<typeof sponsorCollaboratorsModuleShape> {}
export const SponsorCollaboratorsModuleSchema: v.GenericSchema<unknown, SponsorCollaboratorsModule> =
  sponsorCollaboratorsModuleShape;

const oversightModuleShape = v.looseObject({
  oversightHasDmc: v.optional(v.boolean()),
  isFdaRegulatedDrug: v.optional(v.boolean()),
  isFdaRegulatedDevice: v.optional(v.boolean()),
  isUnapprovedDevice: v.optional(v.boolean()),
  isPpsd: v.optional(v.boolean()),
  isUsExport: v.optional(v.boolean()),
  fdaaa801Violation: v.optional(v.boolean()),
});
export interface OversightModule extends v.InferOutput<typeof oversightModuleShape> {}
export const OversightModuleSchema: v.GenericSchema<unknown, OversightModule> = oversightModuleShape;

const descriptionModuleShape = v.looseObject({
  briefSummary: v.optional(MarkdownSchema),
  detailedDescription: v.optional(MarkdownSchema),
});
export interface DescriptionModule extends v.InferOutput<typeof descriptionModuleShape> {}
export const DescriptionModuleSchema: v.GenericSchema<unknown, DescriptionModule> = descriptionModuleShape;

const conditionsModuleShape = v.looseObject({
  conditions: v.optional(v.array(v.string())),
  keywords: v.optional(v.array(v.string())),
});
export interface ConditionsModule extends v.InferOutput<typeof conditionsModuleShape> {}
export const ConditionsModuleSchema: v.GenericSchema<unknown, ConditionsModule> = conditionsModuleShape;

const expandedAccessTypesShape = v.looseObject({
  individual: v.optional(v.boolean()),
  intermediate: v.optional(v.boolean()),
  treatment: v.optional(v.boolean()),
});
export interface ExpandedAccessTypes extends v.InferOutput<typeof expandedAccessTypesShape> {}
export const ExpandedAccessTypesSchema: v.GenericSchema<unknown, ExpandedAccessTypes> =
  expandedAccessTypesShape;

const maskingBlockShape = v.looseObject({
  masking: v.optional(openEnum(DESIGN_MASKING_VALUES)),
  maskingDescription: v.optional(v.string()),
  whoMasked: v.optional(v.array(openEnum(WHO_MASKED_VALUES))),
});
export interface MaskingBlock extends v.InferOutput<typeof maskingBlockShape> {}
export const MaskingBlockSchema: v.GenericSchema<unknown, MaskingBlock> = maskingBlockShape;

const designInfoShape = v.looseObject({
  allocation: v.optional(openEnum(DESIGN_ALLOCATION_VALUES)),
  interventionModel: v.optional(openEnum(INTERVENTIONAL_ASSIGNMENT_VALUES)),
  interventionModelDescription: v.optional(v.string()),
  primaryPurpose: v.optional(openEnum(PRIMARY_PURPOSE_VALUES)),
  observationalModel: v.optional(openEnum(OBSERVATIONAL_MODEL_VALUES)),
  timePerspective: v.optional(openEnum(DESIGN_TIME_PERSPECTIVE_VALUES)),
  maskingInfo: v.optional(MaskingBlockSchema),
});
export interface DesignInfo extends v.InferOutput<typeof designInfoShape> {}
export const DesignInfoSchema: v.GenericSchema<unknown, DesignInfo> = designInfoShape;

const bioSpecShape = v.looseObject({
  retention: v.optional(v.string()),
  description: v.optional(v.string()),
});
export interface BioSpec extends v.InferOutput<typeof bioSpecShape> {}
export const BioSpecSchema: v.GenericSchema<unknown, BioSpec> = bioSpecShape;

const enrollmentInfoShape = v.looseObject({
  count: v.optional(v.number()),
  type: v.optional(openEnum(ENROLLMENT_TYPE_VALUES)),
});
export interface EnrollmentInfo extends v.InferOutput<typeof enrollmentInfoShape> {}
export const EnrollmentInfoSchema: v.GenericSchema<unknown, EnrollmentInfo> = enrollmentInfoShape;

const designModuleShape = v.looseObject({
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
export interface DesignModule extends v.InferOutput<typeof designModuleShape> {}
export const DesignModuleSchema: v.GenericSchema<unknown, DesignModule> = designModuleShape;

const armGroupShape = v.looseObject({
  label: v.optional(v.string()),
  type: v.optional(openEnum(ARM_GROUP_TYPE_VALUES)),
  description: v.optional(v.string()),
  interventionNames: v.optional(v.array(v.string())),
});
export interface ArmGroup extends v.InferOutput<typeof armGroupShape> {}
export const ArmGroupSchema: v.GenericSchema<unknown, ArmGroup> = armGroupShape;

const interventionShape = v.looseObject({
  type: v.optional(openEnum(INTERVENTION_TYPE_VALUES)),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  armGroupLabels: v.optional(v.array(v.string())),
  otherNames: v.optional(v.array(v.string())),
});
export interface Intervention extends v.InferOutput<typeof interventionShape> {}
export const InterventionSchema: v.GenericSchema<unknown, Intervention> = interventionShape;

const armsInterventionsModuleShape = v.looseObject({
  armGroups: v.optional(v.array(ArmGroupSchema)),
  interventions: v.optional(v.array(InterventionSchema)),
});
export interface ArmsInterventionsModule extends v.InferOutput<typeof armsInterventionsModuleShape> {}
export const ArmsInterventionsModuleSchema: v.GenericSchema<unknown, ArmsInterventionsModule> =
  armsInterventionsModuleShape;

const outcomeShape = v.looseObject({
  measure: v.optional(v.string()),
  description: v.optional(v.string()),
  timeFrame: v.optional(v.string()),
});
export interface Outcome extends v.InferOutput<typeof outcomeShape> {}
export const OutcomeSchema: v.GenericSchema<unknown, Outcome> = outcomeShape;

const outcomesModuleShape = v.looseObject({
  primaryOutcomes: v.optional(v.array(OutcomeSchema)),
  secondaryOutcomes: v.optional(v.array(OutcomeSchema)),
  otherOutcomes: v.optional(v.array(OutcomeSchema)),
});
export interface OutcomesModule extends v.InferOutput<typeof outcomesModuleShape> {}
export const OutcomesModuleSchema: v.GenericSchema<unknown, OutcomesModule> = outcomesModuleShape;

const eligibilityModuleShape = v.looseObject({
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
export interface EligibilityModule extends v.InferOutput<typeof eligibilityModuleShape> {}
export const EligibilityModuleSchema: v.GenericSchema<unknown, EligibilityModule> = eligibilityModuleShape;

const contactShape = v.looseObject({
  name: v.optional(v.string()),
  role: v.optional(openEnum(CONTACT_ROLE_VALUES)),
  phone: v.optional(v.string()),
  phoneExt: v.optional(v.string()),
  email: v.optional(v.string()),
});
export interface Contact extends v.InferOutput<typeof contactShape> {}
export const ContactSchema: v.GenericSchema<unknown, Contact> = contactShape;

const officialShape = v.looseObject({
  name: v.optional(v.string()),
  affiliation: v.optional(v.string()),
  role: v.optional(openEnum(OFFICIAL_ROLE_VALUES)),
});
export interface Official extends v.InferOutput<typeof officialShape> {}
export const OfficialSchema: v.GenericSchema<unknown, Official> = officialShape;

const geoPointShape = v.looseObject({
  lat: v.optional(v.number()),
  lon: v.optional(v.number()),
});
export interface GeoPoint extends v.InferOutput<typeof geoPointShape> {}
export const GeoPointSchema: v.GenericSchema<unknown, GeoPoint> = geoPointShape;

const locationShape = v.looseObject({
  facility: v.optional(v.string()),
  status: v.optional(openEnum(RECRUITMENT_STATUS_VALUES)),
  city: v.optional(v.string()),
  state: v.optional(v.string()),
  zip: v.optional(v.string()),
  country: v.optional(v.string()),
  contacts: v.optional(v.array(ContactSchema)),
  geoPoint: v.optional(GeoPointSchema),
});
export interface Location extends v.InferOutput<typeof locationShape> {}
export const LocationSchema: v.GenericSchema<unknown, Location> = locationShape;

const contactsLocationsModuleShape = v.looseObject({
  centralContacts: v.optional(v.array(ContactSchema)),
  overallOfficials: v.optional(v.array(OfficialSchema)),
  locations: v.optional(v.array(LocationSchema)),
});
export interface ContactsLocationsModule extends v.InferOutput<typeof contactsLocationsModuleShape> {}
export const ContactsLocationsModuleSchema: v.GenericSchema<unknown, ContactsLocationsModule> =
  contactsLocationsModuleShape;

const retractionShape = v.looseObject({
  pmid: v.optional(v.string()),
  source: v.optional(v.string()),
});
export interface Retraction extends v.InferOutput<typeof retractionShape> {}
export const RetractionSchema: v.GenericSchema<unknown, Retraction> = retractionShape;

const referenceShape = v.looseObject({
  pmid: v.optional(v.string()),
  type: v.optional(openEnum(REFERENCE_TYPE_VALUES)),
  citation: v.optional(v.string()),
  retractions: v.optional(v.array(RetractionSchema)),
});
export interface Reference extends v.InferOutput<typeof referenceShape> {}
export const ReferenceSchema: v.GenericSchema<unknown, Reference> = referenceShape;

const seeAlsoLinkShape = v.looseObject({
  label: v.optional(v.string()),
  url: v.optional(v.string()),
});
export interface SeeAlsoLink extends v.InferOutput<typeof seeAlsoLinkShape> {}
export const SeeAlsoLinkSchema: v.GenericSchema<unknown, SeeAlsoLink> = seeAlsoLinkShape;

const availIpdShape = v.looseObject({
  id: v.optional(v.string()),
  type: v.optional(v.string()),
  url: v.optional(v.string()),
  comment: v.optional(v.string()),
});
export interface AvailIpd extends v.InferOutput<typeof availIpdShape> {}
export const AvailIpdSchema: v.GenericSchema<unknown, AvailIpd> = availIpdShape;

const referencesModuleShape = v.looseObject({
  references: v.optional(v.array(ReferenceSchema)),
  seeAlsoLinks: v.optional(v.array(SeeAlsoLinkSchema)),
  availIpds: v.optional(v.array(AvailIpdSchema)),
});
export interface ReferencesModule extends v.InferOutput<typeof referencesModuleShape> {}
export const ReferencesModuleSchema: v.GenericSchema<unknown, ReferencesModule> = referencesModuleShape;

const ipdSharingStatementModuleShape = v.looseObject({
  ipdSharing: v.optional(openEnum(IPD_SHARING_VALUES)),
  description: v.optional(v.string()),
  infoTypes: v.optional(v.array(openEnum(IPD_SHARING_INFO_TYPE_VALUES))),
  timeFrame: v.optional(v.string()),
  accessCriteria: v.optional(v.string()),
  url: v.optional(v.string()),
});
export interface IpdSharingStatementModule extends v.InferOutput<typeof ipdSharingStatementModuleShape> {}
export const IpdSharingStatementModuleSchema: v.GenericSchema<unknown, IpdSharingStatementModule> =
  ipdSharingStatementModuleShape;

const protocolSectionShape = v.looseObject({
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
export interface ProtocolSection extends v.InferOutput<typeof protocolSectionShape> {}
export const ProtocolSectionSchema: v.GenericSchema<unknown, ProtocolSection> = protocolSectionShape;
