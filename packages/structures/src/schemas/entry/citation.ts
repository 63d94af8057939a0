// The publications an entry cites.
// Fields by their REST names (`dccrfree` for RCSB's schema's `DCC_Rfree`): see ../entry.ts.
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from '../shared-fields.js';

/** What a citation and the primary citation share: the publication, its authors, DOI and PubMed id. */
const CITATION_FIELDS = {
  book_id_isbn: optionalString,
  book_publisher: optionalString,
  book_publisher_city: optionalString,
  book_title: optionalString,
  coordinate_linkage: v.optional(openEnum(['n', 'no', 'y', 'yes'])),
  country: optionalString,
  /** "primary" for the publication that describes the entry. */
  id: optionalString,
  /** Citation Journal Name. */
  journal_abbrev: optionalString,
  journal_id_astm: optionalString,
  journal_id_csd: optionalString,
  journal_id_issn: optionalString,
  journal_issue: optionalString,
  journal_volume: optionalString,
  language: optionalString,
  page_first: optionalString,
  page_last: optionalString,
  /** Citation DOI. */
  pdbx_database_id_doi: optionalString,
  pdbx_database_id_pub_med: optionalNumber,
  /** Authors as "Family, G.", in order. */
  rcsb_authors: optionalStrings,
  /** The journal's NLM abbreviation ("J Mol Biol"). */
  rcsb_journal_abbrev: optionalString,
  title: optionalString,
  year: optionalNumber,
};

export const CitationSchema = v.looseObject({
  ...CITATION_FIELDS,
  journal_full: optionalString,
  rcsb_is_primary: v.optional(openEnum(['N', 'Y'])),
  unpublished_flag: v.optional(openEnum(['N', 'Y'])),
});

export const PrimaryCitationSchema = v.looseObject({
  ...CITATION_FIELDS,
  rcsb_orcididentifiers: optionalStrings,
});
