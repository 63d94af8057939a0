import { deflateSync } from 'node:zlib';
import type { Assay, AssayResult, Catalog, Compound } from './catalog.js';
import { VOCABULARY } from './real.js';

/** The answer to `.../property/<names>/JSON`: only the asked-for properties a compound has. */
export function propertyRow(compound: Compound, names: readonly string[]): Record<string, string | number> {
  const row: Record<string, string | number> = { CID: compound.cid };
  for (const name of names) {
    // PubChem answers the older SMILES names with the 2025 ones.
    const key =
      name === 'CanonicalSMILES' ? 'ConnectivitySMILES' : name === 'IsomericSMILES' ? 'SMILES' : name;
    const value = compound.properties[key];
    if (value !== undefined) row[key] = value;
  }
  return row;
}

export function propertyCsv(rows: Record<string, string | number>[]): string {
  const columns = ['CID', ...new Set(rows.flatMap((r) => Object.keys(r)).filter((k) => k !== 'CID'))];
  const cell = (v: string | number | undefined) =>
    typeof v === 'string' ? `"${v.replace(/"/g, '""')}"` : (v ?? '');
  return (
    [
      columns.map((c) => `"${c}"`).join(','),
      ...rows.map((r) => columns.map((c) => cell(r[c])).join(',')),
    ].join('\n') + '\n'
  );
}

// --- SDF ---------------------------------------------------------------------------------------

const pad = (value: string | number, width: number) => String(value).padStart(width);
const coord = (n: number) => pad(n.toFixed(4), 10);

/** A V2000 record of the compound with PubChem's data items; 2-D coordinates on a simple spiral. */
export function sdfRecord(compound: Compound): string {
  const { atoms, bonds } = compound.molecule;
  const lines = [
    String(compound.cid),
    '  -OEChem-11242612302D',
    '',
    `${pad(atoms.length, 3)}${pad(bonds.length, 3)}  0     0  0  0  0  0  0999 V2000`,
  ];
  atoms.forEach((atom, i) => {
    const angle = i * 2.39996;
    const radius = 0.9 * Math.sqrt(i);
    lines.push(
      `${coord(radius * Math.cos(angle))}${coord(radius * Math.sin(angle))}${coord(0)} ${atom.element.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0`,
    );
  });
  for (const bond of bonds)
    lines.push(
      `${pad(bond.a + 1, 3)}${pad(bond.b + 1, 3)}${pad(bond.order === 1.5 ? 4 : bond.order, 3)}  0  0  0  0`,
    );
  const charged = atoms.map((a, i) => [i + 1, a.charge] as const).filter(([, c]) => c !== 0);
  for (let i = 0; i < charged.length; i += 8) {
    const part = charged.slice(i, i + 8);
    lines.push(`M  CHG${pad(part.length, 3)}${part.map(([n, c]) => `${pad(n, 4)}${pad(c, 4)}`).join('')}`);
  }
  lines.push('M  END');
  const p = compound.properties;
  const items: [string, string | number | undefined][] = [
    ['PUBCHEM_COMPOUND_CID', compound.cid],
    ['PUBCHEM_COMPOUND_CANONICALIZED', 1],
    ['PUBCHEM_CACTVS_COMPLEXITY', p.Complexity],
    ['PUBCHEM_CACTVS_HBOND_ACCEPTOR', p.HBondAcceptorCount],
    ['PUBCHEM_CACTVS_HBOND_DONOR', p.HBondDonorCount],
    ['PUBCHEM_CACTVS_ROTATABLE_BOND', p.RotatableBondCount],
    ['PUBCHEM_IUPAC_NAME', p.IUPACName],
    ['PUBCHEM_IUPAC_INCHI', p.InChI],
    ['PUBCHEM_IUPAC_INCHIKEY', p.InChIKey],
    ['PUBCHEM_XLOGP3', p.XLogP],
    ['PUBCHEM_EXACT_MASS', p.ExactMass],
    ['PUBCHEM_MOLECULAR_FORMULA', p.MolecularFormula],
    ['PUBCHEM_MOLECULAR_WEIGHT', p.MolecularWeight],
    ['PUBCHEM_SMILES', compound.isomericSmiles],
    ['PUBCHEM_CONNECTIVITY_SMILES', compound.smiles],
    ['PUBCHEM_CACTVS_TPSA', p.TPSA],
    ['PUBCHEM_MONOISOTOPIC_WEIGHT', p.MonoisotopicMass],
    ['PUBCHEM_TOTAL_CHARGE', p.Charge],
    ['PUBCHEM_HEAVY_ATOM_COUNT', p.HeavyAtomCount],
    ['PUBCHEM_ISOTOPIC_ATOM_COUNT', p.IsotopeAtomCount],
    ['PUBCHEM_COMPONENT_COUNT', p.CovalentUnitCount],
    ['PUBCHEM_COORDINATE_TYPE', '1\n5\n255'],
  ];
  for (const [name, value] of items) if (value !== undefined) lines.push(`> <${name}>`, String(value), '');
  lines.push('$$$$');
  return `${lines.join('\n')}\n`;
}

// --- PNG ---------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

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

const ASSAY_SUMMARY_COLUMNS = VOCABULARY.assaySummaryColumns;

export function assaySummary(catalog: Catalog, results: AssayResult[]) {
  return {
    Table: {
      Columns: { Column: ASSAY_SUMMARY_COLUMNS },
      Row: results.map((r) => {
        const assay = catalog.assay(r.aid) as Assay;
        return {
          Cell: [
            String(r.aid),
            '',
            String(r.sid),
            String(r.cid),
            r.outcome,
            assay.target.accession,
            String(assay.target.geneId),
            r.valueMicromolar === undefined ? '' : String(r.valueMicromolar),
            r.valueMicromolar === undefined ? '' : assay.activityName,
            assay.name,
            assay.type,
            assay.pmid === undefined ? '' : String(assay.pmid),
            '',
          ],
        };
      }),
    },
  };
}

export function assayDescription(assay: Assay) {
  const descr: Record<string, unknown> = {
    aid: { id: assay.aid, version: 1 },
    aid_source: { db: { name: assay.source, source_id: { str: `LS-${assay.aid}` } } },
    name: assay.name,
    description: [
      `${assay.name}.`,
      `Tested compounds: ${assay.results.length}. Generated by the lifesci emulator; the target is real, the results are not.`,
    ],
    protocol: [`Measure ${assay.activityName} against ${assay.target.symbol} in a dose-response series.`],
    comment: [`Activity outcome: active when ${assay.activityName} is below 50 uM.`],
    xref: [
      { xref: { gene: assay.target.geneId } },
      { xref: { protein_accession: assay.target.accession } },
      ...(assay.pmid === undefined ? [] : [{ xref: { pmid: assay.pmid } }]),
    ],
    results: [
      {
        tid: 1,
        name: assay.activityName,
        description: [`${assay.activityName} in micromolar`],
        type: 1,
        unit: 5,
        ac: true,
      },
      { tid: 2, name: 'Efficacy', type: 1, unit: 15 },
    ],
    target: [
      {
        name: assay.target.name,
        mol_id: { protein_accession: assay.target.accession },
        molecule_type: 1,
        organism: { org: { taxname: 'Homo sapiens', db: [{ db: 'taxon', tag: { id: 9606 } }] } },
      },
    ],
    revision: 1,
    activity_outcome_method: assay.type === 'Confirmatory' ? 2 : 1,
    project_category: 2,
  };
  return { PC_AssayContainer: [{ assay: { descr } }] };
}
