// The emulator's data files about the demo pair, read the way a reviewer would read them: the real
// records (each with its source noted in the file) that the brief's sections should show, so the
// test checks the brief against the data files rather than against strings copied into the test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const services = join(import.meta.dirname, '..', '..', '..', 'packages', 'emulator', 'src', 'services');
// biome-ignore lint/suspicious/noExplicitAny: JSON data files, read loosely and checked field by field.
const read = (...path: string[]): any => JSON.parse(readFileSync(join(services, ...path), 'utf8'));

export const GENE = 'CYP2C19';
export const DRUG = 'clopidogrel';
/** Names the gene or the drug, as a reader would look for them. */
export const NAMES_PAIR = new RegExp(`${GENE}|${DRUG}`, 'i');

const curatedGene = read('eutils', 'data', 'curated-genes.json').human.find(
  (g: { symbol: string }) => g.symbol === GENE,
);
export const GENE_RECORD: {
  id: number;
  symbol: string;
  name: string;
  chr: string;
  map: string;
  uniprot: string;
} = curatedGene;

export const COMPOUND: {
  cid: number;
  title: string;
  properties: { MolecularWeight: string; XLogP: number };
} = read('compounds', 'data', 'compounds.json').compounds.find((c: { synonyms: string[] }) =>
  c.synonyms.includes(DRUG),
);

export const PROTEIN: { accession: string; description: string; sequence: string } = read(
  'structures',
  'data',
  'proteins.json',
).proteins.find((p: { accession: string }) => p.accession === GENE_RECORD.uniprot);

/** AlphaFold DB's own per-residue pLDDT of the protein's model, as the emulator's data file holds it. */
export const PLDDT: { about: string; scores: number[] | undefined } = (() => {
  const data = read('predicted', 'real-plddt.json');
  return { about: data.about, scores: data.plddt[PROTEIN.accession] };
})();

/** Real PDB entries holding the gene's protein (generated entries are not in entries.json). */
export const STRUCTURES: {
  id: string;
  title: string;
  method: string;
  resolution?: number;
  polymers: { accession?: string; chains: string[] }[];
  ligands: { compId: string; chains: string[] }[];
}[] = read('structures', 'data', 'entries.json').entries.filter((e: { polymers: { accession?: string }[] }) =>
  e.polymers.some((p) => p.accession === PROTEIN.accession),
);
export const STRUCTURES_ABOUT: string = read('structures', 'data', 'entries.json').about;

export const CLINVAR: {
  variationId: number;
  symbol: string;
  germline: string;
  shape: { cdna: string; proteinHgvs?: string };
  source: string;
}[] = read('eutils', 'data', 'clinvar-real.json').records.filter(
  (r: { symbol: string; germline: string }) => r.symbol === GENE && r.germline === 'drug response',
);

interface Study {
  protocolSection: {
    identificationModule: { nctId: string; acronym?: string; briefTitle: string };
    statusModule: { overallStatus: string };
  };
}
/** Real trials whose record names both the drug and the gene. */
export const TRIALS: Study[] = read('trials', 'real-studies.json').studies.filter(
  (s: Study) =>
    new RegExp(DRUG, 'i').test(JSON.stringify(s)) && new RegExp(GENE, 'i').test(JSON.stringify(s)),
);

/** The allele functions CPIC assigns, as the pgx data file holds them. */
export const ALLELE_FUNCTIONS: Map<string, string> = new Map(
  read('pgx', 'data', 'alleles.json')
    .alleles.filter((a: { gene: string }) => a.gene === GENE)
    .map((a: { name: string; function: string }) => [a.name.replace(GENE, ''), a.function.toLowerCase()]),
);

const gwasReal = read('gwas', 'data', 'real.json');
/** The GWAS data file's note on where its real records come from. */
export const GWAS_ABOUT: string = gwasReal.about;

/** Each service's real records that name the pair (empty where the emulator holds none). */
export const REAL_ABOUT_PAIR = {
  /** Real associations whose variant maps to the gene, with their study's reported trait. */
  gwas: gwasReal.associations
    .filter((a: { rsId: string }) =>
      gwasReal.variants.some(
        (v: { rsId: string; contexts: { gene: string }[] }) =>
          v.rsId === a.rsId && v.contexts.some((c) => c.gene === GENE),
      ),
    )
    .map((a: { study: string }) => ({
      ...a,
      trait: gwasReal.studies.find((s: { accession: string }) => s.accession === a.study)?.diseaseTrait,
    })) as {
    study: string;
    trait: string;
    riskAllele: string;
    mantissa: number;
    exponent: number;
    betaNum: number | null;
    betaUnit: string | null;
    betaDirection: string | null;
  }[],
  preprints: read('preprints', 'real.json').preprints.filter((p: { title: string; abstract: string }) =>
    NAMES_PAIR.test(`${p.title} ${p.abstract}`),
  ) as {
    doi: string;
    version: string;
    title: string;
    date: string;
    server: string;
    source: string;
    notConfirmed: string[];
  }[],
  protocols: read('protocols', 'real-records.json').records.filter((p: { title: string }) =>
    NAMES_PAIR.test(p.title),
  ),
};
