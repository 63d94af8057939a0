import { jsonReply, notFound, type RouteInput, rangeReply, textReply } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { bcif, type ModelFile, mmcif, pdb } from '../structures/coordinates.js';
import { alphaMissenseReply } from './alphamissense.js';
import { ALL_VERSIONS, letterOf, type Model, modelByEntryId } from './models.js';

/** A 1x1 PNG: the heat map's place (the emulator does not draw). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A model's coordinates as the structure archive's writers take them (pLDDT as B-factors). */
export function modelFile(m: Model): ModelFile {
  return {
    id: m.entryId,
    title: `AlphaFold monomer v2.0 prediction for ${m.protein.description} (${m.accession})`,
    method: 'PREDICTED',
    entities: [{ id: '1', description: m.protein.description }],
    chains: [{ chain: 'A', entityId: '1', sequence: m.sequence, bfactors: m.plddt }],
  };
}

/** PAE: small near the diagonal and between confident residues, capped at 31.75 Å. */
function paeMatrix(m: Model): number[][] {
  const n = m.plddt.length;
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => {
      if (i === j) return 0;
      const trust = (200 - (m.plddt[i] as number) - (m.plddt[j] as number)) / 6;
      const value = 0.5 + trust + Math.min(Math.abs(i - j), 400) * 0.02 + ((i * 7 + j * 3) % 5) * 0.1;
      return Math.round(Math.min(31.75, value) * 100) / 100;
    }),
  );
}

function msa(m: Model): string {
  const variants = [1, 2, 3].map((k) =>
    [...m.sequence].map((aa, i) => ((i * 31 + k * 17) % 11 === 0 ? '-' : aa)).join(''),
  );
  return `>query\n${m.sequence}\n${variants.map((s, k) => `>UniRef90_HOMOLOG${k + 1}\n${s}\n`).join('')}`;
}

/** The files of a model by kind and extension (an MSA lives under `msa/`). */
const FILES: Record<string, (m: Model, range: string | string[] | undefined) => EmulatorReply> = {
  'model.cif': (m, range) => rangeReply(Buffer.from(mmcif(modelFile(m))), range, 'chemical/x-mmcif'),
  'model.pdb': (m, range) => rangeReply(Buffer.from(pdb(modelFile(m))), range, 'chemical/x-pdb'),
  'model.bcif': (m, range) => rangeReply(bcif(modelFile(m)), range, 'application/octet-stream'),
  'confidence.json': (m) =>
    jsonReply({
      residueNumber: m.plddt.map((_, i) => i + 1),
      confidenceScore: m.plddt,
      confidenceCategory: m.plddt.map(letterOf),
    }),
  'predicted_aligned_error.json': (m) =>
    jsonReply([{ predicted_aligned_error: paeMatrix(m), max_predicted_aligned_error: 31.75 }]),
  'predicted_aligned_error.png': () => textReply(PNG, 'image/png'),
  'msa/msa.a3m': (m) => textReply(msa(m)),
};

/** GET {predictedFiles}/<entry>-<kind>_v<N>.<ext>, /msa/<entry>-msa_v<N>.a3m and the AlphaMissense files. */
export function modelFileReply({ req, params, ctx: { seed } }: RouteInput): EmulatorReply {
  const name = params.name as string;
  const annotations = alphaMissenseReply(seed, req, name);
  if (annotations) return annotations;
  const match =
    /^(msa\/)?(AF-[A-Z0-9]+(?:-\d+)?-F1)-(model|confidence|predicted_aligned_error|msa)_v(\d+)\.(cif|bcif|pdb|json|png|a3m)$/.exec(
      name,
    );
  const m = match ? modelByEntryId(seed, match[2] as string) : undefined;
  const file = match ? FILES[`${match[1] ?? ''}${match[3]}.${match[5]}`] : undefined;
  if (!match || !m || !file || !ALL_VERSIONS.includes(Number(match[4])))
    throw notFound(`File not found: ${name}`);
  return file(m, req.headers.range);
}
