import { crc32, deflateSync } from 'node:zlib';
import { fill } from '../../kit/index.js';
import type { Assay, AssayResult, Catalog, Compound } from './catalog.js';
import ASSAY from './data/assay.json' with { type: 'json' };
import { VOCABULARY } from './real.js';

const OLDER_NAMES: Record<string, string> = VOCABULARY.olderPropertyNames;

/** The answer to `.../property/<names>/JSON`: only the asked-for properties a compound has. */
export function propertyRow(compound: Compound, names: readonly string[]): Record<string, string | number> {
  const row: Record<string, string | number> = { CID: compound.cid };
  for (const name of names) {
    // Asked by their older names, the SMILES come under those names, as in PubChem's recorded
    // tables (CanonicalSMILES is the connectivity SMILES, IsomericSMILES the full one).
    const value = compound.properties[OLDER_NAMES[name] ?? name];
    if (value !== undefined) row[name] = value;
  }
  return row;
}

export function propertyCsv(rows: Record<string, string | number>[]): string {
  const columns = ['CID', ...new Set(rows.flatMap((r) => Object.keys(r)).filter((k) => k !== 'CID'))];
  const cell = (v: string | number | undefined) =>
    typeof v === 'string' ? `"${v.replace(/"/g, '""')}"` : (v ?? '');
  const lines = [columns.map((c) => `"${c}"`), ...rows.map((r) => columns.map((c) => cell(r[c])))];
  return lines.map((line) => `${line.join(',')}\n`).join('');
}

// --- PNG ---------------------------------------------------------------------------------------

// Node's zlib computes the chunks' CRC-32 (the PNG's, ISO 3309).
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid grey-scale PNG: a white square with a grey hexagon outline-ish ring in the middle. */
function makePng(size: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit grey-scale, no interlace
  const raw = Buffer.alloc((size + 1) * size, 255);
  const centre = size / 2;
  for (let y = 0; y < size; y++) {
    raw[y * (size + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - centre, y - centre);
      if (Math.abs(r - size * 0.3) < Math.max(1, size / 60)) raw[y * (size + 1) + 1 + x] = 96;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** One small PNG per size (PubChem: small 100 x 100, large 300 x 300), built once. */
export const PNG = { small: makePng(100), large: makePng(300) };

// --- assays ------------------------------------------------------------------------------------

export function assaySummary(catalog: Catalog, results: AssayResult[]) {
  const row = (r: AssayResult) => {
    const assay = catalog.assay(r.aid) as Assay;
    const value = r.valueMicromolar === undefined ? undefined : String(r.valueMicromolar);
    return fill(ASSAY.summaryCells, {
      ...assay.target,
      ...assay,
      ...r,
      value: value ?? '',
      activity: value === undefined ? '' : assay.activityName,
      pmid: assay.pmid === undefined ? '' : String(assay.pmid),
    });
  };
  return {
    Table: {
      Columns: { Column: VOCABULARY.assaySummaryColumns },
      Row: results.map((r) => ({ Cell: row(r) })),
    },
  };
}

export const assayDescription = (assay: Assay) =>
  fill(ASSAY.description, {
    ...assay,
    tested: assay.results.length,
    activity: assay.activityName,
    symbol: assay.target.symbol,
    geneId: assay.target.geneId,
    accession: assay.target.accession,
    targetName: assay.target.name,
    pmidXref: assay.pmid === undefined ? undefined : { xref: { pmid: assay.pmid } },
    outcomeMethod: assay.type === 'Confirmatory' ? 2 : 1,
  });
