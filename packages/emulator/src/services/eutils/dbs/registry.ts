/** Every database EInfo lists (registry.json, as einfo1.xml); only gene and clinvar carry emulated records. */
import data from './registry.json' with { type: 'json' };

export const ENTREZ_DBS: readonly string[] = data.entrezDbs;

export type EmulatedDb = 'gene' | 'clinvar';

export const isEntrezDb = (db: string): boolean => ENTREZ_DBS.includes(db);
export const isEmulatedDb = (db: string): db is EmulatedDb => db === 'gene' || db === 'clinvar';

export interface LinkInfo {
  name: string;
  menu: string;
  description: string;
  dbTo: string;
}

export const DB_INFO = data.emulated as Record<
  EmulatedDb,
  { menuName: string; description: string; build: string; lastUpdate: string; links: readonly LinkInfo[] }
>;
