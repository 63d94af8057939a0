import * as v from 'valibot';

export const JatsAuthorSchema = v.object({
  /** Display name: given names then surname, or the collaboration's name. */
  name: v.string(),
  surname: v.optional(v.string()),
  givenNames: v.optional(v.string()),
  orcid: v.optional(v.string()),
  corresponding: v.boolean(),
  /** Affiliation texts, in the order the author's references name them. */
  affiliations: v.array(v.string()),
});
export type JatsAuthor = v.InferOutput<typeof JatsAuthorSchema>;

export interface JatsSection {
  id?: string | undefined;
  heading?: string | undefined;
  paragraphs: string[];
  sections: JatsSection[];
}
export const JatsSectionSchema: v.GenericSchema<JatsSection> = v.object({
  id: v.optional(v.string()),
  heading: v.optional(v.string()),
  paragraphs: v.array(v.string()),
  sections: v.array(v.lazy(() => JatsSectionSchema)),
});

export const JatsFigureSchema = v.object({
  id: v.optional(v.string()),
  label: v.optional(v.string()),
  /** The caption's title, when it has one. */
  title: v.optional(v.string()),
  /** The caption's paragraphs as one text (title excluded). */
  caption: v.string(),
});
export type JatsFigure = v.InferOutput<typeof JatsFigureSchema>;

export const JatsReferenceSchema = v.object({
  id: v.optional(v.string()),
  label: v.optional(v.string()),
  authors: v.array(v.string()),
  title: v.optional(v.string()),
  source: v.optional(v.string()),
  year: v.optional(v.string()),
  doi: v.optional(v.string()),
});
export type JatsReference = v.InferOutput<typeof JatsReferenceSchema>;

/** A preprint's full text read from its JATS XML. */
export const JatsArticleSchema = v.object({
  doi: v.optional(v.string()),
  title: v.string(),
  authors: v.array(JatsAuthorSchema),
  /** The abstract's paragraphs joined by blank lines. */
  abstract: v.string(),
  sections: v.array(JatsSectionSchema),
  figures: v.array(JatsFigureSchema),
  references: v.array(JatsReferenceSchema),
});
export type JatsArticle = v.InferOutput<typeof JatsArticleSchema>;
