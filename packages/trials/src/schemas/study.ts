import * as v from 'valibot';
import { AnnotationSectionSchema, DocumentSectionSchema } from './annotation-document-sections.js';
import { DerivedSectionSchema } from './derived-section.js';
import { ProtocolSectionSchema } from './protocol-section.js';
import { ResultsSectionSchema } from './results-section.js';

const studyShape = v.looseObject({
  protocolSection: v.optional(ProtocolSectionSchema),
  resultsSection: v.optional(ResultsSectionSchema),
  annotationSection: v.optional(AnnotationSectionSchema),
  documentSection: v.optional(DocumentSectionSchema),
  derivedSection: v.optional(DerivedSectionSchema),
  hasResults: v.optional(v.boolean()),
});
/**
 * One study. Every section and field is optional because `fields=` returns partial studies (a
 * study fetched with `fields: ['NCTId']` has only `protocolSection.identificationModule.nctId`),
 * and every object is loose so fields the registry adds later pass through untouched.
 */
export interface Study extends v.InferOutput<typeof studyShape> {}
export const StudySchema: v.GenericSchema<unknown, Study> = studyShape;

const studyPageShape = v.looseObject({
  studies: v.array(StudySchema),
  nextPageToken: v.optional(v.string()),
  pageToken: v.optional(v.string()),
  totalCount: v.optional(v.number()),
});
/**
 * One page of `GET /api/v2/studies`. The live service names the continuation token
 * `nextPageToken` (OpenAPI document and recorded responses); the interface spec calls it
 * `pageToken`. Both are accepted; `totalCount` is present on the first page when asked for.
 */
export interface StudyPage extends v.InferOutput<typeof studyPageShape> {}
export const StudyPageSchema: v.GenericSchema<unknown, StudyPage> = studyPageShape;
