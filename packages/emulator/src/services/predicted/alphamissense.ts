import { BASES, translate } from '../../genetic-code.js';
import { mixSeed, notFound, rangeReply } from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest } from '../../service.js';
import data from './alphamissense.json' with { type: 'json' };
import { type Model, modelByEntryId } from './models.js';

/**
 * The AlphaMissense files a prediction record advertises (`amAnnotationsUrl`,
 * `amAnnotationsHg19Url`, `amAnnotationsHg38Url`): every substitution of the UniProt sequence,
 * and the substitutions one nucleotide change makes on hg19 or hg38. The same substitution has
 * the same score in all three. What is real and what is made up: alphamissense.json's `about`.
 */

type Genome = 'hg19' | 'hg38';

const FILE = /^(AF-[A-Z0-9]+-F1)-(aa-substitutions|hg19|hg38)\.csv$/;

/** A stable unsigned 32-bit hash, for scores and positions that do not depend on the seed's draw order. */
function hashOf(seed: number, text: string): number {
  return mixSeed(seed, 4_242, ...[...text].map((c) => c.charCodeAt(0))) >>> 0;
}

/** A substitution's cells `<variant>,<score>,<class>`: the same in the protein and genomic files. */
function scored(seed: number, m: Model, variant: string): string {
  const score = Math.round(hashOf(seed, `${m.accession}:${variant}`) % 10_000) / 10_000;
  const { benign, pathogenic, ambiguous } = data.classes;
  const kind =
    score < data.likelyBenignBelow ? benign : score > data.likelyPathogenicAbove ? pathogenic : ambiguous;
  return `${variant},${score},${kind}`;
}

function proteinRows(seed: number, m: Model): string[] {
  return [...m.sequence].flatMap((reference, i) =>
    [...data.aminoAcids]
      .filter((alternate) => alternate !== reference)
      .map((alternate) => scored(seed, m, `${reference}${i + 1}${alternate}`)),
  );
}

/** Rows for each missense change one base of each residue's codon can make, in genome order. */
function genomicRows(seed: number, m: Model, genome: Genome): string[] {
  const chromosome =
    (data.chromosomes as Record<string, string>)[m.protein.gene] ??
    `chr${1 + (hashOf(seed, m.accession) % 22)}`;
  const start = data.genomicStart[genome] + (hashOf(seed, `${m.accession}:start`) % 50_000_000);
  const transcript = `ENST${String(hashOf(seed, `${m.accession}:tx`) % 100_000_000_000).padStart(11, '0')}.1`;
  const rows: string[] = [];
  [...m.sequence].forEach((reference, i) => {
    const codon = (data.codons as Record<string, string>)[reference];
    if (!codon) return;
    for (let at = 0; at < 3; at++) {
      for (const base of BASES) {
        if (base === codon[at]) continue;
        const alternate = translate(codon.slice(0, at) + base + codon.slice(at + 1));
        // Synonymous and stop changes are not missense: AlphaMissense has no score for them.
        if (alternate === '*' || alternate === reference) continue;
        const cells = [chromosome, start + 3 * i + at, codon[at], base, genome, m.accession, transcript];
        rows.push(`${cells.join(',')},${scored(seed, m, `${reference}${i + 1}${alternate}`)}`);
      }
    }
  });
  return rows;
}

/**
 * GET {predictedFiles}/AF-<accession>-F1-aa-substitutions.csv, -hg19.csv, -hg38.csv; undefined for
 * any other name. Only canonical human models have them, as the records say.
 */
export function alphaMissenseReply(
  seed: number,
  req: EmulatorRequest,
  name: string,
): EmulatorReply | undefined {
  const match = FILE.exec(name);
  if (!match) return undefined;
  const m = modelByEntryId(seed, match[1] as string);
  if (!m || m.accession !== m.protein.accession || m.protein.taxId !== 9606)
    throw notFound(`File not found: ${name}`);
  const kind = match[2] as 'aa-substitutions' | Genome;
  const [header, rows] =
    kind === 'aa-substitutions'
      ? [data.proteinHeader, proteinRows(seed, m)]
      : [data.genomicHeader, genomicRows(seed, m, kind)];
  // CRLF line ends, as the service's recorded file has them.
  const csv = `${[header.join(','), ...rows].join('\r\n')}\r\n`;
  return rangeReply(Buffer.from(csv), req.headers.range, 'text/csv');
}
