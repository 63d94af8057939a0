import { fill } from '../../kit/index.js';
import { ORGANISMS } from '../eutils/data/curated-genes.js';
import { type GeneDetails, geneDetails } from '../eutils/data/gene-details.js';
import type { Gene, GeneSet } from '../eutils/data/genes.js';
import layout from './gene-report.json' with { type: 'json' };

/** What both shapes say of a gene. */
function common(g: Gene) {
  const organism = ORGANISMS[g.taxId];
  return {
    ...g,
    geneId: String(g.id),
    common: organism.common,
    taxname: organism.scientific,
    type: layout.types[g.type],
    orientation: g.strand === '+' ? 'plus' : 'minus',
    authority: g.hgnc === undefined ? undefined : fill(layout.authority, { hgnc: g.hgnc }),
  };
}

/** The gene's range on each assembly annotated (1-based, strings): the reference, and T2T for human. */
function annotations(g: Gene, d: GeneDetails) {
  const on = (assembly: object, sequence: string, shift: number) =>
    fill(layout.annotation, {
      ...common(g),
      ...assembly,
      sequence,
      begin: String(g.start + shift),
      end: String(g.end + shift),
    });
  const reference = on(ORGANISMS[g.taxId], g.chrAccession, 0);
  return d.t2t ? [reference, on(layout.t2t, d.t2t.accession, d.t2t.shift)] : [reference];
}

/** `reports[].gene` of the v2alpha gene report, on the layout of the real IFNG report. */
export function geneReport(g: Gene, genes: GeneSet): Record<string, unknown> {
  const d = geneDetails(g, genes);
  const coding = d.transcripts.filter((t) => t.protein).length;
  const counts = { PROTEIN_CODING: coding, NON_CODING: d.transcripts.length - coding };
  const typeCounts = Object.entries(counts).flatMap(([type, count]) => (count > 0 ? [{ count, type }] : []));
  const human = genes.bySymbol.get((g.orthologOf ?? g.symbol).toLowerCase())?.[0];
  return fill(layout.report, {
    ...common(g),
    annotations: annotations(g, d),
    ensemblIds: g.ensembl ? [g.ensembl] : undefined,
    groupId: String(g.taxId === 9606 ? g.id : (human?.id ?? g.id)),
    omimIds: g.mim === undefined ? undefined : [String(g.mim)],
    coding,
    referenceStandards: d.refSeqGene && [
      fill(layout.referenceStandard, { ...d.refSeqGene, end: String(5_000 + g.end - g.start + 1) }),
    ],
    swissProt: g.uniprot ? [g.uniprot] : undefined,
    synonyms: g.aliases.length > 0 ? [...g.aliases] : undefined,
    taxId: String(g.taxId),
    transcriptCount: d.transcripts.length,
    typeCounts: typeCounts.length > 0 ? typeCounts : undefined,
  });
}

/** `genes[].gene` as spec S3 tabulates it (the v1 shape): genomic_ranges and transcripts included. */
export function geneV1(g: Gene, genes: GeneSet): Record<string, unknown> {
  return fill(layout.v1, {
    ...common(g),
    taxIdNumber: g.taxId,
    aliases: [...g.aliases],
    stop: g.end,
    transcripts: geneDetails(g, genes).transcripts.map((t) => fill(layout.v1Transcript, t)),
  });
}
