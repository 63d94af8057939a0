// The publications an entry cites.
import * as v from 'valibot';
import { openEnum } from '../open-enum.js';

/** What a citation and the primary citation share: the publication, its authors, DOI and PubMed id. */
const CITATION_FIELDS = {
  book_id_isbn: v.optional(v.string()),
  book_publisher: v.optional(v.string()),
  book_publisher_city: v.optional(v.string()),
  book_title: v.optional(v.string()),
  coordinate_linkage: v.optional(openEnum(['n', 'no', 'y', 'yes'])),
  country: v.optional(v.string()),
  /** "primary" for the publication that describes the entry. */
  id: v.optional(v.string()),
  /** Citation Journal Name. */
  journal_abbrev: v.optional(v.string()),
  journal_id_astm: v.optional(v.string()),
  journal_id_csd: v.optional(v.string()),
  journal_id_issn: v.optional(v.string()),
  journal_issue: v.optional(v.string()),
  journal_volume: v.optional(v.string()),
  language: v.optional(v.string()),
  page_first: v.optional(v.string()),
  page_last: v.optional(v.string()),
  /** Citation DOI. */
  pdbx_database_id_doi: v.optional(v.string()),
  pdbx_database_id_pub_med: v.optional(v.number()),
  /** Authors as "Family, G.", in order. */
  rcsb_authors: v.optional(v.array(v.string())),
  /** The journal's NLM abbreviation ("J Mol Biol"). */
  rcsb_journal_abbrev: v.optional(v.string()),
  title: v.optional(v.string()),
  year: v.optional(v.number()),
};

export const CitationSchema = v.looseObject({
  ...CITATION_FIELDS,
  journal_full: v.optional(v.string()),
  rcsb_is_primary: v.optional(openEnum(['N', 'Y'])),
  unpublished_flag: v.optional(openEnum(['N', 'Y'])),
});

export const PrimaryCitationSchema = v.looseObject({
  ...CITATION_FIELDS,
  rcsb_orcididentifiers: v.optional(v.array(v.string())),
});
