import { textReply, xmlReply } from '../../../kit/index.js';
import type { EmulatorReply } from '../../../service.js';
import { uidOf } from '../data/catalog.js';
import type { ClinVarRecord, Rcv } from '../data/clinvar.js';
import RECORDED from '../data/clinvar-recorded.json' with { type: 'json' };
import { ORGANISMS } from '../data/curated-genes.js';
import { geneDetails } from '../data/gene-details.js';
import type { Gene } from '../data/genes.js';
import { CLINVAR_HEAD, CLINVAR_TAIL, renderClinVarSet, renderVcv } from '../render/clinvar-record.js';
import { DOCTYPES } from '../render/envelope.js';
import { ENTREZGENE_HEAD, ENTREZGENE_TAIL, renderGeneRecord } from '../render/gene-record.js';
import { geneSummary, summaryV2Xml } from '../render/summaries.js';
import type { EutilsState } from '../state.js';
import { type Call, EutilsError, entrezDb, requestedIds } from './call.js';
import { documentSummarySet } from './esummary.js';

/** EFetch's documented maximum per request; a stored set is paged past it with retstart. */
const MAX_RETMAX = 10_000;

const plainText = (body: string) => textReply(body, 'text/plain; charset=UTF-8');

/** Streams a large document record by record, so a 100-gene fetch never sits whole in memory. */
async function* stream<T>(
  head: string,
  items: readonly T[],
  render: (item: T, i: number) => string,
  tail: string,
) {
  yield head;
  for (const [i, item] of items.entries()) yield render(item, i);
  yield tail;
}

/** Records of kinds the generator does not build (a haplotype), as NCBI gave them, by variation id. */
const RECORDED_VCV: Readonly<Record<string, string>> = RECORDED.vcv;

/** A requested ClinVar record: generated or curated (`record`, with the RCV asked for) or recorded. */
type Found = { uid: number; record?: ClinVarRecord | undefined; rcv?: Rcv; recorded?: string | undefined };

/** ClinVar ids: variation ids (numbers or VCV accessions) and, for rettype rcv, RCV accessions. */
function clinvarRecords(state: EutilsState, ids: readonly string[]): Found[] {
  return ids.flatMap((raw): Found[] => {
    const id = raw.trim().toUpperCase();
    const rcv = id.startsWith('RCV') ? state.rcv(id) : undefined;
    if (rcv) return [{ uid: rcv.record.variationId, ...rcv }];
    const uid = uidOf(id.startsWith('VCV') ? id.slice(3).split('.')[0]! : id);
    const record = state.catalog.clinvar.byId.get(uid);
    const recorded = RECORDED_VCV[uid];
    return record || recorded ? [{ uid, record, recorded }] : [];
  });
}

function geneTable(state: EutilsState, list: readonly Gene[]): string {
  return list
    .map((g) =>
      [
        `${g.symbol} ${g.name} [${ORGANISMS[g.taxId].scientific}]`,
        `Gene ID: ${g.id}, updated on ${geneDetails(g, state.catalog.genes).updated.toISOString().slice(0, 10)}`,
        '',
        `Location: ${g.map}`,
        `Exon count: ${g.exons}`,
        '',
        `Annotation: Chromosome ${g.chr}, ${g.chrAccession} (${g.start}..${g.end}${g.strand === '-' ? ', complement' : ''})`,
        '',
      ].join('\n'),
    )
    .join('\n');
}

/**
 * rettype=uilist: the uids alone, one per line (retmode=text) or as NCBI's bare IdList document
 * (as recorded in biopython/biopython#2955: the `<?xml version="1.0" ?>` declaration, a DOCTYPE
 * naming eEfetchResult and uilist.dtd, `<Id>`s indented by four spaces).
 */
function uilist(uids: readonly number[], mode: string): EmulatorReply {
  const unique = [...new Set(uids)];
  if (mode === 'text') return plainText(unique.length > 0 ? `${unique.join('\n')}\n` : '');
  const ids = unique.map((uid) => `    <Id>${uid}</Id>\n`).join('');
  return xmlReply(`<?xml version="1.0" ?>\n${DOCTYPES.uilist}<IdList>\n${ids}</IdList>\n`);
}

export function efetch(call: Call): EmulatorReply {
  const { params, state } = call;
  const db = entrezDb(params);
  const ids = requestedIds(call, db, MAX_RETMAX);
  if (ids.length === 0) throw new EutilsError('Empty id list - nothing todo');
  const rettype = (params.get('rettype') ?? '').toLowerCase();
  const mode = (params.get('retmode') ?? '').toLowerCase();
  const genes = db === 'gene' ? ids.flatMap((id) => state.catalog.genes.byId.get(uidOf(id)) ?? []) : [];
  // A real database without emulated records has none of the requested ids.
  const found = db === 'clinvar' ? clinvarRecords(state, ids) : [];
  // ClinVar's uids are variation ids, whichever accession (VCV or RCV) asked for the record.
  const uids = [...genes.map((g) => g.id), ...found.map((f) => f.uid)];
  if (uids.length === 0) throw new EutilsError('ID list is empty! Possibly it has no correct IDs.');
  if (rettype === 'uilist') return uilist(uids, mode);

  if (db === 'gene') {
    if (rettype === 'gene_table') return plainText(geneTable(state, genes));
    const docsum = (g: Gene) => summaryV2Xml('gene', geneSummary(g));
    if (rettype === 'docsum') return documentSummarySet(db, genes.map(docsum));
    if (mode === 'text' || mode === 'asn.1' || (rettype !== '' && rettype !== 'xml' && rettype !== 'full')) {
      throw new EutilsError(
        `The emulator serves gene records as XML only (retmode=xml); rettype=${rettype || 'asn.1'}, retmode=${mode} is not emulated`,
      );
    }
    const render = (g: Gene, i: number) => (i === 0 ? '' : '\n') + renderGeneRecord(g, state.catalog.genes);
    return xmlReply(stream(ENTREZGENE_HEAD, genes, render, ENTREZGENE_TAIL));
  }

  if (rettype === 'rcv' || rettype === 'clinvarset') {
    const sets = found.flatMap(({ record, rcv }) =>
      record ? (rcv ? [rcv] : record.rcvs).map((x) => ({ record, rcv: x })) : [],
    );
    const render = ({ record, rcv }: (typeof sets)[number]) => renderClinVarSet(record, rcv);
    return xmlReply(stream(`${CLINVAR_HEAD}\n`, sets, render, CLINVAR_TAIL));
  }
  if (rettype !== '' && rettype !== 'vcv' && rettype !== 'xml')
    throw new EutilsError(`Unknown rettype: ${rettype}`);
  const records = [...new Set(found.map((f) => f.record ?? f.recorded!))];
  const render = (r: (typeof records)[number]) => (typeof r === 'string' ? r : renderVcv(r));
  return xmlReply(stream(CLINVAR_HEAD, records, render, CLINVAR_TAIL));
}
