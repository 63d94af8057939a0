/**
 * Conditions (ClinVar traits / MedGen concepts) the emulated ClinVar and Gene records refer to.
 * Names, OMIM numbers and most MedGen CUIs are the real ones (the drug-response CN… ids are
 * stand-ins); trait ids, trait-set ids and MedGen UIDs are derived from the CUI so they are
 * stable without being claimed as real.
 */
export interface Condition {
  key: string;
  name: string;
  /** MedGen concept id (CUI, or CN… for MedGen-only concepts). */
  cui: string;
  omim?: number;
  mondo?: string;
  /** Alternate names, searchable with [disorder]. */
  alternates?: readonly string[];
  /** Somatic/oncology condition: its variants may carry somatic classifications. */
  cancer?: boolean;
  /** A 'drug response' condition, for pharmacogene records. */
  drugResponse?: boolean;
}

export const CONDITIONS: readonly Condition[] = [
  { key: 'not-provided', name: 'not provided', cui: 'C3661900', alternates: ['none provided'] },
  { key: 'not-specified', name: 'not specified', cui: 'CN169374', alternates: ['AllHighlyPenetrant'] },
  { key: 'inborn', name: 'Inborn genetic diseases', cui: 'C0950123' },
  {
    key: 'hcps',
    name: 'Hereditary cancer-predisposing syndrome',
    cui: 'C0027672',
    alternates: ['Neoplastic Syndromes, Hereditary', 'Tumor predisposition', 'Cancer predisposition'],
    cancer: true,
  },
  {
    key: 'hboc',
    name: 'Hereditary breast ovarian cancer syndrome',
    cui: 'C0677776',
    alternates: ['Hereditary breast and ovarian cancer syndrome', 'HBOC'],
    cancer: true,
  },
  {
    key: 'brca1-susc',
    name: 'Breast-ovarian cancer, familial, susceptibility to, 1',
    cui: 'C2676676',
    omim: 604370,
    alternates: ['BROVCA1', 'Breast-ovarian cancer, familial 1'],
    cancer: true,
  },
  {
    key: 'brca2-susc',
    name: 'Breast-ovarian cancer, familial, susceptibility to, 2',
    cui: 'C2675520',
    omim: 612555,
    alternates: ['BROVCA2', 'Breast-ovarian cancer, familial 2'],
    cancer: true,
  },
  { key: 'fanconi-d1', name: 'Fanconi anemia, complementation group D1', cui: 'C1838457', omim: 605724 },
  {
    key: 'lfs',
    name: 'Li-Fraumeni syndrome',
    cui: 'C0085390',
    omim: 151623,
    alternates: ['LFS', 'Sarcoma family syndrome of Li and Fraumeni'],
    cancer: true,
  },
  {
    key: 'cf',
    name: 'Cystic fibrosis',
    cui: 'C0010674',
    omim: 219700,
    mondo: 'MONDO:0009061',
    alternates: ['Mucoviscidosis', 'CF'],
  },
  {
    key: 'cbavd',
    name: 'Congenital bilateral aplasia of vas deferens from CFTR mutation',
    cui: 'C1856091',
    omim: 277180,
  },
  { key: 'tsc2', name: 'Tuberous sclerosis 2', cui: 'C1860707', omim: 613254, alternates: ['TSC2'] },
  {
    key: 'tsc',
    name: 'Tuberous sclerosis syndrome',
    cui: 'C0041341',
    omim: 191100,
    alternates: ['Tuberous sclerosis complex', 'TSC'],
  },
  { key: 'lam', name: 'Lymphangiomyomatosis', cui: 'C0751674', omim: 606690, alternates: ['LAM'] },
  {
    key: 'dee7',
    name: 'Developmental and epileptic encephalopathy, 7',
    cui: 'C3150986',
    omim: 613720,
    mondo: 'MONDO:0013387',
    alternates: ['Early infantile epileptic encephalopathy 7', 'DEE7'],
  },
  {
    key: 'ee-dee',
    name: 'Early-infantile DEE',
    cui: 'C0393706',
    mondo: 'MONDO:0800491',
    alternates: ['Ohtahara syndrome', 'Early infantile epileptic encephalopathy'],
  },
  {
    key: 'bfns1',
    name: 'Benign familial neonatal seizures 1',
    cui: 'C3150987',
    omim: 121200,
    alternates: ['Self-limited familial neonatal epilepsy'],
  },
  {
    key: 'cml',
    name: 'Chronic myelogenous leukemia, BCR-ABL1 positive',
    cui: 'C0023473',
    omim: 608232,
    mondo: 'MONDO:0011996',
    alternates: ['Chronic myeloid leukemia', 'CML'],
    cancer: true,
  },
  { key: 'sickle', name: 'Sickle cell anemia', cui: 'C0002895', omim: 603903, alternates: ['Hb SS disease'] },
  { key: 'beta-thal', name: 'beta Thalassemia', cui: 'C0005283', omim: 613985 },
  {
    key: 'lynch',
    name: 'Lynch syndrome',
    cui: 'C1333990',
    alternates: ['Hereditary nonpolyposis colorectal cancer'],
    cancer: true,
  },
  {
    key: 'fap',
    name: 'Familial adenomatous polyposis 1',
    cui: 'C2713442',
    omim: 175100,
    alternates: ['Adenomatous polyposis coli'],
    cancer: true,
  },
  { key: 'marfan', name: 'Marfan syndrome', cui: 'C0024796', omim: 154700 },
  { key: 'dmd', name: 'Duchenne muscular dystrophy', cui: 'C0013264', omim: 310200 },
  { key: 'huntington', name: 'Huntington disease', cui: 'C0020179', omim: 143100 },
  {
    key: 'sma1',
    name: 'Spinal muscular atrophy, type I',
    cui: 'C0043116',
    omim: 253300,
    alternates: ['Werdnig-Hoffmann disease'],
  },
  { key: 'gaucher', name: 'Gaucher disease', cui: 'C0017205', omim: 230800 },
  { key: 'hemochromatosis', name: 'Hereditary hemochromatosis', cui: 'C0392514', omim: 235200 },
  {
    key: 'thrombophilia-f5',
    name: 'Thrombophilia due to activated protein C resistance',
    cui: 'C1861171',
    omim: 188055,
  },
  { key: 'pku', name: 'Phenylketonuria', cui: 'C0031485', omim: 261600 },
  { key: 'nf1', name: 'Neurofibromatosis, type 1', cui: 'C0027831', omim: 162200, cancer: true },
  {
    key: 'men2a',
    name: 'Multiple endocrine neoplasia, type 2a',
    cui: 'C0025269',
    omim: 171400,
    cancer: true,
  },
  { key: 'lqts', name: 'Long QT syndrome', cui: 'C0023976', alternates: ['Romano-Ward syndrome'] },
  { key: 'brugada', name: 'Brugada syndrome', cui: 'C1142166', omim: 601144 },
  { key: 'hcm', name: 'Hypertrophic cardiomyopathy', cui: 'C0007194' },
  { key: 'fh', name: 'Familial hypercholesterolemia', cui: 'C0020445', omim: 143890 },
  { key: 'cmt2e', name: 'Charcot-Marie-Tooth disease type 2E', cui: 'C1847823', omim: 607684 },
  { key: 'cmt1f', name: 'Charcot-Marie-Tooth disease type 1F', cui: 'C1858283', omim: 607734 },
  {
    key: 'mh',
    name: 'Malignant hyperthermia of anesthesia',
    cui: 'C0024591',
    alternates: ['Malignant hyperthermia'],
  },
  {
    key: 'dravet',
    name: 'Dravet syndrome',
    cui: 'C0751122',
    omim: 607208,
    alternates: ['Severe myoclonic epilepsy in infancy'],
  },
  { key: 'alzheimer', name: 'Alzheimer disease', cui: 'C0002395' },
  {
    key: 'g6pd-def',
    name: 'Anemia, nonspherocytic hemolytic, due to G6PD deficiency',
    cui: 'C0237987',
    omim: 300908,
    alternates: ['G6PD deficiency'],
  },
  { key: 'dpd-def', name: 'Dihydropyrimidine dehydrogenase deficiency', cui: 'C2720286', omim: 274270 },
  { key: 'tpmt-def', name: 'Thiopurine S-methyltransferase deficiency', cui: 'C0342801' },
  { key: 'gilbert', name: 'Gilbert syndrome', cui: 'C0017551', omim: 143500 },
  { key: 'crigler-najjar', name: 'Crigler-Najjar syndrome, type I', cui: 'C0010324', omim: 218800 },
  {
    key: 'imd69',
    name: 'Immunodeficiency 69',
    cui: 'C5436531',
    omim: 618963,
    alternates: ['Mendelian susceptibility to mycobacterial disease due to IFNG deficiency'],
  },
  { key: 'retinoblastoma', name: 'Retinoblastoma', cui: 'C0035335', omim: 180200, cancer: true },
  { key: 'vhl', name: 'Von Hippel-Lindau syndrome', cui: 'C0019562', omim: 193300, cancer: true },
  { key: 'attr', name: 'Amyloidogenic transthyretin amyloidosis', cui: 'C2751492', omim: 105210 },
  {
    key: 'alpers',
    name: 'Progressive sclerosing poliodystrophy',
    cui: 'C0205710',
    omim: 203700,
    alternates: ['Alpers-Huttenlocher syndrome'],
  },
  {
    key: 'mthfr-def',
    name: 'Homocystinuria due to methylene tetrahydrofolate reductase deficiency',
    cui: 'C1856061',
    omim: 236250,
  },
  { key: 'hemoglobinopathy', name: 'Hemoglobinopathy', cui: 'C0019045' },
  { key: 'cardiomyopathy', name: 'Cardiomyopathy', cui: 'C0878544' },
  { key: 'seizure', name: 'Seizure', cui: 'C0036572' },
  { key: 'id', name: 'Intellectual disability', cui: 'C3714756' },
  { key: 'hearing-loss', name: 'Hearing loss, autosomal recessive', cui: 'C1857218' },
  { key: 'retinal-dystrophy', name: 'Retinal dystrophy', cui: 'C0854723' },
  { key: 'melanoma', name: 'Melanoma', cui: 'C0025202', cancer: true },
  { key: 'lung-adeno', name: 'Lung adenocarcinoma', cui: 'C0152013', omim: 211980, cancer: true },
  { key: 'crc', name: 'Colorectal cancer', cui: 'C1527249', cancer: true },
  { key: 'aml', name: 'Acute myeloid leukemia', cui: 'C0023467', omim: 601626, cancer: true },
  { key: 'glioblastoma', name: 'Glioblastoma', cui: 'C0017636', cancer: true },
  { key: 'pv', name: 'Polycythemia vera', cui: 'C0032463', omim: 263300, cancer: true },
  { key: 'ptc', name: 'Papillary thyroid carcinoma', cui: 'C0238463', cancer: true },
  { key: 'breast-ca', name: 'Breast neoplasm', cui: 'C1458155', cancer: true },
  { key: 'ovarian-ca', name: 'Ovarian neoplasm', cui: 'C0919267', cancer: true },
  { key: 'clopidogrel', name: 'Clopidogrel response', cui: 'CN077955', drugResponse: true },
  { key: 'warfarin', name: 'Warfarin response', cui: 'CN077963', drugResponse: true },
  { key: 'codeine', name: 'Codeine response', cui: 'CN077956', drugResponse: true },
  { key: 'tamoxifen', name: 'Tamoxifen response', cui: 'CN077961', drugResponse: true },
  { key: 'thiopurines', name: 'Thiopurines response', cui: 'CN077962', drugResponse: true },
  { key: 'fluorouracil', name: 'Fluorouracil response', cui: 'CN077959', drugResponse: true },
  { key: 'irinotecan', name: 'Irinotecan response', cui: 'CN077960', drugResponse: true },
  { key: 'simvastatin', name: 'Simvastatin response', cui: 'CN130013', drugResponse: true },
  { key: 'tacrolimus', name: 'Tacrolimus response', cui: 'CN077964', drugResponse: true },
  { key: 'abacavir', name: 'Abacavir response', cui: 'CN221265', drugResponse: true },
  { key: 'carbamazepine', name: 'Carbamazepine response', cui: 'CN221266', drugResponse: true },
  { key: 'phenytoin', name: 'Phenytoin response', cui: 'CN221267', drugResponse: true },
  { key: 'voriconazole', name: 'Voriconazole response', cui: 'CN077965', drugResponse: true },
  { key: 'rasburicase', name: 'Rasburicase response', cui: 'CN077966', drugResponse: true },
  { key: 'peginterferon', name: 'Peginterferon alfa-2a response', cui: 'CN077967', drugResponse: true },
  { key: 'anesthetics', name: 'Inhalational anesthetics response', cui: 'CN077968', drugResponse: true },
];

