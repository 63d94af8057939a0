import { gzipSync } from 'node:zlib';
import type { EmulatorReply, EmulatorRequest } from '../../service.js';
import { bcif, type ModelFile, mmcif, pdb } from './coordinates.js';
import { type Archive, type EntryRec, findEntry } from './data/entries.js';
import { fileReply } from './reply.js';

const header = (req: EmulatorRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const notFound = (): EmulatorReply => ({
  status: 404,
  headers: { 'content-type': 'text/plain' },
  body: 'Not Found',
});

/** An entry's model, restricted to an assembly's chains when one is named. */
function modelOf(e: EntryRec, assembly?: string): ModelFile | undefined {
  const chains = assembly === undefined ? undefined : e.assemblies.find((a) => a.id === assembly)?.chains;
  if (assembly !== undefined && !chains) return undefined;
  return {
    id: e.id,
    title: e.title,
    method: e.method,
    resolution: e.resolution,
    entities: e.polymers.map((p) => ({ id: p.entityId, description: p.description })),
    chains: e.polymers.flatMap((p) =>
      p.chains
        .filter((c) => !chains || chains.includes(c))
        .map((c) => ({ chain: c, entityId: p.entityId, sequence: p.sequence })),
    ),
  };
}

/** The archive has PDB-format files only for entries within the format's limits. */
const fitsPdbFormat = (e: EntryRec) =>
  e.atomCount <= 99_999 && e.polymers.reduce((n, p) => n + p.chains.length, 0) <= 62;

function structureFactors(e: EntryRec): string {
  const lines = [
    `data_r${e.id.toLowerCase()}sf`,
    '#',
    'loop_',
    '_refln.index_h',
    '_refln.index_k',
    '_refln.index_l',
    '_refln.F_meas_au',
  ];
  for (let h = 0; h < 8; h++) lines.push(`${h} ${h % 3} ${h % 5} ${(100 + h * 7.5).toFixed(1)}`);
  return `${lines.join('\n')}\n#\n`;
}

/** GET {structureFiles}/download/<id>.pdb|.cif|.bcif|-sf.cif|.pdb<n>|-assembly<n>.cif[.gz]. */
export function fileDownload(archive: Archive, req: EmulatorRequest): EmulatorReply {
  const name = decodeURIComponent(req.path.replace(/^\/download\//, ''));
  const m = /^([0-9A-Za-z]{4})(\.cif|\.pdb|\.bcif|-sf\.cif|\.pdb(\d+)|-assembly(\d+)\.cif)(\.gz)?$/.exec(
    name,
  );
  const e = m ? findEntry(archive, m[1] as string) : undefined;
  if (!m || !e || e.computational) return notFound();
  const [, , kind, pdbAssembly, cifAssembly, gz] = m;
  let body: string | Uint8Array | undefined;
  let type = 'chemical/x-mmcif';
  if (kind === '.cif') body = mmcif(modelOf(e) as ModelFile);
  else if (kind === '.bcif') {
    body = bcif(modelOf(e) as ModelFile);
    type = 'application/octet-stream';
  } else if (kind === '-sf.cif') body = e.method === 'X-RAY DIFFRACTION' ? structureFactors(e) : undefined;
  else if (cifAssembly !== undefined) {
    const model = modelOf(e, cifAssembly);
    body = model && mmcif(model);
  } else {
    type = 'chemical/x-pdb';
    const model = fitsPdbFormat(e) ? modelOf(e, pdbAssembly) : undefined;
    body = model && pdb(model);
  }
  if (body === undefined) return notFound();
  if (gz) return fileReply(gzipSync(body), 'application/gzip', header(req, 'range'), header(req, 'if-range'));
  return fileReply(body, type, header(req, 'range'), header(req, 'if-range'));
}

/** GET {structureSite}/fasta/entry/<id>: one record per polymer entity. */
export function fasta(archive: Archive, req: EmulatorRequest): EmulatorReply {
  const m = /^\/fasta\/entry\/([^/]+)\/?$/.exec(req.path);
  const e = m ? findEntry(archive, decodeURIComponent(m[1] as string)) : undefined;
  if (!e) return notFound();
  const text = e.polymers
    .map((p) => {
      const chains = `Chain${p.chains.length > 1 ? 's' : ''} ${p.chains.join(', ')}`;
      return `>${e.id}_${p.entityId}|${chains}|${p.description}|${p.organism} (${p.taxId})\n${p.sequence}\n`;
    })
    .join('');
  return { status: 200, headers: { 'content-type': 'text/plain' }, body: text };
}
