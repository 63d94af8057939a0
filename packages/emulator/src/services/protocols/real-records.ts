/**
 * Real public protocols users look up, with the metadata of their recorded API v3 answers
 * (scinote-eln/scinote-web test fixtures and the protocols.io API v3 documentation): id, uri,
 * title, DOI, creator, authors, creation/publication times and step counts are the service's.
 * Their step texts are not embedded: each step says so (see README).
 */
export interface Person {
  name: string;
  affiliation: string | null;
  username: string | null;
}

export interface RealRecord {
  id: number;
  uri: string;
  title: string;
  doi: string;
  createdOn: number;
  publishedOn: number;
  creator: Person;
  authors: Person[];
  steps: number;
  /** First section title, where the recording shows it. */
  firstSection?: string;
  materials?: { id: number; name: string; sku: string; url: string; vendor: string; vendorLink: string }[];
}

const SULLIVAN_LAB: Person = {
  name: 'Matthew Sullivan Lab',
  affiliation: 'Matthew Sullivan Lab, University of Arizona, The Ohio State University',
  username: null,
};

export const REAL_RECORDS: readonly RealRecord[] = [
  {
    id: 9451,
    uri: 'cut-run-targeted-in-situ-genome-wide-profiling-wit-mgjc3un',
    title: 'CUT&RUN: Targeted in situ genome-wide profiling with high efficiency for low cell numbers',
    doi: 'dx.doi.org/10.17504/protocols.io.mgjc3un',
    createdOn: 1515173338,
    publishedOn: 1516132805,
    creator: {
      name: 'Steven Henikoff',
      affiliation: 'Fred Hutchinson Cancer Research Center',
      username: 'steven-henikoff',
    },
    authors: [
      {
        name: 'Peter J. Skene',
        affiliation:
          'Howard Hughes Medical Institute, Basic Sciences Division, Fred Hutchinson Cancer Research Center',
        username: null,
      },
      {
        name: 'Steven Henikoff',
        affiliation:
          'Howard Hughes Medical Institute, Basic Sciences Division, Fred Hutchinson Cancer Research Center',
        username: null,
      },
    ],
    steps: 66,
    firstSection: 'Binding cells to beads',
  },
  {
    id: 872,
    uri: 'lysis-buffer-20-ml-c4gytv',
    title: 'Lysis Buffer (20 mL)',
    doi: 'dx.doi.org/10.17504/protocols.io.c4gytv',
    createdOn: 1434670606,
    publishedOn: 1487372466,
    creator: { name: 'Celina Gomez', affiliation: null, username: 'celina-gomez' },
    authors: [{ name: 'Matt Sullivan Lab', affiliation: 'Matt Sullivan Lab', username: null }],
    steps: 3,
  },
  {
    id: 6645,
    uri: 'quick-ligation-protocol-m2200-iqvcdw6',
    title: 'Quick Ligation Protocol (M2200)',
    doi: 'dx.doi.org/10.17504/protocols.io.iqvcdw6',
    createdOn: 1499033111,
    publishedOn: 1502240985,
    creator: { name: 'New England Biolabs', affiliation: 'MAI', username: 'vladimir-frolov' },
    authors: [{ name: 'Matt Sullivan Lab', affiliation: 'Matt Sullivan Lab', username: null }],
    steps: 4,
    materials: [
      {
        id: 1144,
        name: 'Quick Ligation Kit - 30 rxns',
        sku: 'M2200S',
        url: 'https://www.neb.com/M2200',
        vendor: 'New England Biolabs',
        vendorLink: 'https://www.neb.com/',
      },
    ],
  },
  {
    id: 22532,
    uri: 'producing-rooted-cassava-plantlets-for-use-in-pot-z9cf92w',
    title: 'Producing rooted cassava plantlets for use in pot experiments',
    doi: 'dx.doi.org/10.17504/protocols.io.z9cf92w',
    createdOn: 1556012701,
    publishedOn: 1556312593,
    creator: {
      name: 'Matema Imakumbili',
      affiliation: 'Sokoine University of Agriculture',
      username: 'matema-imakumbili',
    },
    authors: [
      {
        name: 'Matema Imakumbili',
        affiliation: 'Sokoine University of Agriculture',
        username: 'matema-imakumbili',
      },
    ],
    steps: 13,
  },
  {
    id: 832,
    uri: 'Preparation-of-Virus-DNA-from-Seawater-for-Metagen-c28yhv',
    title: 'Preparation of Virus DNA from Seawater for Metagenomics',
    doi: 'dx.doi.org/10.17504/protocols.io.c28yhv',
    createdOn: 1434495014,
    publishedOn: 1451931897,
    creator: { name: 'VERVE Team', affiliation: 'University of Arizona', username: 'verve-team' },
    authors: [SULLIVAN_LAB],
    steps: 11,
  },
];
