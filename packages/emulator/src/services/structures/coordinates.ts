/**
 * Coordinate files for emulated models: one CA atom per residue on an ideal helix, and one HETATM
 * per heavy atom of each ligand beside it (enough for parsers and viewers to read; not a
 * structure to study), with the categories and records of the archive's files: cell and symmetry
 * (CRYST1), entities, polymer sequences (SEQRES), chains, resolution (REMARK 2). Shared with the
 * predicted-structures module, whose files carry pLDDT in the B-factor column as AlphaFold's do.
 */
import { fill } from '../../kit/index.js';
import vocabulary from './data/coordinates.json' with { type: 'json' };

export interface ModelFile {
  id: string;
  title: string;
  method: string;
  resolution?: number | undefined;
  entities: { id: string; description: string }[];
  /** Chains by label_asym_id, with a B-factor per residue (pLDDT for predicted models; else a flat 30). */
  chains: { chain: string; entityId: string; sequence: string; bfactors?: readonly number[] }[];
  /** A crystal structure's cell and symmetry, as the entry's record has them (_cell, _symmetry, CRYST1). */
  crystal?:
    | { cell: Record<string, number | undefined>; symmetry: { space_group_name_hm: string } }
    | undefined;
  /** Ligand copies: one HETATM per heavy atom of the component. */
  ligands?: { chain: string; entityId: string; compId: string; name: string; elements: string[] }[];
}

