import { intBetween, pick, type Random } from '../../../prng.js';

/** Entrez Gene types with the numeric values Entrezgene XML carries. */
export const GENE_TYPES = {
  'protein-coding': 6,
  pseudo: 2,
  snoRNA: 7,
  ncRNA: 8,
} as const;

export type GeneType = keyof typeof GENE_TYPES;

export interface FamilyDraw {
  symbol: string;
  name: string;
  type: GeneType;
  summary?: string;
}

interface Family {
  weight: number;
  draw(random: Random, chr: string): FamilyDraw;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Roman numerals up to 39 (collagen types are numbered I to XXVIII). */
const roman = (n: number): string =>
  'X'.repeat(Math.floor(n / 10)) + ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'][n % 10];

const coding = (symbol: string, name: string): FamilyDraw => ({ symbol, name, type: 'protein-coding' });

const MIRNA_SUMMARY =
  'microRNAs (miRNAs) are short (20-24 nt) non-coding RNAs that are involved in post-transcriptional regulation of gene expression in multicellular organisms by affecting both the stability and translation of mRNAs. miRNAs are transcribed by RNA polymerase II as part of capped and polyadenylated primary transcripts (pri-miRNAs) that can be either protein-coding or non-coding. [provided by RefSeq, Sep 2009]';

/**
 * Symbol families real human genes come in, with their naming patterns. Generated genes are
 * drawn from these so that symbols, names and types look like the Gene database's own.
 */
const FAMILIES: readonly Family[] = [
  {
    weight: 8,
    draw: (r) => {
      const a = intBetween(r, 1, 52);
      const b = intBetween(r, 1, 30);
      return coding(`SLC${a}A${b}`, `solute carrier family ${a} member ${b}`);
    },
  },
  {
    weight: 12,
    draw: (r) => {
      const n = intBetween(r, 10, 990);
      return coding(`ZNF${n}`, `zinc finger protein ${n}`);
    },
  },
  {
    weight: 7,
    draw: (r) => {
      const n = intBetween(r, 2, 270);
      return coding(`TMEM${n}`, `transmembrane protein ${n}`);
    },
  },
  {
    weight: 6,
    draw: (r) => {
      const n = intBetween(r, 3, 200);
      return coding(`CCDC${n}`, `coiled-coil domain containing ${n}`);
    },
  },
  {
    weight: 5,
    draw: (r) => {
      const n = intBetween(r, 3, 240);
      const l = pick(r, [...'ABCDE']);
      return coding(`FAM${n}${l}`, `family with sequence similarity ${n} member ${l}`);
    },
  },
  {
    weight: 2,
    draw: (r) => {
      const n = intBetween(r, 1, 42);
      return coding(`KLHL${n}`, `kelch like family member ${n}`);
    },
  },
  {
    weight: 3,
    draw: (r) => {
      const n = intBetween(r, 1, 66);
      return coding(`ANKRD${n}`, `ankyrin repeat domain ${n}`);
    },
  },
  {
    weight: 3,
    draw: (r) => {
      const n = intBetween(r, 2, 75);
      return coding(`TRIM${n}`, `tripartite motif containing ${n}`);
    },
  },
  {
    weight: 3,
    draw: (r) => {
      const n = intBetween(r, 2, 225);
      return coding(`RNF${n}`, `ring finger protein ${n}`);
    },
  },
  {
    weight: 2,
    draw: (r) => {
      const n = intBetween(r, 1, 27);
      const l = r() < 0.4 ? pick(r, [...'ABC']) : '';
      return coding(`KIF${n}${l}`, `kinesin family member ${n}${l}`);
    },
  },
  {
    weight: 3,
    draw: (r) => {
      const n = intBetween(r, 1, 97);
      return coding(`WDR${n}`, `WD repeat domain ${n}`);
    },
  },
  {
    weight: 3,
    draw: (r) => {
      const n = intBetween(r, 1, 75);
      return coding(`LRRC${n}`, `leucine rich repeat containing ${n}`);
    },
  },
  {
    weight: 2,
    draw: (r) => {
      const n = intBetween(r, 1, 54);
      return coding(`USP${n}`, `ubiquitin specific peptidase ${n}`);
    },
  },
  {
    weight: 1,
    draw: (r) => {
      const n = intBetween(r, 1, 30);
      return coding(`DNAJC${n}`, `DnaJ heat shock protein family (Hsp40) member C${n}`);
    },
  },
  {
    weight: 1,
    draw: (r) => {
      const n = intBetween(r, 1, 20);
      return coding(`ADAMTS${n}`, `ADAM metallopeptidase with thrombospondin type 1 motif ${n}`);
    },
  },
  {
    weight: 6,
    draw: (r) => {
      const n = intBetween(r, 1, 56);
      const l = pick(r, [...LETTERS.slice(0, 20)]);
      const m = intBetween(r, 1, 40);
      return coding(`OR${n}${l}${m}`, `olfactory receptor family ${n} subfamily ${l} member ${m}`);
    },
  },
  {
    weight: 1,
    draw: (r) => {
      const n = intBetween(r, 1, 86);
      return coding(`KRT${n}`, `keratin ${n}`);
    },
  },
  {
    weight: 2,
    draw: (r) => {
      const n = intBetween(r, 1, 28);
      const m = intBetween(r, 1, 6);
      return coding(`COL${n}A${m}`, `collagen type ${roman(n)} alpha ${m} chain`);
    },
  },
  {
    weight: 4,
    draw: (r, chr) => {
      const n = intBetween(r, 1, 190);
      return coding(`C${chr}orf${n}`, `chromosome ${chr} open reading frame ${n}`);
    },
  },
  {
    weight: 1,
    draw: (r) => {
      const n = intBetween(r, 1, 16);
      return coding(`PRDM${n}`, `PR/SET domain ${n}`);
    },
  },
  {
    weight: 1,
    draw: (r) => {
      const n = intBetween(r, 1, 13);
      return coding(`DHRS${n}`, `dehydrogenase/reductase ${n}`);
    },
  },
  {
    weight: 2,
    draw: (r) => {
      const n = intBetween(r, 1, 45);
      return coding(`ARHGAP${n}`, `Rho GTPase activating protein ${n}`);
    },
  },
  {
    weight: 2,
    draw: (r) => {
      const n = intBetween(r, 1, 40);
      return coding(`ARHGEF${n}`, `Rho guanine nucleotide exchange factor ${n}`);
    },
  },
  {
    weight: 2,
    draw: (r) => {
      const n = intBetween(r, 1, 12);
      return coding(`MAP${n}K${intBetween(r, 1, 7)}`, `mitogen-activated protein kinase kinase kinase ${n}`);
    },
  },
  {
    weight: 4,
    draw: (r) => {
      const n = intBetween(r, 100, 4800);
      return { symbol: `MIR${n}`, name: `microRNA ${n}`, type: 'ncRNA', summary: MIRNA_SUMMARY };
    },
  },
  {
    weight: 6,
    draw: (r) => {
      const n = String(intBetween(r, 100, 2900)).padStart(5, '0');
      return {
        symbol: `LINC${n}`,
        name: `long intergenic non-protein coding RNA ${Number(n)}`,
        type: 'ncRNA',
      };
    },
  },
  {
    weight: 2,
    draw: (r) => {
      const n = intBetween(r, 1, 180);
      return { symbol: `SNORD${n}`, name: `small nucleolar RNA, C/D box ${n}`, type: 'snoRNA' };
    },
  },
  {
    weight: 4,
    draw: (r) => {
      const n = intBetween(r, 3, 41);
      const m = intBetween(r, 1, 180);
      return { symbol: `RPL${n}P${m}`, name: `ribosomal protein L${n} pseudogene ${m}`, type: 'pseudo' };
    },
  },
  {
    weight: 3,
    draw: (r) => {
      const n = intBetween(r, 2, 29);
      const m = intBetween(r, 1, 90);
      return { symbol: `RPS${n}P${m}`, name: `ribosomal protein S${n} pseudogene ${m}`, type: 'pseudo' };
    },
  },
];

const totalWeight = FAMILIES.reduce((sum, f) => sum + f.weight, 0);

export function drawFamilyMember(random: Random, chr: string): FamilyDraw {
  let ticket = random() * totalWeight;
  for (const family of FAMILIES) {
    ticket -= family.weight;
    if (ticket < 0) return family.draw(random, chr);
  }
  return FAMILIES[0]!.draw(random, chr);
}