/** Conditions any gene's variants may be reported against, as ClinVar submitters commonly do. */
export const GENERIC_CONDITION_KEYS = ['not-provided', 'not-specified', 'inborn'] as const;

/** Conditions a generated gene may be associated with. */
export const GENERATED_GENE_CONDITION_KEYS = [
  'cardiomyopathy',
  'seizure',
  'id',
  'hearing-loss',
  'retinal-dystrophy',
  'hcps',
] as const;

const byKey = new Map(CONDITIONS.map((c) => [c.key, c]));

export function condition(key: string): Condition {
  const found = byKey.get(key);
  if (!found) throw new RangeError(`unknown condition ${key}`);
  return found;
}

/** Every name a search finds a condition by: its preferred name, then its alternates. */
export function conditionNames(c: Condition): string[] {
  return [c.name, ...(c.alternates ?? [])];
}

function hashCode(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A stable numeric MedGen UID for a concept (what elink clinvar_medgen returns). */
export function medgenUid(c: Condition): number {
  return 1_000 + (hashCode(c.cui) % 1_500_000);
}

/** ClinVar Trait and TraitSet ids for a concept. */
export function traitIds(c: Condition): { traitId: number; traitSetId: number } {
  const h = hashCode(`trait:${c.cui}`);
  return { traitId: 1_000 + (h % 90_000), traitSetId: 1_000 + ((h >>> 8) % 200_000) };
}
