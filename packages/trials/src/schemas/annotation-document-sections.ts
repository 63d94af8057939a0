import * as v from 'valibot';
import { openEnum } from './common.js';
import { UNPOSTED_EVENT_TYPE_VALUES, VIOLATION_EVENT_TYPE_VALUES } from './enums.js';

// The annotation section (unposted events, FDAAA violations) and the document section (protocol, SAP and ICF files).

export const UnpostedEventSchema = v.looseObject({
  type: v.optional(openEnum(UNPOSTED_EVENT_TYPE_VALUES)),
  date: v.optional(v.string()),
  dateUnknown: v.optional(v.boolean()),
});
export type UnpostedEvent = v.InferOutput<typeof UnpostedEventSchema>;

export const UnpostedAnnotationSchema = v.looseObject({
  unpostedResponsibleParty: v.optional(v.string()),
  unpostedEvents: v.optional(v.array(UnpostedEventSchema)),
});
export type UnpostedAnnotation = v.InferOutput<typeof UnpostedAnnotationSchema>;

export const ViolationEventSchema = v.looseObject({
  type: v.optional(openEnum(VIOLATION_EVENT_TYPE_VALUES)),
  description: v.optional(v.string()),
  creationDate: v.optional(v.string()),
  issuedDate: v.optional(v.string()),
  releaseDate: v.optional(v.string()),
  postedDate: v.optional(v.string()),
});
export type ViolationEvent = v.InferOutput<typeof ViolationEventSchema>;

export const ViolationAnnotationSchema = v.looseObject({
  violationEvents: v.optional(v.array(ViolationEventSchema)),
});
export type ViolationAnnotation = v.InferOutput<typeof ViolationAnnotationSchema>;

export const AnnotationModuleSchema = v.looseObject({
  unpostedAnnotation: v.optional(UnpostedAnnotationSchema),
  violationAnnotation: v.optional(ViolationAnnotationSchema),
});
export type AnnotationModule = v.InferOutput<typeof AnnotationModuleSchema>;

export const AnnotationSectionSchema = v.looseObject({
  annotationModule: v.optional(AnnotationModuleSchema),
});
export type AnnotationSection = v.InferOutput<typeof AnnotationSectionSchema>;

export const LargeDocSchema = v.looseObject({
  typeAbbrev: v.optional(v.string()),
  hasProtocol: v.optional(v.boolean()),
  hasSap: v.optional(v.boolean()),
  hasIcf: v.optional(v.boolean()),
  label: v.optional(v.string()),
  date: v.optional(v.string()),
  uploadDate: v.optional(v.string()),
  filename: v.optional(v.string()),
  size: v.optional(v.number()),
});
export type LargeDoc = v.InferOutput<typeof LargeDocSchema>;

export const LargeDocumentModuleSchema = v.looseObject({
  noSap: v.optional(v.boolean()),
  largeDocs: v.optional(v.array(LargeDocSchema)),
});
export type LargeDocumentModule = v.InferOutput<typeof LargeDocumentModuleSchema>;

export const DocumentSectionSchema = v.looseObject({
  largeDocumentModule: v.optional(LargeDocumentModuleSchema),
});
export type DocumentSection = v.InferOutput<typeof DocumentSectionSchema>;
