import { createRandom, intBetween, mixSeed, pick, pickSome } from '../../../prng.js';
import { CHEM_COMPS } from './chem-comps.js';
import { CA_CTD, type Protein, proteinsFor } from './proteins.js';

/** One polymer entity (a protein) of an entry, with its chains (label_asym_id). */
export interface PolymerRec {
  entityId: string;
  description: string;
  sequence: string;
  organism: string;
  taxId: number;
  accession: string | undefined;
  chains: string[];
}

/** One non-polymer entity (a ligand or ion) with its placed copies. */
export interface LigandRec {
  entityId: string;
  compId: string;
  chains: string[];
}

export interface AssemblyRec {
  id: string;
  chains: string[];
}

export interface EntryRec {
  id: string;
  title: string;
  method: string;
  resolution: number | undefined;
  depositDate: string;
  releaseDate: string;
  keywords: string;
  polymers: PolymerRec[];
  ligands: LigandRec[];
  /** A chitobiose (NAG-NAG) on some entries: the branched entity kind. */
  branched: LigandRec[];
  assemblies: AssemblyRec[];
  atomCount: number;
  /** A computed structure model (AF_...), not an experimental entry. */
  computational: boolean;
}

const METHODS: readonly [string, number][] = [
  ['X-RAY DIFFRACTION', 0.7],
  ['ELECTRON MICROSCOPY', 0.9],
  ['SOLUTION NMR', 1],
];
const KEYWORDS = [
  'TRANSFERASE',
  'HYDROLASE',
  'TRANSPORT PROTEIN',
  'OXIDOREDUCTASE',
  'SIGNALING PROTEIN',
  'LIGASE',
];
const GENERATED = 220;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Chain ids A..Z, then AA, BA, ... as the archive assigns label_asym_id. */
export function asymId(n: number): string {
  return n < 26 ? (LETTERS[n] as string) : `${LETTERS[n % 26]}${LETTERS[Math.floor(n / 26) - 1]}`;
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The two real entries users look up first (facts from their archive records). */
function realEntries(proteins: readonly Protein[]): EntryRec[] {
  const [hba, hbb] = proteins;
  const polymer = (p: Protein, entityId: string, chains: string[]): PolymerRec => ({
    entityId,
    description: p.description,
    sequence: p.sequence,
    organism: p.organism,
    taxId: p.taxId,
    accession: p.accession,
    chains,
  });
  return [
    {
      id: '4HHB',
      title: 'THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION',
      method: 'X-RAY DIFFRACTION',
      resolution: 1.74,
      depositDate: '1984-03-07',
      releaseDate: '1984-07-17',
      keywords: 'OXYGEN TRANSPORT',
      polymers: [polymer(hba as Protein, '1', ['A', 'C']), polymer(hbb as Protein, '2', ['B', 'D'])],
      ligands: [
        { entityId: '3', compId: 'PO4', chains: ['E', 'F'] },
        { entityId: '4', compId: 'HEM', chains: ['G', 'H', 'I', 'J'] },
      ],
      branched: [],
      assemblies: [{ id: '1', chains: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] }],
      atomCount: 4779,
      computational: false,
    },
    {
      id: '1A8O',
      title: 'HIV CAPSID C-TERMINAL DOMAIN',
      method: 'X-RAY DIFFRACTION',
      resolution: 1.7,
      depositDate: '1998-03-27',
      releaseDate: '1998-10-14',
      keywords: 'Viral protein',
      polymers: [
        {
          entityId: '1',
          description: 'HIV CAPSID',
          sequence: CA_CTD,
          organism: 'Human immunodeficiency virus 1',
          taxId: 11676,
          accession: undefined,
          chains: ['A'],
        },
      ],
      ligands: [],
      branched: [],
      assemblies: [{ id: '1', chains: ['A'] }],
      atomCount: 644,
      computational: false,
    },
  ];
}

