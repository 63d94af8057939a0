import { createRandom, fill, intBetween, memoize, mixSeed, pick, pickSome } from '../../../kit/index.js';
import { SYNTHETIC_MARK } from '../../../synthetic.js';
import { CHEM_COMPS } from './chem-comps.js';
import data from './entries.json' with { type: 'json' };
import { type Protein, proteinsFor } from './proteins.js';

const METHODS = data.methods as [string, number][];
const GENERATED = 220;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Chain ids A..Z, then AA, BA, ... as the archive assigns label_asym_id. */
function asymId(n: number): string {
  return n < 26 ? (LETTERS[n] as string) : `${LETTERS[n % 26]}${LETTERS[Math.floor(n / 26) - 1]}`;
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A polymer entity holding a whole protein of the catalog, with its chains (label_asym_id). */
const polymerOf = (protein: Protein, entityId: string, chains: string[]) => {
  const { description, sequence, organism, taxId, accession } = protein;
  return { entityId, description, sequence, organism, taxId, accession, chains };
};

/**
 * The real entries users look up first (entries.json): a polymer names its protein by accession
 * (and the residue range the entry holds), or carries its own fields when the catalog lacks it.
 */
function realEntries(proteins: readonly Protein[]): EntryRec[] {
  type RealPolymer = Partial<PolymerRec> & { entityId: string; chains: string[]; range?: number[] };
  const polymer = ({ range, ...p }: RealPolymer) => {
    const protein = proteins.find((x) => x.accession === p.accession);
    const own = { ...(protein ?? (p as unknown as Protein)), accession: protein?.accession as string };
    const [from = 1, to] = range ?? [];
    return { ...polymerOf(own, p.entityId, p.chains), sequence: own.sequence.slice(from - 1, to) };
  };
  return data.entries.map((entry) => ({
    ...entry,
    polymers: entry.polymers.map(polymer),
    branched: [],
    computational: false,
  }));
}

function generatedEntry(seed: number, i: number, proteins: readonly Protein[]) {
  const random = createRandom(mixSeed(seed, 7_002, i));
  const roll = random();
  const method = (METHODS.find(([, upTo]) => roll < upTo) ?? ['X-RAY DIFFRACTION'])[0];
  // The last generated entry is a large complex: too many atoms and chains for the PDB format.
  const large = i === GENERATED - 1;
  // Generated proteins only (accessions X0…): a search for a real protein finds only real entries.
  const generatedProteins = proteins.filter((p) => p.accession.startsWith('X0'));
  const members = pickSome(random, generatedProteins, large ? 3 : intBetween(random, 1, 3));
  let chainNo = 0;
  const chains = (copies: number) => Array.from({ length: copies }, () => asymId(chainNo++));
  const polymers = members.map((p, k) =>
    polymerOf(p, String(k + 1), chains(large ? 24 : intBetween(random, 1, 2))),
  );
  const ligands = pickSome(random, CHEM_COMPS, intBetween(random, 0, 2)).map((c, k) => ({
    entityId: String(polymers.length + k + 1),
    compId: c.id,
    chains: chains(intBetween(random, 1, 2)),
  }));
  // Every tenth entry has a chitobiose (NAG-NAG), the branched entity kind.
  const chitobiose = { entityId: String(polymers.length + ligands.length + 1), compId: 'NAG' };
  const branched = i % 10 === 3 ? [{ ...chitobiose, chains: chains(1) }] : [];
  const whole = { id: '1', chains: [...polymers, ...ligands, ...branched].flatMap((x) => x.chains) };
  const firstChains = polymers.map((p) => p.chains[0] as string);
  const residues = polymers.reduce((n, p) => n + p.sequence.length * p.chains.length, 0);
  const deposit = Date.UTC(1990, 0, 1) + Math.floor(random() * 34 * 365) * 86_400_000;
  const head = members[0] as Protein;
  return {
    // An extended id far past those wwPDB issues (pdb_1xxxxxxx on): never a real entry's id.
    id: `PDB_99991${i.toString(36).toUpperCase().padStart(3, '0')}`,
    title: `Crystal structure of ${head.description.toLowerCase()} from ${head.organism}${large ? ' in a large complex' : ''}${SYNTHETIC_MARK}`,
    method,
    resolution: method === 'SOLUTION NMR' ? undefined : Math.round((1 + random() * 3) * 100) / 100,
    depositDate: iso(deposit),
    releaseDate: iso(deposit + intBetween(random, 30, 200) * 86_400_000),
    keywords: pick(random, data.keywords),
    polymers,
    ligands,
    branched,
    assemblies:
      polymers.some((p) => p.chains.length > 1) && !large
        ? [whole, { id: '2', chains: firstChains }]
        : [whole],
    atomCount: large ? 150_000 + residues : residues * 8,
    computational: false,
  };
}

export type PolymerRec = ReturnType<typeof polymerOf>;

/**
 * An entry of the archive; a real one carries its primary citation and the record categories
 * copied from RCSB's answer (entries.json).
 */
export type EntryRec = ReturnType<typeof generatedEntry> & {
  pubmed?: { id: number; doi: string };
  facts?: Record<string, unknown>;
};
/** A non-polymer entity (a ligand or ion) or a branched one, with its placed copies. */
export type LigandRec = EntryRec['ligands'][number];

/** The computed structure model RCSB imports from AlphaFold DB for a protein (`AF_AFP50613F1`). */
const computedModel = (p: Protein): EntryRec =>
  fill<EntryRec>(data.computedModel, {
    ...p,
    polymer: polymerOf(p, '1', ['A']),
    atoms: p.sequence.length * 8,
  });

/** Every entry for a seed: the real ones, 220 generated (one too large for PDB format), 1 model per protein. */
export const archiveFor = memoize((seed: number) => {
  const proteins = proteinsFor(seed);
  const entries: EntryRec[] = [
    ...realEntries(proteins),
    ...Array.from({ length: GENERATED }, (_, i) => generatedEntry(seed, i, proteins)),
    ...proteins.map(computedModel),
  ];
  return { entries, byId: new Map(entries.map((e) => [e.id.toUpperCase(), e])), proteins };
});
export type Archive = ReturnType<typeof archiveFor>;

/** An entry by any accepted spelling: `4hhb`, `pdb_00004hhb`, `pdb_99991000`, `AF_AFP50613F1`. */
export function findEntry(archive: Archive, id: string): EntryRec | undefined {
  return archive.byId.get(id.toUpperCase().replace(/^PDB_0000(?=[0-9A-Z]{4}$)/, ''));
}
