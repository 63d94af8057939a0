import { ORGANISMS } from '../eutils/data/curated-genes.js';
import { geneDetails } from '../eutils/data/gene-details.js';
import type { Gene, GeneSet } from '../eutils/data/genes.js';

const TYPE: Record<Gene['type'], string> = {
  'protein-coding': 'PROTEIN_CODING',
  ncRNA: 'ncRNA',
  pseudo: 'PSEUDO',
  snoRNA: 'snoRNA',
};

const orientation = (g: Gene) => (g.strand === '+' ? 'plus' : 'minus');

/** The gene's range and annotations as the Datasets gene report puts them (1-based, strings). */
function annotations(g: Gene, genes: GeneSet) {
  const d = geneDetails(g, genes);
  const organism = ORGANISMS[g.taxId];
  const location = (accession: string, begin: number, end: number) => ({
    genomic_accession_version: accession,
    genomic_range: { begin: String(begin), end: String(end), orientation: orientation(g) },
    sequence_name: g.chr,
  });
  const out: Array<{
    annotation_name: string;
    annotation_release_date: string;
    assembly_accession: string;
    assembly_name: string;
    genomic_locations: Array<ReturnType<typeof location>>;
  }> = [
    {
      annotation_name:
        g.taxId === 9606 ? 'GCF_000001405.40-RS_2023_10' : `${organism.assemblyAccession}-RS_2024_02`,
      annotation_release_date: g.taxId === 9606 ? '2023-10-02' : '2024-02-14',
      assembly_accession: organism.assemblyAccession,
      assembly_name: organism.assembly,
      genomic_locations: [location(g.chrAccession, g.start, g.end)],
    },
  ];
  if (d.t2t) {
    out.push({
      annotation_name: 'GCF_009914755.1-RS_2023_10',
      annotation_release_date: '2023-10-02',
      assembly_accession: 'GCF_009914755.1',
      assembly_name: 'T2T-CHM13v2.0',
      genomic_locations: [location(d.t2t.accession, g.start + d.t2t.shift, g.end + d.t2t.shift)],
    });
  }
  return out;
}

/** `reports[].gene` of the v2alpha gene report (gene-report-human-ifng.json), keys in its order. */
export function geneReport(g: Gene, genes: GeneSet): Record<string, unknown> {
  const d = geneDetails(g, genes);
  const organism = ORGANISMS[g.taxId];
  const coding = d.transcripts.filter((t) => t.protein).length;
  const typeCounts = [
    ...(coding ? [{ count: coding, type: 'PROTEIN_CODING' }] : []),
    ...(d.transcripts.length - coding ? [{ count: d.transcripts.length - coding, type: 'NON_CODING' }] : []),
  ];
  return {
    annotations: annotations(g, genes),
    chromosomes: [g.chr],
    common_name: organism.common,
    description: g.name,
    ...(g.ensembl && { ensembl_gene_ids: [g.ensembl] }),
    gene_groups: [
      {
        id: String(
          g.taxId === 9606
            ? g.id
            : (genes.bySymbol.get((g.orthologOf ?? g.symbol).toLowerCase())?.[0]?.id ?? g.id),
        ),
        method: 'NCBI Ortholog',
      },
    ],
    gene_id: String(g.id),
    ...(g.hgnc !== undefined && {
      nomenclature_authority: { authority: 'HGNC', identifier: `HGNC:${g.hgnc}` },
    }),
    ...(g.mim !== undefined && { omim_ids: [String(g.mim)] }),
    orientation: orientation(g),
    protein_count: coding,
    ...(d.refSeqGene && {
      reference_standards: [
        {
          gene_range: {
            accession_version: `${d.refSeqGene.accession}.${d.refSeqGene.version}`,
            range: [{ begin: '5001', end: String(5_000 + g.end - g.start + 1), orientation: 'plus' }],
          },
          type: 'REFSEQ_GENE',
        },
      ],
    }),
    ...(g.uniprot && { swiss_prot_accessions: [g.uniprot] }),
    symbol: g.symbol,
    ...(g.aliases.length > 0 && { synonyms: [...g.aliases] }),
    tax_id: String(g.taxId),
    taxname: organism.scientific,
    transcript_count: d.transcripts.length,
    ...(typeCounts.length > 0 && { transcript_type_counts: typeCounts }),
    type: TYPE[g.type],
  };
}

/** `genes[].gene` as spec S3 tabulates it (the v1 shape): genomic_ranges and transcripts included. */
export function geneV1(g: Gene, genes: GeneSet): Record<string, unknown> {
  const d = geneDetails(g, genes);
  const organism = ORGANISMS[g.taxId];
  return {
    gene_id: String(g.id),
    symbol: g.symbol,
    description: g.name,
    tax_name: organism.scientific,
    taxid: g.taxId,
    common_name: organism.common,
    chromosomes: [g.chr],
    type: TYPE[g.type],
    orientation: orientation(g),
    synonyms: [...g.aliases],
    ...(g.hgnc !== undefined && {
      nomenclature_authority: { authority: 'HGNC', identifier: `HGNC:${g.hgnc}` },
    }),
    genomic_ranges: [
      {
        accession_version: g.chrAccession,
        range: [{ begin: g.start, end: g.end, orientation: orientation(g) }],
      },
    ],
    transcripts: d.transcripts.map((t) => ({
      accession_version: `${t.accession}.${t.version}`,
      length: t.length,
    })),
  };
}
