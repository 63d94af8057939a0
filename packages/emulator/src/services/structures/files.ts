import { gzipSync } from 'node:zlib';
import { type RouteHandler, rangeReply, textReply } from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest } from '../../service.js';
import { bcif, loop, type ModelFile, mmcif, pdb } from './coordinates.js';
import { chemCompById } from './data/chem-comps.js';
import { archiveFor, type EntryRec, findEntry } from './data/entries.js';
import { factsOf, heavyAtoms } from './records.js';

const notFound = (): EmulatorReply => textReply('Not Found', 'text/plain', 404);
const CIF = 'chemical/x-mmcif';

/** A file with Range support; the ETag (its size) lets a resumed download check it is the same file. */
function file(req: EmulatorRequest, body: string | Uint8Array, type: string): EmulatorReply {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return rangeReply(bytes, req.headers.range, type, { etag: `"${bytes.length.toString(16)}"` });
}

/** An entry's model, restricted to an assembly's chains when one is named. */
function modelOf(e: EntryRec, assembly?: string): ModelFile | undefined {
  const chains = assembly === undefined ? undefined : e.assemblies.find((a) => a.id === assembly)?.chains;
  if (assembly !== undefined && !chains) return undefined;
  const inside = (list: string[]) => list.filter((c) => !chains || chains.includes(c));
  // An X-ray entry's unit cell and space group, from its record's cell and symmetry.
  const { cell, symmetry } = factsOf(e) as Partial<NonNullable<ModelFile['crystal']>>;
  return {
    // A file writes an extended id in lower case, as wwPDB's example files do (data_pdb_00017u1t).
    id: e.id.length === 4 ? e.id : e.id.toLowerCase(),
    title: e.title,
    method: e.method,
    resolution: e.resolution,
    entities: e.polymers.map((p) => ({ id: p.entityId, description: p.description })),
    chains: e.polymers.flatMap((p) =>
      inside(p.chains).map((c) => ({ chain: c, entityId: p.entityId, sequence: p.sequence })),
    ),
    ligands: e.ligands.flatMap((l) =>
      inside(l.chains).map((c) => ({
        chain: c,
        entityId: l.entityId,
        compId: l.compId,
        name: chemCompById.get(l.compId)?.name ?? l.compId,
        elements: heavyAtoms(l.compId),
      })),
    ),
    crystal: cell && symmetry?.space_group_name_hm ? { cell, symmetry } : undefined,
  };
}

/** The archive has a PDB-format file when the entry's record says the entry fits the format. */
const fitsPdbFormat = (e: EntryRec) =>
  (factsOf(e).pdbx_database_status as { pdb_format_compatible?: string }).pdb_format_compatible === 'Y';

/** A few reflections: the file's place and layout, not data to refine against. */
function structureFactors(e: EntryRec): string {
  const rows = Array.from({ length: 8 }, (_, h) => [h, h % 3, h % 5, (100 + h * 7.5).toFixed(1)]);
  const reflections = loop('refln', ['index_h', 'index_k', 'index_l', 'F_meas_au'], rows);
  return `${[`data_r${e.id.toLowerCase()}sf`, '#', ...reflections].join('\n')}\n`;
}

/** A file's body (undefined when the entry has no such file) and media type; `kind` as in its name. */
function fileOf(
  e: EntryRec,
  kind: string,
  assembly: string | undefined,
): [string | Uint8Array | undefined, string] {
  const model = modelOf(e, assembly);
  if (kind === '-sf.cif') return [e.method === 'X-RAY DIFFRACTION' ? structureFactors(e) : undefined, CIF];
  if (kind === '.bcif') return [model && bcif(model), 'application/octet-stream'];
  if (kind.startsWith('.pdb')) return [model && fitsPdbFormat(e) ? pdb(model) : undefined, 'chemical/x-pdb'];
  return [model && mmcif(model), CIF];
}

/** GET {structureFiles}/download/<id>.pdb|.cif|.bcif|-sf.cif|.pdb<n>|-assembly<n>.cif[.gz]. */
export const fileDownload: RouteHandler = ({ req, params, ctx }) => {
  const name = /^(\w{4}|\w{12})(\.cif|\.pdb|\.bcif|-sf\.cif|\.pdb(\d+)|-assembly(\d+)\.cif)(\.gz)?$/;
  const m = name.exec(params.name as string);
  const e = m ? findEntry(archiveFor(ctx.seed), m[1] as string) : undefined;
  if (!m || !e || e.computational) return notFound();
  const [, , kind, pdbAssembly, cifAssembly, gz] = m;
  const [body, type] = fileOf(e, kind as string, pdbAssembly ?? cifAssembly);
  if (body === undefined) return notFound();
  return gz ? file(req, gzipSync(body), 'application/gzip') : file(req, body, type);
};

/** GET {structureSite}/fasta/entry/<id>: one record per polymer entity. */
export const fasta: RouteHandler = ({ params, ctx }) => {
  const e = findEntry(archiveFor(ctx.seed), params.id as string);
  if (!e) return notFound();
  const text = e.polymers
    .map((p) => {
      const chains = `Chain${p.chains.length > 1 ? 's' : ''} ${p.chains.join(', ')}`;
      return `>${e.id}_${p.entityId}|${chains}|${p.description}|${p.organism} (${p.taxId})\n${p.sequence}\n`;
    })
    .join('');
  return textReply(text);
};
