import { createRandom, fill, memoize, mixSeed } from '../../kit/index.js';
import { isoformSequence, type Protein, proteinsFor } from '../structures/data/proteins.js';
import realPlddt from './real-plddt.json' with { type: 'json' };
import templates from './templates.json' with { type: 'json' };

/** Model versions the database has published; every model is at the latest. */
export const LATEST_VERSION = 6;
export const ALL_VERSIONS = [1, 2, 3, 4, 5, 6];
/** The bulk bucket is the v4 release. */
export const BUCKET_VERSION = 4;

/** pLDDT per residue: a smooth seeded walk, lower at the termini as real predictions tend to be. */
function plddtOf(seed: number, key: string, length: number): number[] {
  const random = createRandom(mixSeed(seed, 9_001, ...[...key].map((c) => c.charCodeAt(0))));
  const typical = 70 + random() * 25;
  let level = typical;
  return Array.from({ length }, (_, i) => {
    // Pulled back towards the model's typical confidence, so a long chain does not drift to noise.
    level = Math.min(98, Math.max(25, level + (random() - 0.5) * 8 + (typical - level) * 0.1));
    const edge = Math.min(i, length - 1 - i);
    const value = edge < 8 ? level - (8 - edge) * 5 : level;
    return Math.round(Math.min(98.9, Math.max(20, value)) * 100) / 100;
  });
}

/** AlphaFold DB's own scores where a source gave them (real-plddt.json says where from). */
const REAL_PLDDT: Readonly<Record<string, number[] | undefined>> = realPlddt.plddt;

/**
 * A predicted model: one per protein of the catalog the structure archive shares (its computed
 * models AF_AF<accession>F1 are these), plus one per listed isoform (its accession carries `-2`).
 */
function modelOf(seed: number, protein: Protein, isoform: number) {
  const accession = isoform === 0 ? protein.accession : `${protein.accession}-${isoform + 1}`;
  const sequence = isoform === 0 ? protein.sequence : isoformSequence(protein, isoform);
  const plddt = REAL_PLDDT[accession] ?? plddtOf(seed, accession, sequence.length);
  return { entryId: `AF-${accession}-F1`, accession, protein, sequence, plddt };
}
export type Model = ReturnType<typeof modelOf>;

/** Every model by accession (without isoform suffix), canonical first. */
export const modelsFor = memoize((seed: number) => {
  const models = (p: Protein) => Array.from({ length: p.isoforms + 1 }, (_, i) => modelOf(seed, p, i));
  return new Map(proteinsFor(seed).map((p) => [p.accession, models(p)]));
});

/** The model whose files are named `<entryId>-...`. */
export function modelByEntryId(seed: number, entryId: string): Model | undefined {
  const accession = /^AF-([A-Z0-9]+)(?:-\d+)?-F1$/.exec(entryId)?.[1];
  return modelsFor(seed)
    .get(accession ?? '')
    ?.find((m) => m.entryId === entryId);
}

/** The live letter per residue: H above 90, M above 70, L above 50, D otherwise. */
export const letterOf = (plddt: number) => (plddt > 90 ? 'H' : plddt > 70 ? 'M' : plddt > 50 ? 'L' : 'D');

export const mean = (values: number[]) =>
  Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

/** UniProt's sequence checksum: CRC-64 (ISO 3309 polynomial), 16 upper-case hex digits. */
export function crc64(sequence: string): string {
  const poly = 0xd800000000000000n;
  let crc = 0n;
  for (const byte of Buffer.from(sequence)) {
    let c = (crc ^ BigInt(byte)) & 0xffn;
    for (let k = 0; k < 8; k++) c = c & 1n ? (c >> 1n) ^ poly : c >> 1n;
    crc = c ^ (crc >> 8n);
  }
  return crc.toString(16).toUpperCase().padStart(16, '0');
}

/** Sequence version dates known from recorded answers; other proteins get the placeholder. */
const SEQUENCE_VERSION_DATES: Record<string, string> = { P50613: '1996-10-01T00:00:00Z' };
const PLACEHOLDER_VERSION_DATE = '2000-01-01T00:00:00Z';

/**
 * The prediction record in the current (v6) shape, field for field in the order of the recorded
 * answer for P50613 (templates.json), its addresses on the emulator's files mount. As recorded:
 * an isoform carries its canonical entry's checksum, and only canonical human models have
 * AlphaMissense annotation files. The names before the 2025 renaming come too, as the service
 * still sends them alongside.
 */
export function predictionRecord(m: Model, files: string): Record<string, unknown> {
  const n = m.plddt.length;
  const share = (test: (x: number) => boolean) => Math.round((m.plddt.filter(test).length / n) * 1000) / 1000;
  const file = `${files}/${m.entryId}`;
  const annotated = m.accession === m.protein.accession && m.protein.taxId === 9606;
  return fill(templates.prediction, {
    ...m.protein,
    ...m,
    versionDate: SEQUENCE_VERSION_DATES[m.protein.accession] ?? PLACEHOLDER_VERSION_DATE,
    mean: mean(m.plddt),
    veryLow: share((x) => x <= 50),
    low: share((x) => x > 50 && x <= 70),
    confident: share((x) => x > 70 && x <= 90),
    veryHigh: share((x) => x > 90),
    version: LATEST_VERSION,
    allVersions: ALL_VERSIONS,
    length: n,
    checksum: crc64(m.protein.sequence),
    reviewed: !m.protein.accession.startsWith('X0'),
    file,
    files,
    amProtein: annotated ? `${file}-aa-substitutions.csv` : undefined,
    amHg19: annotated ? `${file}-hg19.csv` : undefined,
    amHg38: annotated ? `${file}-hg38.csv` : undefined,
  });
}
