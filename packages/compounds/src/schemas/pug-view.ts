import * as v from 'valibot';

/** The text annotation headings the interface spec names (S8, "Text annotation section headings"). */
export const ANNOTATION_HEADINGS = [
  'Chemical and Physical Properties',
  'Drug and Medication Information',
  'Pharmacology and Biochemistry',
  'Safety and Hazards',
  'Toxicity',
  'Literature',
  'Patents',
  'Biomolecular Interactions and Pathways',
] as const;
export type AnnotationHeading = (typeof ANNOTATION_HEADINGS)[number];

/** A link inside a string: characters `Start`..`Start+Length` point at `URL`. */
export const MarkupSchema = v.looseObject({
  Start: v.optional(v.number()),
  Length: v.optional(v.number()),
  URL: v.optional(v.string()),
  Type: v.optional(v.string()),
  Extra: v.optional(v.string()),
});

export const StringWithMarkupSchema = v.looseObject({
  String: v.string(),
  Markup: v.optional(v.array(MarkupSchema)),
});
export type StringWithMarkup = v.InferOutput<typeof StringWithMarkupSchema>;

/** One value: text with links, numbers with a unit, booleans, dates, or a link to external data. */
export const PugViewValueSchema = v.looseObject({
  StringWithMarkup: v.optional(v.array(StringWithMarkupSchema)),
  Number: v.optional(v.array(v.number())),
  Unit: v.optional(v.string()),
  Boolean: v.optional(v.array(v.boolean())),
  DateISO8601: v.optional(v.array(v.string())),
  ExternalDataURL: v.optional(v.array(v.string())),
  ExternalTableName: v.optional(v.string()),
  MimeType: v.optional(v.string()),
});
export type PugViewValue = v.InferOutput<typeof PugViewValueSchema>;

export const PugViewInformationSchema = v.looseObject({
  ReferenceNumber: v.optional(v.number()),
  Name: v.optional(v.string()),
  Description: v.optional(v.string()),
  Reference: v.optional(v.array(v.string())),
  URL: v.optional(v.string()),
  Value: v.optional(PugViewValueSchema),
});
export type PugViewInformation = v.InferOutput<typeof PugViewInformationSchema>;

/** A section of the record: a heading, its information, and its sub-sections (a tree). */
export interface PugViewSection {
  TOCHeading: string;
  Description?: string | undefined;
  URL?: string | undefined;
  DisplayControls?: Record<string, unknown> | undefined;
  Information?: PugViewInformation[] | undefined;
  Section?: PugViewSection[] | undefined;
  [key: string]: unknown;
}

// A recursive schema needs its output type spelled out once (valibot cannot infer through lazy).
export const PugViewSectionSchema: v.GenericSchema<unknown, PugViewSection> = v.looseObject({
  TOCHeading: v.string(),
  Description: v.optional(v.string()),
  URL: v.optional(v.string()),
  DisplayControls: v.optional(v.record(v.string(), v.unknown())),
  Information: v.optional(v.array(PugViewInformationSchema)),
  Section: v.optional(v.array(v.lazy(() => PugViewSectionSchema))),
});

/** A data source cited by `ReferenceNumber`. */
export const PugViewReferenceSchema = v.looseObject({
  ReferenceNumber: v.number(),
  SourceName: v.optional(v.string()),
  SourceID: v.optional(v.string()),
  Name: v.optional(v.string()),
  Description: v.optional(v.string()),
  URL: v.optional(v.string()),
  LicenseNote: v.optional(v.string()),
  LicenseURL: v.optional(v.string()),
  ANID: v.optional(v.number()),
});
export type PugViewReference = v.InferOutput<typeof PugViewReferenceSchema>;

/** `Record` of `/rest/pug_view/data/compound/<cid>/JSON`. */
export const PugViewRecordSchema = v.looseObject({
  RecordType: v.string(),
  RecordNumber: v.pipe(v.number(), v.integer()),
  RecordTitle: v.optional(v.string()),
  Section: v.optional(v.array(PugViewSectionSchema), []),
  Reference: v.optional(v.array(PugViewReferenceSchema), []),
});
export type PugViewRecord = v.InferOutput<typeof PugViewRecordSchema>;

export const PugViewDocumentSchema = v.looseObject({ Record: PugViewRecordSchema });
export type PugViewDocument = v.InferOutput<typeof PugViewDocumentSchema>;
