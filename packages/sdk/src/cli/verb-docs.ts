/**
 * What each verb does, in one line for its user, and a real example of its arguments: the two
 * things about a verb a person has to write. Everything else its help shows (parameters, types,
 * defaults, allowed values) is read from the service's own input schemas. Keyed by the clients'
 * own names (`service.resource.verb`, as docs/api.md's vocabulary names methods); a client held
 * by another (`genes.eutils`) is documented under its own service (`eutils`). A test walks every
 * verb of every client and fails on one missing here, on an entry no verb has, and on an example
 * the verb refuses.
 */
import { SERVICE_NAMES } from '../services.js';

export interface VerbDoc {
  /** What the verb does for its user, one line. */
  does: string;
  /** The words after the command in a working example (identifiers, then `--flag value`s). */
  example: readonly string[];
}

const NCBI_GENE_QUERY = 'BRCA1[sym] AND human[orgn]';
const QUERY_NODE = '{"type":"terminal","service":"full_text","parameters":{"value":"hemoglobin"}}';
const PROTOCOL = 'cut-run-targeted-in-situ-genome-wide-profiling-wit-mgjc3un';
const AF_MODEL = [
  '--entry-id',
  'AF-P69905-F1',
  '--latest-version',
  '4',
  '--version',
  '4',
  '--cif-url',
  'https://alphafold.ebi.ac.uk/files/AF-P69905-F1-model_v4.cif',
];
const PREPRINT = ['--doi', '10.1101/2020.09.09.20191205', '--version', '1'];
const JATS = 'https://www.medrxiv.org/content/early/2020/09/11/2020.09.09.20191205.source.xml';
const AF_REF = '{"entryId":"AF-P69905-F1","version":4}';

