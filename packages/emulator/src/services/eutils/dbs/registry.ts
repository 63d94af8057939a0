/** Every database EInfo lists (registry.json, as einfo1.xml); only gene and clinvar carry emulated records. */
import data from './registry.json' with { type: 'json' };

export const ENTREZ_DBS: readonly string[] = data.entrezDbs;
export const DB_INFO = data.emulated;

export type EmulatedDb = keyof typeof DB_INFO;
export type LinkInfo = (typeof DB_INFO)[EmulatedDb]['links'][number];

export const isEntrezDb = (db: string): boolean => ENTREZ_DBS.includes(db);
export const isEmulatedDb = (db: string): db is EmulatedDb => db === 'gene' || db === 'clinvar';