const THREE: Record<string, string> = vocabulary.residues;
const three = (aa: string) => THREE[aa] ?? 'UNK';
const quote = (s: string) => (/[\s']/.test(s) ? `"${s.replace(/"/g, "'")}"` : s);

function* atoms(model: ModelFile) {
  let serial = 0;
  for (const [c, chain] of model.chains.entries()) {
    for (let k = 0; k < chain.sequence.length; k++) {
      const angle = (k * 100 * Math.PI) / 180;
      yield {
        group: 'ATOM',
        serial: ++serial,
        chain: chain.chain,
        entityId: chain.entityId,
        seq: k + 1,
        residue: three(chain.sequence[k] as string),
        name: 'CA',
        element: 'C',
        x: (12 * c + 2.3 * Math.cos(angle)).toFixed(3),
        y: (2.3 * Math.sin(angle)).toFixed(3),
        z: (1.5 * k).toFixed(3),
        b: (chain.bfactors?.[k] ?? 30).toFixed(2),
      };
    }
  }
  for (const [l, ligand] of (model.ligands ?? []).entries()) {
    for (const [k, element] of ligand.elements.entries()) {
      yield {
        group: 'HETATM',
        serial: ++serial,
        chain: ligand.chain,
        entityId: ligand.entityId,
        seq: undefined,
        residue: ligand.compId,
        name: `${element}${k + 1}`,
        element,
        x: (-8 - 3 * l + 1.4 * Math.cos(k)).toFixed(3),
        y: (1.4 * Math.sin(k)).toFixed(3),
        z: (0.5 * k).toFixed(3),
        b: (30).toFixed(2),
      };
    }
  }
}

/** A mmCIF loop: its items, then one row per record. */
export const loop = (category: string, items: string[], rows: (string | number)[][]) => [
  'loop_',
  ...items.map((item) => `_${category}.${item}`),
  ...rows.map((row) => row.map((v) => quote(String(v))).join(' ')),
  '#',
];

/** Categories with one row each, item by item (a category with no items is left out). */
const pairs = (categories: Record<string, Record<string, string | number>>) =>
  Object.entries(categories).flatMap(([category, items]) =>
    Object.keys(items).length === 0
      ? []
      : [...Object.entries(items).map(([item, v]) => `_${category}.${item} ${quote(String(v))}`), '#'],
  );

/** mmCIF with the archive's main categories, atoms in _atom_site with RCSB's items. */
export function mmcif(model: ModelFile): string {
  const { id } = model;
  const out = [`data_${id}`, '#', ...pairs({ entry: { id } })];
  const x = model.crystal;
  if (x) out.push(...pairs(fill(vocabulary.crystal, { ...x.cell, ...x.symmetry, id })));
  const ligands = model.ligands ?? [];
  const ligandEntities = [...new Map(ligands.map((l) => [l.entityId, l])).values()];
  const polymers = model.entities.map((e) => {
    const chains = model.chains.filter((c) => c.entityId === e.id);
    return { ...e, sequence: chains[0]?.sequence ?? '', strands: chains.map((c) => c.chain).join(',') };
  });
  const loops: Record<string, (string | number)[][]> = {
    entity: [
      ...polymers.map((e) => [e.id, 'polymer', e.description]),
      ...ligandEntities.map((l) => [l.entityId, 'non-polymer', l.name]),
    ],
    entity_poly: polymers.map((e) => [e.id, 'polypeptide(L)', e.sequence, e.strands]),
    entity_poly_seq: polymers.flatMap((e) => [...e.sequence].map((aa, i) => [e.id, i + 1, three(aa), 'n'])),
    struct_asym: [
      ...model.chains.map((c) => [c.chain, c.entityId]),
      ...ligands.map((l) => [l.chain, l.entityId]),
    ],
  };
  for (const [category, rows] of Object.entries(loops))
    out.push(...loop(category, (vocabulary.loops as Record<string, string[]>)[category] ?? [], rows));
  out.push(...pairs(fill(vocabulary.described, { ...model, resolution: model.resolution?.toFixed(2) })));
  const rows = [...atoms(model)].map((a) =>
    Object.values(
      fill<Record<string, string | number>>(vocabulary.atomSite, {
        ...a,
        seq: a.seq ?? '.',
        authSeq: a.seq ?? 1,
      }),
    ),
  );
  out.push(...loop('atom_site', Object.keys(vocabulary.atomSite), rows), '');
  return out.join('\n');
}

/** Legacy PDB format (fixed columns). Callers refuse models over 99,999 atoms or 62 chains. */
export function pdb(model: ModelFile): string {
  const out = [`HEADER    ${model.method.padEnd(40).slice(0, 40)}          ${model.id}`];
  out.push(`TITLE     ${model.title.slice(0, 70)}`);
  if (model.resolution !== undefined)
    out.push(`REMARK   2 RESOLUTION. ${model.resolution.toFixed(2).padStart(6)} ANGSTROMS.`);
  for (const chain of model.chains) {
    const residues = [...chain.sequence].map(three);
    for (let line = 0; line * 13 < residues.length; line++) {
      const names = residues.slice(line * 13, line * 13 + 13).join(' ');
      out.push(
        `SEQRES ${String(line + 1).padStart(3)} ${chain.chain.slice(0, 1)} ${String(residues.length).padStart(4)}  ${names}`,
      );
    }
  }
  const x = model.crystal;
  if (x) {
    // A cell length or angle the record lacks is written as 1, as a placeholder the format needs.
    const f = (key: string, width: number, digits: number) =>
      (x.cell[key] ?? 1).toFixed(digits).padStart(width);
    const lengths = `${f('length_a', 9, 3)}${f('length_b', 9, 3)}${f('length_c', 9, 3)}`;
    const angles = `${f('angle_alpha', 7, 2)}${f('angle_beta', 7, 2)}${f('angle_gamma', 7, 2)}`;
    out.push(`CRYST1${lengths}${angles} ${x.symmetry.space_group_name_hm.padEnd(11)}${f('zpdb', 4, 0)}`);
  }
  let last: string | undefined;
  for (const a of atoms(model)) {
    if (a.group === 'HETATM' && last === 'ATOM') out.push('TER');
    last = a.group;
    const name = a.name.length < 4 ? ` ${a.name}`.padEnd(4) : a.name;
    out.push(
      `${a.group.padEnd(6)}${String(a.serial).padStart(5)} ${name} ${a.residue.padStart(3)} ${a.chain.slice(0, 1)}${String(a.seq ?? 1).padStart(4)}    ${a.x.padStart(8)}${a.y.padStart(8)}${a.z.padStart(8)}  1.00${a.b.padStart(6)}          ${a.element.padStart(2)}  `,
    );
  }
  if (last === 'ATOM') out.push('TER');
  out.push('END', '');
  return out.join('\n');
}

/** A minimal MessagePack encoder: BinaryCIF is MessagePack, and this is enough for its header. */
function msgpack(value: unknown): number[] {
  if (typeof value === 'string') {
    const bytes = [...Buffer.from(value, 'utf8')];
    return bytes.length < 32 ? [0xa0 | bytes.length, ...bytes] : [0xd9, bytes.length, ...bytes];
  }
  if (typeof value === 'number')
    return value >= 0 && value < 128 ? [value] : [0xcd, (value >> 8) & 0xff, value & 0xff];
  if (Array.isArray(value)) return [0x90 | value.length, ...value.flatMap(msgpack)];
  const entries = Object.entries(value as Record<string, unknown>);
  return [0x80 | entries.length, ...entries.flatMap(([k, v]) => [...msgpack(k), ...msgpack(v)])];
}

/** A BinaryCIF container naming the entry (no categories: the emulator serves coordinates as text). */
export function bcif(model: ModelFile): Uint8Array {
  return Uint8Array.from(
    msgpack({
      version: '0.3.0',
      encoder: 'lifesci-emulator',
      dataBlocks: [{ header: model.id, categories: [] }],
    }),
  );
}
