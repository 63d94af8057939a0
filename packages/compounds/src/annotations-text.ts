import type { PugViewInformation, PugViewRecord, PugViewSection } from './schemas/pug-view.js';

/** Every section called `heading`, at any depth, in document order. */
export function findSections(record: Pick<PugViewRecord, 'Section'>, heading: string): PugViewSection[] {
  const found: PugViewSection[] = [];
  const visit = (sections: readonly PugViewSection[] | undefined) => {
    for (const section of sections ?? []) {
      if (section.TOCHeading === heading) found.push(section);
      else visit(section.Section);
    }
  };
  visit(record.Section);
  return found;
}

/** The text of one information item: its strings, or its numbers with the unit, dates, booleans. */
export function informationText(information: PugViewInformation): string[] {
  const value = information.Value;
  if (!value) return [];
  const out: string[] = [];
  // A unit belongs to the figure, whether PubChem wrote it as a number or as text ("334.4" g/mol).
  const unit = value.Unit ? ` ${value.Unit}` : '';
  for (const item of value.StringWithMarkup ?? [])
    if (item.String.trim() !== '') out.push(`${item.String}${unit}`);
  for (const n of value.Number ?? []) out.push(`${n}${unit}`);
  for (const d of value.DateISO8601 ?? []) out.push(d);
  for (const b of value.Boolean ?? []) out.push(String(b));
  return out;
}

/** One piece of text under a heading, with the sub-heading path it sits under. */
export interface AnnotationText {
  /** Headings from the matched section down to the one holding the text. */
  path: string[];
  text: string;
  referenceNumber?: number;
}

/**
 * Every text under `heading` (one of the spec's eight headings, or any other TOCHeading), walking
 * the whole subtree: `annotationTexts(record, 'Toxicity')` gives the toxicity paragraphs with the
 * sub-headings they sit under.
 */
export function annotationTexts(record: Pick<PugViewRecord, 'Section'>, heading: string): AnnotationText[] {
  const out: AnnotationText[] = [];
  const visit = (section: PugViewSection, path: string[]) => {
    for (const information of section.Information ?? []) {
      for (const text of informationText(information)) {
        const item: AnnotationText = { path, text };
        if (information.ReferenceNumber !== undefined) item.referenceNumber = information.ReferenceNumber;
        out.push(item);
      }
    }
    for (const child of section.Section ?? []) visit(child, [...path, child.TOCHeading]);
  };
  for (const section of findSections(record, heading)) visit(section, [section.TOCHeading]);
  return out;
}
