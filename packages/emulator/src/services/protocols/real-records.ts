/**
 * Real public protocols users look up (real-records.json, which says where each fact comes from);
 * their step texts are not embedded: each step says so (see README).
 */
import data from './real-records.json' with { type: 'json' };

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

export const REAL_RECORDS = data.records as readonly RealRecord[];
