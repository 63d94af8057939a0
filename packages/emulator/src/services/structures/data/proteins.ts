import { createRandom, intBetween, mixSeed, pick } from '../../../prng.js';

/**
 * The proteins both structure services share: S7 entries are built from them and S9 predicts
 * them, so an accession found in one is found in the other. A few are real (their sequences and
 * names are UniProt's); the rest are generated and use accessions of the reserved-looking form
 * `X0<letter><3 digits>`, which UniProt has not issued.
 */
export interface Protein {
  accession: string;
  entryName: string;
  description: string;
  gene: string;
  organism: string;
  taxId: number;
  sequence: string;
  /** Isoforms with predictions of their own (`<accession>-2`). */
  isoforms: number;
}

const HBA =
  'MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNALSALSDLHAHKLRVDPVNFKLLSHCLLVTLAAHLPAEFTPAVHASLDKFLASVSTVLTSKYR';
const HBB =
  'MVHLTPEEKSAVTALWGKVNVDEVGGEALGRLLVVYPWTQRFFESFGDLSTPDAVMGNPKVKAHGKKVLGAFSDGLAHLDNLKGTFATLSELHCDKLHVDPENFRLLGNVLVCVLAHHFGKEFTPPVQAAYQKVVAGVANALAHKYH';
const CDK7 =
  'MALDVKSRAKRYEKLDFLGEGQFATVYKARDKNTNQIVAIKKIKLGHRSEAKDGINRTALREIKLLQELSHPNIIGLLDAFGHKSNISLVFDFMETDLEVIIKDNSLVLTPSHIKAYMLMTLQGLEYLHQHWILHRDLKPNNLLLDENGVLKLADFGLAKSFGSPNRAYTHQVVTRWYRAPELLFGARMYGVGVDMWAVGCILAELLLRVPFLPGDSDLDQLTRIFETLGTPTEEQWPDMCSLPDYVTFKSFPGIPLHHIFSAAGDDLLDLIQGLFLFNPCARITATQALKMKYFSNRPGPTPGCQLPRPNCPVETLKEQSNPALAIKRKRTEALEQGGLPKKLIF';
const ADRB2 =
  'MGQPGNGSAFLLAPNGSHAPDHDVTQERDEVWVVGMGIVMSLIVLAIVFGNVLVITAIAKFERLQTVTNYFITSLACADLVMGLAVVPFGAAHILMKMWTFGNFWCEFWTSIDVLCVTASIETLCVIAVDRYFAITSPFKYQSLLTKNKARVIILMVWIVSGLTSFLPIQMHWYRATHQEAINCYANETCCDFFTNQAYAIASSIVSFYVPLVIMVFVYSRVFQEAKRQLQKIDKSEGRFHVQNLSQVEQDGRTGHGLRRSSKFCLKEHKALKTLGIIMGTFTLCWLPFFIVNIVHVIQDNLIRKEVYILLNWIGYVNSGFNPLIYCRSPDFRIAFQELLCLRRSSLKAYGNGYSSNGNTGEQSGYHVEQEKENKLLCEDLPGTEDFVGHQGTVPSDNIDSQGRNCSTNDSLL';
/** CYP2C19 (UniProt P33261, 490 residues): Pro227 and Trp212 are the residues its *2 and *3 alleles change. */
const CYP2C19 =
  'MDPFVVLVLCLSCLLLLSIWRQSSGRGKLPPGPTPLPVIGNILQIDIKDVSKSLTNLSKIYGPVFTLYFGLERMVVLHGYEVVKEALIDLGEEFSGRGHFPLAERANRGFGIVFSNGKRWKEIRRFSLMTLRNFGMGKRSIEDRVQEEARCLVEELRKTKASPCDPTFILGCAPCNVICSIIFQKRFDYKDQQFLNLMEKLNENIRIVSTPWIQICNNFPTIIDYFPGTHNKLLKNLAFMESDILEKVKEHQESMDINNPRDFIDCFLIKMEKEKQNQQSEFTIENLVITAADLLGAGTETTSTTLRYALLLLLKHPEVTAKVQEEIERVIGRNRSPCMQDRGHMPYTDAVVHEVQRYIDLIPTSLPHAVTCDVKFRNYLIPKGTTILTSLTSVLHDNKEFPNPEMFDPRHFLDEGGNFKKSNYFMPFSAGKRICVGEGLARMELFLFLTFILQNFNLKSLIDPKDLDTTPVVNGFASVPPFYQLCFIPV';
