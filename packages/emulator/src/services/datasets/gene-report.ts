import { fill } from '../../kit/index.js';
import { ORGANISMS } from '../eutils/data/curated-genes.js';
import { geneDetails } from '../eutils/data/gene-details.js';
import type { Gene, GeneSet } from '../eutils/data/genes.js';
import layout from './gene-report.json' with { type: 'json' };

const TYPE: Record<Gene['type'], string> = {
  'protein-coding': 'PROTEIN_CODING',
  ncRNA: 'ncRNA',
  pseudo: 'PSEUDO',
  snoRNA: 'snoRNA',
};

/** What both shapes say of a gene. */
function common(g: Gene) {
  const organism = ORGANISMS[g.taxId];
  return {
    ...g,
    geneId: String(g.id),
    chr: g.chr,
    common: organism.common,
    taxname: organism.scientific,
    type: TYPE[g.type],
    orientation: g.strand === '+' ? 'plus' : 'minus',
    authority: g.hgnc === undefined ? undefined : fill(layout.authority, { hgnc: g.hgnc }),
  };
}

/** The gene's range on each assembly annotated (1-based, strings): the reference, and T2T for human. */
function annotations(g: Gene, genes: GeneSet) {
  const d = geneDetails(g, genes);
  const organism = ORGANISMS[g.taxId];
  const human = g.taxId === 9606;
  const at = (sequence: string, begin: number, end: number) => ({
    sequence,
    begin: String(begin),
    end: String(end),
    chr: g.chr,
    orientation: g.strand === '+' ? 'plus' : 'minus',
  });
  const reference = fill(layout.annotation, {
    name: human ? 'GCF_000001405.40-RS_2023_10' : `${organism.assemblyAccession}-RS_2024_02`,
    date: human ? '2023-10-02' : '2024-02-14',
    accession: organism.assemblyAccession,
    assembly: organism.assembly,
    ...at(g.chrAccession, g.start, g.end),
  });
  if (!d.t2t) return [reference];
  const t2t = fill(layout.annotation, {
    name: 'GCF_009914755.1-RS_2023_10',
    date: '2023-10-02',
    accession: 'GCF_009914755.1',
    assembly: 'T2T-CHM13v2.0',
    ...at(d.t2t.accession, g.start + d.t2t.shift, g.end + d.t2t.shift),
  });
  return [reference, t2t];
}

/** `reports[].gene` of the v2alpha gene report, on the layout of the real IFNG report. */
export function geneReport(g: Gene, genes: GeneSet): Record<string, unknown> {
  const d = geneDetails(g, genes);
  const coding = d.transcripts.filter((t) => t.protein).length;
  const typeCounts = [
    ...(coding ? [{ count: coding, type: 'PROTEIN_CODING' }] : []),
    ...(d.transcripts.length - coding ? [{ count: d.transcripts.length - coding, type: 'NON_CODING' }] : []),
  ];
  const human = genes.bySymbol.get((g.orthologOf ?? g.symbol).toLowerCase())?.[0];
  return fill(layout.report, {
    ...common(g),
    annotations: annotations(g, genes),
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
    transcripts: geneDetails(g, genes).transcripts.map((t) => ({
      accession_version: `${t.accession}.${t.version}`,
      length: t.length,
    })),
  });
}
