/**
 * Real bioRxiv records and a real /pubs/ record, as the live API answered them (real.json, which
 * says who recorded them). Users can look these up and find the same facts.
 */
import data from './real.json' with { type: 'json' };

export const REAL_PREPRINTS = data.preprints;
export const REAL_PUBLICATIONS = data.publications;
