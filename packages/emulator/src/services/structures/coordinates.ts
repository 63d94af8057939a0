/**
 * Coordinate files for emulated models: one CA atom per residue on an ideal helix (enough for
 * parsers and viewers to read; not a structure to study). Shared with the predicted-structures
 * module, whose files carry pLDDT in the B-factor column as AlphaFold's do.
 */
import vocabulary from './data/coordinates.json' with { type: 'json' };

export interface ChainModel {
  /** label_asym_id (PDB chain id). */
  chain: string;
  entityId: string;
  sequence: string;
  /** B-factor per residue (pLDDT for predicted models); a flat 30 without it. */
  bfactors?: readonly number[];
}

export interface ModelFile {
  id: string;
  title: string;
  method: string;
  resolution?: number | undefined;
  entities: { id: string; description: string }[];
  chains: ChainModel[];
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
        serial: ++serial,
        chain,
        seq: k + 1,
        residue: three(chain.sequence[k] as string),
        x: 12 * c + 2.3 * Math.cos(angle),
        y: 2.3 * Math.sin(angle),
        z: 1.5 * k,
        b: chain.bfactors?.[k] ?? 30,
      };
    }
  }
}

/** mmCIF with the categories the spec names: _entry, _struct, _entity, _atom_site (and _exptl). */
export function mmcif(model: ModelFile): string {
  const out = [
    `data_${model.id}`,
    '#',
    `_entry.id ${model.id}`,
    '#',
    `_struct.entry_id ${model.id}`,
    `_struct.title ${quote(model.title)}`,
    '#',
    `_exptl.entry_id ${model.id}`,
    `_exptl.method ${quote(model.method)}`,
    '#',
  ];
  if (model.resolution !== undefined) out.push(`_refine.ls_d_res_high ${model.resolution.toFixed(2)}`, '#');
  out.push('loop_', '_entity.id', '_entity.type', '_entity.pdbx_description');
  for (const e of model.entities) out.push(`${e.id} polymer ${quote(e.description)}`);
  out.push('#', 'loop_');
  for (const f of vocabulary.atomSite) out.push(`_atom_site.${f}`);
  for (const a of atoms(model)) {
    out.push(
      `ATOM ${a.serial} C CA ${a.residue} ${a.chain.chain} ${a.chain.entityId} ${a.seq} ${a.x.toFixed(3)} ${a.y.toFixed(3)} ${a.z.toFixed(3)} 1.00 ${a.b.toFixed(2)} 1`,
    );
  }
  out.push('#', '');
  return out.join('\n');
}

/** Legacy PDB format (fixed columns). Callers refuse models over 99,999 atoms or 62 chains. */
export function pdb(model: ModelFile): string {
  const out = [`HEADER    ${model.method.padEnd(40).slice(0, 40)}          ${model.id}`];
  out.push(`TITLE     ${model.title.slice(0, 70)}`);
  for (const a of atoms(model)) {
    out.push(
      `ATOM  ${String(a.serial).padStart(5)}  CA  ${a.residue} ${a.chain.chain.slice(0, 1)}${String(a.seq).padStart(4)}    ${a.x.toFixed(3).padStart(8)}${a.y.toFixed(3).padStart(8)}${a.z.toFixed(3).padStart(8)}  1.00${a.b.toFixed(2).padStart(6)}           C  `,
    );
  }
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
