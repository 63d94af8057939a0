import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { UNPOSTED_EVENT_TYPE_VALUES, VIOLATION_EVENT_TYPE_VALUES } from './enums.js';

// The annotation section (unposted events, FDAAA violations) and the document section (protocol, SAP and ICF files).

const unpostedEventShape = v.looseObject({
  type: v.optional(openEnum(UNPOSTED_EVENT_TYPE_VALUES)),
  date: v.optional(v.string()),
  dateUnknown: v.optional(v.boolean()),
});
export interface UnpostedEvent extends v.InferOutput<typeof unpostedEventShape> {}
export const UnpostedEventSchema: v.GenericSchema<unknown, UnpostedEvent> = unpostedEventShape;

const unpostedAnnotationShape = v.looseObject({
  unpostedResponsibleParty: v.optional(v.string()),
  unpostedEvents: v.optional(v.array(UnpostedEventSchema)),
});
export interface UnpostedAnnotation extends v.InferOutput<typeof unpostedAnnotationShape> {}
export const UnpostedAnnotationSchema: v.GenericSchema<unknown, UnpostedAnnotation> = unpostedAnnotationShape;

const violationEventShape = v.looseObject({
  type: v.optional(openEnum(VIOLATION_EVENT_TYPE_VALUES)),
  description: v.optional(v.string()),
  creationDate: v.optional(v.string()),
  issuedDate: v.optional(v.string()),
  releaseDate: v.optional(v.string()),
  postedDate: v.optional(v.string()),
});
export interface ViolationEvent extends v.InferOutput<typeof violationEventShape> {}
export const ViolationEventSchema: v.GenericSchema<unknown, ViolationEvent> = violationEventShape;

const violationAnnotationShape = v.looseObject({
  violationEvents: v.optional(v.array(ViolationEventSchema)),
});
export interface ViolationAnnotation extends v.InferOutput<typeof violationAnnotationShape> {}
export const ViolationAnnotationSchema: v.GenericSchema<unknown, ViolationAnnotation> =
  violationAnnotationShape;

const annotationModuleShape = v.looseObject({
  unpostedAnnotation: v.optional(UnpostedAnnotationSchema),
  violationAnnotation: v.optional(ViolationAnnotationSchema),
});
export interface AnnotationModule extends v.InferOutput<typeof annotationModuleShape> {}
export const AnnotationModuleSchema: v.GenericSchema<unknown, AnnotationModule> = annotationModuleShape;

const annotationSectionShape = v.looseObject({
  annotationModule: v.optional(AnnotationModuleSchema),
});
export interface AnnotationSection extends v.InferOutput<typeof annotationSectionShape> {}
export const AnnotationSectionSchema: v.GenericSchema<unknown, AnnotationSection> = annotationSectionShape;

const largeDocShape = v.looseObject({
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
export interface LargeDoc extends v.InferOutput<typeof largeDocShape> {}
export const LargeDocSchema: v.GenericSchema<unknown, LargeDoc> = largeDocShape;

const largeDocumentModuleShape = v.looseObject({
  noSap: v.optional(v.boolean()),
  largeDocs: v.optional(v.array(LargeDocSchema)),
});
export interface LargeDocumentModule extends v.InferOutput<typeof largeDocumentModuleShape> {}
export const LargeDocumentModuleSchema: v.GenericSchema<unknown, LargeDocumentModule> =
  largeDocumentModuleShape;

const documentSectionShape = v.looseObject({
  largeDocumentModule: v.optional(LargeDocumentModuleSchema),
});
export interface DocumentSection extends v.InferOutput<typeof documentSectionShape> {}
export const DocumentSectionSchema: v.GenericSchema<unknown, DocumentSection> = documentSectionShape;