/** HIV-1 capsid C-terminal domain as deposited in 1A8O (selenomethionines read as M). */
export const CA_CTD = 'MDIRQGPKEPFRDYVDRFYKTLRAEQASQEVKNWMTETLLVQNANPDCKTILKALGPGATLEEMMTACQG';

export const REAL_PROTEINS: readonly Protein[] = [
  {
    accession: 'P69905',
    entryName: 'HBA_HUMAN',
    description: 'Hemoglobin subunit alpha',
    gene: 'HBA1',
    organism: 'Homo sapiens',
    taxId: 9606,
    sequence: HBA,
    isoforms: 0,
  },
  {
    accession: 'P68871',
    entryName: 'HBB_HUMAN',
    description: 'Hemoglobin subunit beta',
    gene: 'HBB',
    organism: 'Homo sapiens',
    taxId: 9606,
    sequence: HBB,
    isoforms: 0,
  },
  {
    accession: 'P50613',
    entryName: 'CDK7_HUMAN',
    description: 'Cyclin-dependent kinase 7',
    gene: 'CDK7',
    organism: 'Homo sapiens',
    taxId: 9606,
    sequence: CDK7,
    isoforms: 0,
  },
  {
    accession: 'P07550',
    entryName: 'ADRB2_HUMAN',
    description: 'Beta-2 adrenergic receptor',
    gene: 'ADRB2',
    organism: 'Homo sapiens',
    taxId: 9606,
    sequence: ADRB2,
    isoforms: 1,
  },
  {
    accession: 'P33261',
    entryName: 'CP2CJ_HUMAN',
    description: 'Cytochrome P450 2C19',
    gene: 'CYP2C19',
    organism: 'Homo sapiens',
    taxId: 9606,
    sequence: CYP2C19,
    isoforms: 0,
  },
];

const ORGANISMS: readonly [string, number][] = [
  ['Homo sapiens', 9606],
  ['Mus musculus', 10090],
  ['Escherichia coli', 562],
  ['Saccharomyces cerevisiae', 4932],
  ['Arabidopsis thaliana', 3702],
  ['Danio rerio', 7955],
];
const FAMILIES = [
  'kinase',
  'protease',
  'transporter',
  'reductase',
  'synthase',
  'dehydrogenase',
  'isomerase',
  'ligase',
];
const PREFIXES = [
  'Putative',
  'Probable',
  'Membrane',
  'Mitochondrial',
  'Nuclear',
  'Cytosolic',
  'Secreted',
  'Ribosomal',
];
const AMINO = 'ACDEFGHIKLMNPQRSTVWY';
const GENERATED = 80;

function generated(seed: number, i: number): Protein {
  const random = createRandom(mixSeed(seed, 7_001, i));
  const [organism, taxId] = pick(random, ORGANISMS);
  const family = pick(random, FAMILIES);
  const length = intBetween(random, 60, 520);
  let sequence = 'M';
  while (sequence.length < length) sequence += AMINO[Math.floor(random() * AMINO.length)];
  const accession = `X0${String.fromCharCode(65 + (i % 26))}${String(100 + i).padStart(3, '0')}`;
  const gene = `${family.slice(0, 3).toUpperCase()}${intBetween(random, 1, 40)}`;
  const suffix = organism === 'Homo sapiens' ? 'HUMAN' : organism === 'Mus musculus' ? 'MOUSE' : 'SYNTH';
  return {
    accession,
    entryName: `${gene}_${suffix}`,
    description: `${pick(random, PREFIXES)} ${family} ${intBetween(random, 1, 12)}`,
    gene,
    organism,
    taxId,
    sequence,
    isoforms: random() < 0.15 ? 1 : 0,
  };
}

const cache = new Map<number, readonly Protein[]>();

/** Every protein of the emulated world for a seed: the real ones first. */
export function proteinsFor(seed: number): readonly Protein[] {
  let list = cache.get(seed);
  if (!list) {
    list = [...REAL_PROTEINS, ...Array.from({ length: GENERATED }, (_, i) => generated(seed, i))];
    cache.set(seed, list);
  }
  return list;
}

/** An isoform's sequence: the canonical one with a stretch near the start left out. */
export function isoformSequence(protein: Protein, isoform: number): string {
  const cut = Math.min(20 * isoform, Math.floor(protein.sequence.length / 4));
  return protein.sequence.slice(0, 5) + protein.sequence.slice(5 + cut);
}