export const VERB_DOCS: Readonly<Record<string, VerbDoc>> = {
  // ClinicalTrials.gov
  'trials.studies.get': { does: 'Fetch one clinical study by its NCT id', example: ['NCT04280705'] },
  'trials.studies.list': {
    does: 'List the studies matching a query and filters, page by page',
    example: ['--query.cond', 'asthma', '--filter.overall-status', 'RECRUITING'],
  },
  'trials.studies.streamCsv': {
    does: 'Stream the matching studies as CSV rows, for exports too large to hold',
    example: ['--query.cond', 'asthma', '--fields', 'NCTId', '--fields', 'BriefTitle'],
  },

  // E-utilities (also genes.eutils and clinical-variants.eutils)
  'eutils.einfo': {
    does: "List the Entrez databases, or one database's record count, fields and links",
    example: ['--db', 'gene'],
  },
  'eutils.esearch': {
    does: 'Search an Entrez database and return the matching ids, page by page',
    example: ['--db', 'gene', '--term', NCBI_GENE_QUERY],
  },
  'eutils.esummary': {
    does: 'Fetch the document summaries of Entrez ids, with a failure for each id NCBI cannot summarise',
    example: ['--db', 'gene', '--ids', '672', '--ids', '675'],
  },
  'eutils.searchSummaries': {
    does: 'Search an Entrez database and return the summaries of the hits, page by page',
    example: ['--db', 'gene', '--term', NCBI_GENE_QUERY, '--max-items', '5'],
  },
  'eutils.efetch': {
    does: 'Fetch full Entrez records as the raw bodies NCBI sends, 500 records per request',
    example: ['--db', 'gene', '--ids', '672', '--rettype', 'gene_table', '--retmode', 'text'],
  },
  'eutils.efetchBytes': {
    does: 'Fetch full Entrez records as byte streams, one per request, for reading them as they arrive',
    example: ['--db', 'pubmed', '--ids', '33301246', '--retmode', 'xml'],
  },
  'eutils.efetchXml': {
    does: 'Fetch full Entrez records as parsed XML documents, one per request',
    example: ['--db', 'pubmed', '--ids', '33301246'],
  },
  'eutils.efetchRecords': {
    does: 'Fetch full Entrez records one at a time with a record reader (from code: the reader is a function)',
    example: ['--db', 'pubmed', '--ids', '33301246'],
  },
  'eutils.efetchText': {
    does: 'Fetch Entrez records in a text form (MEDLINE, GenBank flat file, gene table, ASN.1), line by line',
    example: ['--db', 'pubmed', '--ids', '33301246', '--rettype', 'medline'],
  },
  'eutils.elink': {
    does: 'Find the records another Entrez database links to from these ids',
    example: ['--dbfrom', 'gene', '--db', 'pubmed', '--ids', '672'],
  },
  'eutils.epost': {
    does: "Store ids on NCBI's history server, for later searches, summaries and fetches",
    example: ['--db', 'gene', '--ids', '672', '--ids', '675'],
  },

  // NCBI Gene
  'genes.search': {
    does: 'Search NCBI Gene and return the matching gene ids, page by page',
    example: [NCBI_GENE_QUERY],
  },
  'genes.searchSummaries': {
    does: 'Search NCBI Gene and return typed summaries of the matching genes, page by page',
    example: [NCBI_GENE_QUERY, '--max-items', '5'],
  },
  'genes.summaries': {
    does: 'Fetch typed summaries of genes by id, with a failure for each id NCBI cannot summarise',
    example: ['672', '1017'],
  },
  'genes.records': {
    does: 'Fetch the full records of genes by id (names, location, products, publications)',
    example: ['672'],
  },
  'genes.streamRecords': {
    does: 'Stream the full records of many genes, one at a time as they are read',
    example: ['672', '1017'],
  },
  'genes.links': {
    does: 'Find the PubMed articles, sequences or proteins each gene links to',
    example: ['672', '--db', 'pubmed'],
  },
  'genes.einfo': {
    does: 'Describe NCBI Gene: its record count, last update, search fields and link names',
    example: ['--version', '2.0'],
  },
  'genes.datasets.get': {
    does: 'Fetch the NCBI Datasets gene report of a gene symbol in one organism',
    example: ['{"symbol":"IFNG","taxon":"human"}'],
  },
  'genes.datasets.reports': {
    does: 'Fetch the NCBI Datasets gene reports of gene ids, with a failure for each id not found',
    example: ['3458', '672'],
  },

  // ClinVar
  'clinicalVariants.search': {
    does: 'Search ClinVar and return the matching variation ids, page by page',
    example: ['BRCA1[gene]'],
  },
  'clinicalVariants.searchSummaries': {
    does: 'Search ClinVar and return typed summaries of the matching variants, page by page',
    example: ['BRCA1[gene]', '--max-items', '5'],
  },
  'clinicalVariants.summaries': {
    does: 'Fetch typed ClinVar summaries of variation ids, with a failure for each id not found',
    example: ['17661', '12345'],
  },
  'clinicalVariants.streamRecords': {
    does: 'Stream full ClinVar records (VCV or RCV) of variation ids, one at a time',
    example: ['17661', '--rettype', 'vcv'],
  },
  'clinicalVariants.links': {
    does: 'Find the PubMed articles, genes, conditions or dbSNP records each variant links to',
    example: ['17661', '--db', 'pubmed'],
  },

  // GWAS Catalog
  'gwas.studies.get': { does: 'Fetch one GWAS Catalog study by its accession', example: ['GCST000392'] },
  'gwas.studies.list': {
    does: 'List the GWAS Catalog studies matching the filters, page by page',
    example: ['--efo-id', 'EFO_0001360'],
  },
  'gwas.studies.associations': {
    does: 'List the variant-trait associations a study reported, page by page',
    example: ['GCST000392'],
  },
  'gwas.associations.get': { does: 'Fetch one variant-trait association by its id', example: ['15608'] },
  'gwas.associations.list': {
    does: 'List the associations matching the filters, page by page',
    example: ['--rs-id', 'rs7329174'],
  },
  'gwas.associations.study': {
    does: 'Fetch the study that reported an association (give the record as associations get prints it)',
    example: ['{"accession_id":"GCST000392"}'],
  },
  'gwas.associations.traits': {
    does: 'Fetch the traits of an association (give the record as associations get prints it)',
    example: ['{"efo_traits":[{"efo_id":"EFO_0001360"}]}'],
  },
  'gwas.associations.variants': {
    does: 'Fetch the variants of an association (give the record as associations get prints it)',
    example: ['{"snp_allele":[{"rs_id":"rs7329174"}]}'],
  },
  'gwas.traits.get': { does: 'Fetch one trait by its ontology id', example: ['EFO_0001360'] },
  'gwas.traits.list': {
    does: 'List the traits matching the filters, page by page',
    example: ['--efo-trait', 'type 2 diabetes mellitus'],
  },
  'gwas.traits.associations': {
    does: 'List the associations reported for a trait, page by page',
    example: ['EFO_0001360'],
  },
  'gwas.variants.get': { does: 'Fetch one variant by its rs id', example: ['rs7329174'] },
  'gwas.variants.list': {
    does: 'List the variants matching the filters, page by page',
    example: ['--mapped-gene', 'TCF7L2'],
  },
  'gwas.genes.get': {
    does: 'Fetch one gene the catalog maps variants to, by its symbol',
    example: ['TCF7L2'],
  },
  'gwas.genes.list': {
    does: 'List the genes the catalog maps variants to, page by page',
    example: ['--gene-name', 'TCF7L2'],
  },
  'gwas.publications.get': {
    does: 'Fetch one publication the catalog curated, by its PubMed id',
    example: ['21041247'],
  },
  'gwas.publications.list': {
    does: 'List the publications the catalog curated, page by page',
    example: ['--first-author', 'Voight'],
  },
  'gwas.metadata.get': {
    does: "Show the catalog's release: version, dates and ontology versions",
    example: [],
  },
  'gwas.sumstats.listStudies': {
    does: 'List the studies with harmonised summary statistics, page by page',
    example: ['--size', '20'],
  },
  'gwas.sumstats.getStudy': {
    does: 'Fetch the summary-statistics record of one study',
    example: ['GCST000392'],
  },
  'gwas.sumstats.getTrait': {
    does: 'Fetch the summary-statistics record of one trait',
    example: ['EFO_0001360'],
  },
  'gwas.sumstats.studyAssociations': {
    does: "List one study's summary-statistics associations, optionally within a p-value range",
    example: ['GCST000392', '--p-upper', '5e-8'],
  },
  'gwas.sumstats.traitAssociations': {
    does: "List one trait's summary-statistics associations across studies",
    example: ['EFO_0001360', '--p-upper', '5e-8'],
  },
  'gwas.sumstats.chromosomeAssociations': {
    does: 'List the summary-statistics associations in a chromosome region',
    example: ['10', '--start', '112950000', '--end', '113000000'],
  },
  'gwas.sumstats.variantAssociations': {
    does: 'List the summary-statistics associations of one variant across studies',
    example: ['rs7903146'],
  },
  'gwas.sumstats.stream': {
    does: "Stream a study's harmonised summary statistics as typed rows, however large the file",
    example: ['GCST000392'],
  },
  'gwas.sumstats.streamColumns': {
    does: "Stream a study's harmonised summary statistics as column batches (numbers in typed arrays), for large files",
    example: ['GCST000392'],
  },
  'gwas.sumstats.streamFileColumns': {
    does: 'Stream one summary-statistics file of the FTP site as column batches',
    example: ['/GCST90000123/GCST90000123.tsv'],
  },
  'gwas.sumstats.streamFile': {
    does: 'Stream one summary-statistics file of the FTP site as typed rows',
    example: ['/GCST90000123/GCST90000123.tsv'],
  },

  // PharmGKB
  'pgx.genes.get': { does: 'Fetch one pharmacogene by its HGNC symbol', example: ['CYP2C19'] },
  'pgx.genes.search': { does: 'Search the pharmacogenes by symbol or name', example: ['CYP2C'] },
  'pgx.drugs.get': { does: 'Fetch one drug by its PharmGKB id', example: ['PA449053'] },
  'pgx.drugs.search': { does: 'Search the drugs by name', example: ['clopidogrel'] },
  'pgx.alleles.get': { does: 'Fetch one star allele by its name', example: ['CYP2C19*2'] },
  'pgx.alleles.list': { does: 'List the star alleles of a gene', example: ['--gene', 'CYP2C19'] },
  'pgx.variants.get': { does: 'Fetch one pharmacogenomic variant by its rs id', example: ['rs4244285'] },
  'pgx.variants.list': {
    does: 'List the pharmacogenomic variants at a chromosome position',
    example: ['--chromosome', '10', '--position', '94781859'],
  },
  'pgx.clinicalAnnotations.list': {
    does: 'List the clinical annotations of a gene, a drug or both, with their evidence levels',
    example: ['--gene', 'CYP2C19', '--drug', 'clopidogrel'],
  },
  'pgx.drugLabels.list': {
    does: "List a drug's labels with pharmacogenomic information, by regulator",
    example: ['--drug', 'clopidogrel', '--source', 'FDA'],
  },
  'pgx.guidelines.get': { does: 'Fetch one dosing guideline by its PharmGKB id', example: ['PA166104948'] },
  'pgx.guidelines.list': {
    does: 'List the dosing guidelines of a source, gene or drug',
    example: ['--source', 'CPIC', '--gene', 'CYP2C19'],
  },
  'pgx.pathways.get': { does: 'Fetch one drug pathway by its PharmGKB id', example: ['PA154444041'] },
  'pgx.pathways.list': { does: 'List the pathways of a drug or gene', example: ['--drug', 'clopidogrel'] },
  'pgx.geneDrugPairs.list': {
    does: 'List gene-drug pairs with their level of pharmacogenomic evidence',
    example: ['--gene', 'CYP2C19', '--pgx-level', 'A'],
  },
  'pgx.geneDrugPairs.briefing': {
    does: 'Gather everything known about one gene-drug pair: annotations, guidelines, labels and pathways',
    example: ['--gene', 'CYP2C19', '--drug', 'clopidogrel'],
  },

  // bioRxiv / medRxiv
  'preprints.details.get': {
    does: 'Fetch every version of a preprint by its DOI',
    example: ['10.1101/2020.09.09.20191205'],
  },
  'preprints.details.getLatest': {
    does: 'Fetch the latest version of a preprint by its DOI',
    example: ['10.1101/2020.09.09.20191205'],
  },
  'preprints.details.list': {
    does: 'List the preprints posted in a date range, optionally of one category',
    example: ['--from', '2025-01-01', '--to', '2025-01-07', '--category', 'genomics'],
  },
  'preprints.publications.get': {
    does: 'Find the journal article a preprint became, by the preprint DOI',
    example: ['10.1101/2020.09.09.20191205'],
  },
  'preprints.publications.list': {
    does: 'List the preprints published in journals in the last days',
    example: ['--days', '7'],
  },
  'preprints.fullText.getJats': {
    does: "Fetch a preprint version's full text (JATS XML) as a typed article",
    example: [...PREPRINT, '--jatsxml', JATS],
  },
  'preprints.fullText.downloadPdf': {
    does: "Download a preprint version's PDF",
    example: PREPRINT,
  },
  'preprints.fullText.pdfUrl': {
    does: "Print the address of a preprint version's PDF (nothing is sent)",
    example: PREPRINT,
  },
  'preprints.fullText.htmlUrl': {
    does: "Print the address of a preprint version's web page (nothing is sent)",
    example: PREPRINT,
  },

  // protocols.io
  'protocols.protocols.get': { does: 'Fetch one protocol by its id or uri', example: [PROTOCOL] },
  'protocols.protocols.list': {
    does: 'List public protocols matching a search, page by page',
    example: ['--filter', 'public', '--key', 'CUT&RUN'],
  },
  'protocols.protocols.steps': { does: "Fetch a protocol's steps, in order", example: [PROTOCOL] },
  'protocols.protocols.materials': { does: "Fetch a protocol's materials and reagents", example: [PROTOCOL] },
  'protocols.protocols.downloadPdf': { does: "Download a protocol's PDF", example: [PROTOCOL] },
  'protocols.oauth.authorizeUrl': {
    does: 'Print the address that starts signing in to protocols.io, and its state (nothing is sent)',
    example: [
      '--client-id',
      'my-app',
      '--scope',
      'readwrite',
      '--redirect-uri',
      'http://127.0.0.1:8765/callback',
    ],
  },
  'protocols.oauth.exchangeCode': {
    does: 'Exchange the code of a finished sign-in for tokens (checks the state)',
    example: [
      '--client-id',
      'my-app',
      '--client-secret',
      'my-secret',
      '--code',
      '4f1c2e',
      '--state',
      'a81b9d',
      '--expected-state',
      'a81b9d',
      '--redirect-uri',
      'http://127.0.0.1:8765/callback',
    ],
  },
  'protocols.oauth.refresh': {
    does: 'Renew the signed-in access token with its refresh token',
    example: ['--client-id', 'my-app', '--client-secret', 'my-secret'],
  },
  'protocols.tokens': { does: 'Show the tokens the client signed in with, if any', example: [] },

  // RCSB PDB
  'structures.entries.get': { does: 'Fetch one PDB entry by its id', example: ['4HHB'] },
  'structures.entries.summary': {
    does: "Fetch an entry's summary: title, method, resolution and release date",
    example: ['4HHB'],
  },
  'structures.entries.summaries': {
    does: 'Fetch the summaries of many entries, with a failure for each id not found',
    example: ['4HHB', '1A8O'],
  },
  'structures.entries.pubmed': {
    does: "Fetch the PubMed record of an entry's primary citation",
    example: ['4HHB'],
  },
  'structures.entities.get': { does: 'Fetch one entity (a molecule) of an entry', example: ['4HHB_1'] },
  'structures.entities.summaries': {
    does: 'Fetch the common fields of many polymer entities in one typed GraphQL query per 100',
    example: ['4HHB_1', '4HHB_2'],
  },
  'structures.entities.uniprot': {
    does: 'Fetch the UniProt records a polymer entity maps to',
    example: ['4HHB_1'],
  },
  'structures.instances.get': { does: 'Fetch one instance (a chain) of an entity', example: ['4HHB.A'] },
  'structures.assemblies.get': { does: 'Fetch one biological assembly of an entry', example: ['4HHB-1'] },
  'structures.chemComps.get': { does: 'Fetch one chemical component (a ligand) by its id', example: ['HEM'] },
  'structures.files.download': {
    does: "Download an entry's coordinate file (mmCIF, PDB, BinaryCIF or structure factors)",
    example: ['4HHB', '--format', 'pdb'],
  },
  'structures.files.downloadAssembly': {
    does: "Download a biological assembly's coordinate file",
    example: ['4HHB-1'],
  },
  'structures.files.downloadFasta': { does: "Download an entry's sequences as FASTA", example: ['4HHB'] },
  'structures.files.sequences': {
    does: "Read an entry's sequences, one record per chain",
    example: ['4HHB'],
  },
  'structures.search': {
    does: 'Search the PDB with a query (a JSON query node) and return the matching ids, page by page',
    example: [QUERY_NODE],
  },
  'structures.graphql': {
    does: 'Run a GraphQL query on the PDB data API',
    example: ['{ entry(entry_id: "4HHB") { struct { title } } }'],
  },

  // PubChem
  'compounds.compounds.get': {
    does: 'Fetch the properties of the compounds a CID, name, SMILES or InChI stands for',
    example: ['--name', 'aspirin'],
  },
  'compounds.compounds.cids': {
    does: 'Find the CIDs a name, SMILES or InChI stands for',
    example: ['--name', 'aspirin'],
  },
  'compounds.compounds.getSynonyms': {
    does: 'Fetch the synonyms of the compounds a CID, name, SMILES or InChI stands for',
    example: ['--cid', '2244'],
  },
  'compounds.compounds.properties': {
    does: 'Fetch properties of many compounds by CID, with a failure for each CID not found',
    example: ['2244', '3672', '--properties', 'MolecularFormula', '--properties', 'MolecularWeight'],
  },
  'compounds.compounds.streamProperties': {
    does: 'Stream properties of many compounds by CID, one row at a time',
    example: ['2244', '3672', '--properties', 'MolecularWeight'],
  },
  'compounds.compounds.synonyms': {
    does: 'Fetch the synonyms of many compounds by CID',
    example: ['2244', '3672'],
  },
  'compounds.compounds.search': {
    does: 'Find compounds similar to, inside or around a structure (SMILES)',
    example: ['CC(=O)OC1=CC=CC=C1C(=O)O', '--type', 'similarity', '--threshold', '95'],
  },
  'compounds.compounds.assaySummary': {
    does: 'Summarise the bioassay results of a compound',
    example: ['2244'],
  },
  'compounds.substances.cids': {
    does: 'Find the compounds (CIDs) each substance (SID) stands for',
    example: ['103164874'],
  },
  'compounds.assays.get': { does: 'Fetch the description of one bioassay by its AID', example: ['1000'] },
  'compounds.assays.download': {
    does: "Download a bioassay's full record (XML or JSON)",
    example: ['1000', '--format', 'json'],
  },
  'compounds.annotations.get': {
    does: "Fetch a compound's annotations (PubChem's record view), whole or one heading",
    example: ['2244', '--heading', 'Toxicity'],
  },
  'compounds.annotations.getTexts': {
    does: 'Fetch the texts under one heading of a compound record',
    example: ['2244', '--heading', 'Toxicity'],
  },
  'compounds.images.get': {
    does: "Fetch a compound's 2D image as PNG bytes",
    example: ['2244', '--size', 'small'],
  },
  'compounds.images.download': {
    does: "Download a compound's 2D image (PNG)",
    example: ['2244', '--size', 'large'],
  },
  'compounds.files.download': {
    does: 'Download the SD file (or properties, synonyms, assay summary) of compounds',
    example: ['2244', '--format', 'sdf'],
  },
  'compounds.files.streamMolecules': {
    does: 'Stream the molecules of compounds from their SD file, one at a time',
    example: ['2244', '3672'],
  },
  'compounds.listKeys.get': {
    does: 'Fetch the CIDs stored under a list key (the answer of a long search)',
    example: ['3000000000007919'],
  },

  // AlphaFold DB
  'predictedStructures.predictions.get': {
    does: "Fetch a UniProt accession's predicted models, with their file addresses",
    example: ['P69905'],
  },
  'predictedStructures.beacons.get': {
    does: 'Fetch the 3D-Beacons summary of every model of a UniProt accession',
    example: ['P69905'],
  },
  'predictedStructures.files.download': {
    does: "Download a model's coordinates (mmCIF, BinaryCIF or PDB)",
    example: [AF_REF, '--format', 'pdb'],
  },
  'predictedStructures.files.downloadMsa': {
    does: "Download a model's multiple sequence alignment",
    example: [AF_REF],
  },
  'predictedStructures.files.downloadPaeImage': {
    does: "Download a model's predicted aligned error plot (PNG)",
    example: [AF_REF],
  },
  'predictedStructures.files.streamAlphaMissense': {
    does: "Stream the AlphaMissense pathogenicity scores of a model's protein",
    example: [AF_REF],
  },
  'predictedStructures.confidence.get': {
    does: "Fetch a model's per-residue confidence (pLDDT)",
    example: AF_MODEL,
  },
  'predictedStructures.pae.get': {
    does: "Fetch a model's predicted aligned error matrix",
    example: AF_MODEL,
  },
  'predictedStructures.bulk.list': {
    does: 'List the files of the bulk download bucket, page by page',
    example: ['--prefix', 'proteomes/proteome-tax_id-9606'],
  },
  'predictedStructures.bulk.proteomes': {
    does: 'List the proteome archives of an organism (by NCBI taxonomy id)',
    example: ['9606'],
  },
  'predictedStructures.bulk.proteomeArchive': {
    does: "Print the bucket name of an organism's proteome archive (nothing is sent)",
    example: ['9606', '0'],
  },
  'predictedStructures.bulk.url': {
    does: 'Print the public address of a bucket file (nothing is sent)',
    example: ['proteomes/proteome-tax_id-9606-0_v4.tar'],
  },
  'predictedStructures.bulk.download': {
    does: 'Download one bucket file',
    example: ['proteomes/proteome-tax_id-9606-0_v4.tar'],
  },

  // Script gateway
  'gateway.execute': {
    does: "Run one of a skill's allow-listed scripts with arguments",
    example: ['text', '--script', 'echo', '--args', 'hello'],
  },
  'gateway.health': { does: 'Check that the gateway is up', example: [] },
  'gateway.skills.list': { does: 'List the skills the gateway offers, with their scripts', example: [] },
  'gateway.skills.get': { does: 'Fetch one skill and its scripts', example: ['text'] },
};

/** The doc of a verb: its own, or (for a client held by another, `genes.eutils`) its service's. */
export function verbDoc(service: string, path: readonly string[]): VerbDoc | undefined {
  const own = VERB_DOCS[[service, ...path].join('.')];
  if (own) return own;
  const [inner, ...rest] = path;
  if (rest.length > 0 && (SERVICE_NAMES as readonly string[]).includes(inner as string))
    return VERB_DOCS[[inner, ...rest].join('.')];
  return undefined;
}