function generatedEntry(seed: number, i: number, proteins: readonly Protein[]): EntryRec {
  const random = createRandom(mixSeed(seed, 7_002, i));
  const roll = random();
  const method = (METHODS.find(([, upTo]) => roll < upTo) ?? ['X-RAY DIFFRACTION'])[0];
  // The last generated entry is a large complex: too many atoms and chains for the PDB format.
  const large = i === GENERATED - 1;
  const members = pickSome(random, proteins.slice(4), large ? 3 : intBetween(random, 1, 3));
  let chainNo = 0;
  const polymers = members.map((p, k) => {
    const copies = large ? 24 : intBetween(random, 1, 2);
    return {
      entityId: String(k + 1),
      description: p.description,
      sequence: p.sequence,
      organism: p.organism,
      taxId: p.taxId,
      accession: p.accession,
      chains: Array.from({ length: copies }, () => asymId(chainNo++)),
    };
  });
  const ligands = pickSome(random, CHEM_COMPS, intBetween(random, 0, 2)).map((c, k) => ({
    entityId: String(polymers.length + k + 1),
    compId: c.id,
    chains: Array.from({ length: intBetween(random, 1, 2) }, () => asymId(chainNo++)),
  }));
  const branched =
    i % 10 === 3
      ? [
          {
            entityId: String(polymers.length + ligands.length + 1),
            compId: 'NAG',
            chains: [asymId(chainNo++)],
          },
        ]
      : [];
  const allChains = [
    ...polymers.flatMap((p) => p.chains),
    ...ligands.flatMap((l) => l.chains),
    ...branched.flatMap((b) => b.chains),
  ];
  const firstChains = polymers.map((p) => p.chains[0] as string);
  const residues = polymers.reduce((n, p) => n + p.sequence.length * p.chains.length, 0);
  const deposit = Date.UTC(1990, 0, 1) + Math.floor(random() * 34 * 365) * 86_400_000;
  const head = members[0] as Protein;
  return {
    id: `9Z${(i + 36).toString(36).toUpperCase().padStart(2, '0')}`,
    // Generated entries may hold real proteins (CYP2C19, haemoglobin): the title says the entry is not a real one.
    title: `Crystal structure of ${head.description.toLowerCase()} from ${head.organism}${large ? ' in a large complex' : ''} [synthetic]`,
    method,
    resolution: method === 'SOLUTION NMR' ? undefined : Math.round((1 + random() * 3) * 100) / 100,
    depositDate: iso(deposit),
    releaseDate: iso(deposit + intBetween(random, 30, 200) * 86_400_000),
    keywords: pick(random, KEYWORDS),
    polymers,
    ligands,
    branched,
    assemblies:
      polymers.some((p) => p.chains.length > 1) && !large
        ? [
            { id: '1', chains: allChains },
            { id: '2', chains: firstChains },
          ]
        : [{ id: '1', chains: allChains }],
    atomCount: large ? 150_000 + residues : residues * 8,
    computational: false,
  };
}

/** The computed structure model RCSB imports from AlphaFold DB for a protein (`AF_AFP50613F1`). */
function computedModel(p: Protein): EntryRec {
  return {
    id: `AF_AF${p.accession}F1`,
    title: `Computed structure model of ${p.description}`,
    method: 'THEORETICAL MODEL',
    resolution: undefined,
    depositDate: '2022-06-01',
    releaseDate: '2022-12-01',
    keywords: 'COMPUTED STRUCTURE MODEL',
    polymers: [
      {
        entityId: '1',
        description: p.description,
        sequence: p.sequence,
        organism: p.organism,
        taxId: p.taxId,
        accession: p.accession,
        chains: ['A'],
      },
    ],
    ligands: [],
    branched: [],
    assemblies: [{ id: '1', chains: ['A'] }],
    atomCount: p.sequence.length * 8,
    computational: true,
  };
}

export interface Archive {
  entries: readonly EntryRec[];
  byId: ReadonlyMap<string, EntryRec>;
}

const archives = new Map<number, Archive>();

/** Every entry for a seed: 2 real, 220 generated (one too large for PDB format), 1 model per protein. */
export function archiveFor(seed: number): Archive {
  let archive = archives.get(seed);
  if (!archive) {
    const proteins = proteinsFor(seed);
    const entries = [
      ...realEntries(proteins),
      ...Array.from({ length: GENERATED }, (_, i) => generatedEntry(seed, i, proteins)),
      ...proteins.map(computedModel),
    ];
    archive = { entries, byId: new Map(entries.map((e) => [e.id.toUpperCase(), e])) };
    archives.set(seed, archive);
  }
  return archive;
}

/** An entry by any accepted spelling: `4hhb`, `pdb_00004hhb`, `AF_AFP50613F1`. */
export function findEntry(archive: Archive, id: string): EntryRec | undefined {
  const upper = id.toUpperCase();
  const extended = /^PDB_0000([0-9A-Z]{4})$/.exec(upper);
  return archive.byId.get(extended ? (extended[1] as string) : upper);
}

/** Entries that include a protein (by UniProt accession). */
export function entriesWith(archive: Archive, accession: string): EntryRec[] {
  return archive.entries.filter((e) => e.polymers.some((p) => p.accession === accession));
}
