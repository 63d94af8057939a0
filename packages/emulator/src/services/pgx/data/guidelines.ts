/**
 * Curated guidelines. CPIC entries: the guideline's genes and drugs, CPIC level, publication PMID
 * and the core recommendation per phenotype, in short. DPWG and FDA entries name the same pairs
 * from those sources. Ids and `lastUpdated` dates are generated.
 */
export interface RecommendationFacts {
  phenotype: string;
  recommendation: string;
  classification: string;
}

export interface GuidelineFacts {
  source: 'CPIC' | 'DPWG' | 'FDA';
  genes: readonly string[];
  drugs: readonly string[];
  level: string;
  pmid?: string;
  recommendations: readonly RecommendationFacts[];
}

const r = (phenotype: string, recommendation: string, classification = 'Strong'): RecommendationFacts => ({
  phenotype,
  recommendation,
  classification,
});

const NORMAL_DOSE = 'Initiate therapy with the recommended starting dose.';

export const GUIDELINE_FACTS: readonly GuidelineFacts[] = [
  {
    source: 'CPIC',
    genes: ['CYP2C19'],
    drugs: ['clopidogrel'],
    level: 'A',
    pmid: '35034351',
    recommendations: [
      r(
        'CYP2C19 Poor Metabolizer',
        'Avoid standard-dose clopidogrel; use prasugrel or ticagrelor if not contraindicated.',
      ),
      r(
        'CYP2C19 Intermediate Metabolizer',
        'Avoid standard-dose clopidogrel; use prasugrel or ticagrelor if not contraindicated.',
      ),
      r('CYP2C19 Normal Metabolizer', 'Use clopidogrel at the standard dose.'),
      r('CYP2C19 Rapid or Ultrarapid Metabolizer', 'Use clopidogrel at the standard dose.'),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2C9', 'VKORC1', 'CYP4F2'],
    drugs: ['warfarin'],
    level: 'A',
    pmid: '28198005',
    recommendations: [
      r(
        'CYP2C9 and VKORC1 genotypes known',
        'Calculate the starting dose with a validated pharmacogenetic dosing algorithm.',
      ),
      r(
        'CYP2C9 *2 or *3 carrier',
        'Expect a lower dose requirement and a longer time to stable INR.',
        'Moderate',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['HLA-B'],
    drugs: ['abacavir'],
    level: 'A',
    pmid: '24561393',
    recommendations: [
      r('HLA-B*57:01 positive', 'Abacavir is not recommended (risk of abacavir hypersensitivity).'),
      r('HLA-B*57:01 negative', 'Use abacavir per standard dosing guidance.'),
    ],
  },
  {
    source: 'CPIC',
    genes: ['TPMT', 'NUDT15'],
    drugs: ['mercaptopurine', 'azathioprine', 'thioguanine'],
    level: 'A',
    pmid: '30447069',
    recommendations: [
      r(
        'TPMT or NUDT15 Poor Metabolizer',
        'Drastically reduce the dose (for example 10-fold, given three times weekly) or choose an alternative agent for non-malignant conditions.',
      ),
      r(
        'TPMT or NUDT15 Intermediate Metabolizer',
        'Start at a reduced dose (30-80% of the normal dose) and adjust to myelosuppression.',
      ),
      r('TPMT and NUDT15 Normal Metabolizer', NORMAL_DOSE),
    ],
  },
  {
    source: 'CPIC',
    genes: ['DPYD'],
    drugs: ['fluorouracil', 'capecitabine'],
    level: 'A',
    pmid: '29152729',
    recommendations: [
      r('DPYD activity score 0', 'Avoid fluoropyrimidines.'),
      r('DPYD activity score 1 or 1.5', 'Reduce the starting dose by 50%, then titrate by toxicity.'),
      r('DPYD activity score 2 (normal)', NORMAL_DOSE),
    ],
  },
  {
    source: 'CPIC',
    genes: ['SLCO1B1', 'ABCG2', 'CYP2C9'],
    drugs: [
      'simvastatin',
      'atorvastatin',
      'rosuvastatin',
      'pravastatin',
      'lovastatin',
      'fluvastatin',
      'pitavastatin',
    ],
    level: 'A',
    pmid: '35152405',
    recommendations: [
      r(
        'SLCO1B1 Poor Function',
        'Prescribe an alternative statin to simvastatin, depending on the desired potency.',
      ),
      r(
        'SLCO1B1 Decreased Function',
        'Prescribe an alternative statin, or simvastatin at a dose below 20 mg/day.',
      ),
      r('SLCO1B1 Normal Function', 'Prescribe the desired starting dose.'),
    ],
  },
  {
    source: 'CPIC',
    genes: ['UGT1A1'],
    drugs: ['atazanavir'],
    level: 'A',
    pmid: '26417955',
    recommendations: [
      r(
        'UGT1A1 Poor Metabolizer (*28/*28)',
        'Consider an alternative agent where jaundice would lead to non-adherence.',
      ),
      r(
        'UGT1A1 Normal or Intermediate Metabolizer',
        'No dose change; a low risk of jaundice-related discontinuation.',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2D6', 'OPRM1', 'COMT'],
    drugs: ['codeine', 'tramadol', 'hydrocodone', 'oxycodone'],
    level: 'A',
    pmid: '33387367',
    recommendations: [
      r(
        'CYP2D6 Ultrarapid Metabolizer',
        'Avoid codeine and tramadol (risk of toxicity); use a non-tramadol, non-codeine analgesic.',
      ),
      r(
        'CYP2D6 Poor Metabolizer',
        'Avoid codeine and tramadol (lack of efficacy); use a non-tramadol, non-codeine analgesic.',
      ),
      r('CYP2D6 Normal Metabolizer', 'Use the label-recommended age- or weight-specific dosing.'),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2D6'],
    drugs: ['tamoxifen'],
    level: 'A',
    pmid: '29385237',
    recommendations: [
      r(
        'CYP2D6 Poor Metabolizer',
        'Consider an aromatase inhibitor for postmenopausal women; avoid CYP2D6 inhibitors.',
        'Moderate',
      ),
      r('CYP2D6 Normal Metabolizer', 'Initiate tamoxifen at the standard dose (20 mg/day).'),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2D6', 'CYP2C19', 'CYP2B6'],
    drugs: ['citalopram', 'escitalopram', 'sertraline', 'paroxetine', 'fluvoxamine'],
    level: 'A',
    pmid: '37032427',
    recommendations: [
      r(
        'CYP2C19 Poor Metabolizer',
        'Consider a clinically appropriate antidepressant not predominantly metabolized by CYP2C19, or a lower starting dose of citalopram or escitalopram.',
        'Moderate',
      ),
      r(
        'CYP2C19 Ultrarapid Metabolizer',
        'Consider an antidepressant not predominantly metabolized by CYP2C19 instead of citalopram or escitalopram.',
        'Moderate',
      ),
      r(
        'CYP2D6 Poor Metabolizer',
        'Consider a lower starting dose and slower titration of paroxetine.',
        'Optional',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2C19'],
    drugs: ['voriconazole'],
    level: 'A',
    pmid: '27981572',
    recommendations: [
      r(
        'CYP2C19 Ultrarapid or Rapid Metabolizer',
        'Choose an alternative agent not dependent on CYP2C19 metabolism.',
        'Moderate',
      ),
      r(
        'CYP2C19 Poor Metabolizer',
        'Choose an alternative agent, or use a reduced dose with careful monitoring.',
        'Moderate',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['HLA-B', 'HLA-A'],
    drugs: ['carbamazepine', 'oxcarbazepine'],
    level: 'A',
    pmid: '29392710',
    recommendations: [
      r('HLA-B*15:02 positive', 'Do not use carbamazepine in carbamazepine-naive patients.'),
      r(
        'HLA-A*31:01 positive',
        'Do not use carbamazepine in carbamazepine-naive patients if alternatives exist.',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['HLA-B'],
    drugs: ['allopurinol'],
    level: 'A',
    pmid: '26094938',
    recommendations: [r('HLA-B*58:01 positive', 'Allopurinol is contraindicated (risk of SCAR).')],
  },
  {
    source: 'CPIC',
    genes: ['CYP2C9', 'HLA-B'],
    drugs: ['phenytoin', 'fosphenytoin'],
    level: 'A',
    pmid: '32779747',
    recommendations: [
      r('HLA-B*15:02 positive', 'Do not use phenytoin or fosphenytoin if the patient is phenytoin-naive.'),
      r(
        'CYP2C9 Poor Metabolizer',
        'Consider a 50% lower starting maintenance dose and adjust by levels.',
        'Moderate',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2C19'],
    drugs: ['omeprazole', 'lansoprazole', 'pantoprazole', 'dexlansoprazole'],
    level: 'A',
    pmid: '32770672',
    recommendations: [
      r('CYP2C19 Ultrarapid Metabolizer', 'Increase the starting daily dose by 100%.', 'Optional'),
      r(
        'CYP2C19 Poor Metabolizer',
        'For chronic therapy beyond 12 weeks, consider a 50% dose reduction.',
        'Optional',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP3A5'],
    drugs: ['tacrolimus'],
    level: 'A',
    pmid: '25801146',
    recommendations: [
      r(
        'CYP3A5 Extensive or Intermediate Metabolizer (*1 carrier)',
        'Increase the starting dose 1.5 to 2 times the recommended starting dose, then use drug monitoring.',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CFTR'],
    drugs: ['ivacaftor'],
    level: 'A',
    pmid: '24598717',
    recommendations: [r('CFTR G551D carrier', 'Use ivacaftor according to the product label.')],
  },
  {
    source: 'CPIC',
    genes: ['G6PD'],
    drugs: ['rasburicase', 'pegloticase'],
    level: 'A',
    pmid: '24787449',
    recommendations: [r('G6PD Deficient', 'Rasburicase is contraindicated; use an alternative.')],
  },
  {
    source: 'CPIC',
    genes: ['RYR1', 'CACNA1S'],
    drugs: ['desflurane', 'sevoflurane', 'isoflurane', 'halothane', 'succinylcholine'],
    level: 'A',
    pmid: '30499100',
    recommendations: [
      r(
        'Malignant Hyperthermia Susceptible',
        'Volatile anesthetics and succinylcholine are contraindicated.',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2B6'],
    drugs: ['efavirenz'],
    level: 'A',
    pmid: '31006110',
    recommendations: [
      r('CYP2B6 Poor Metabolizer', 'Consider initiating efavirenz at 400 or 200 mg/day.', 'Moderate'),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2C9'],
    drugs: ['celecoxib', 'flurbiprofen', 'ibuprofen', 'lornoxicam', 'meloxicam', 'piroxicam', 'tenoxicam'],
    level: 'A',
    pmid: '32189324',
    recommendations: [
      r(
        'CYP2C9 Poor Metabolizer',
        'Initiate celecoxib at 25-50% of the lowest recommended starting dose.',
        'Moderate',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['MT-RNR1'],
    drugs: ['amikacin', 'gentamicin', 'tobramycin', 'streptomycin', 'kanamycin', 'plazomicin'],
    level: 'A',
    pmid: '34032273',
    recommendations: [
      r(
        'MT-RNR1 increased risk of aminoglycoside-induced hearing loss',
        'Avoid aminoglycosides unless the infection is severe and no safe alternative exists.',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2D6'],
    drugs: ['atomoxetine'],
    level: 'A',
    pmid: '30801677',
    recommendations: [
      r(
        'CYP2D6 Poor Metabolizer',
        'Initiate at the standard starting dose; if response is inadequate after 2 weeks, consider a proportionally higher dose guided by levels.',
        'Moderate',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2D6', 'CYP2C19'],
    drugs: [
      'amitriptyline',
      'nortriptyline',
      'imipramine',
      'desipramine',
      'clomipramine',
      'doxepin',
      'trimipramine',
    ],
    level: 'A',
    pmid: '27997040',
    recommendations: [
      r(
        'CYP2D6 Ultrarapid Metabolizer',
        'Avoid tricyclic use; if warranted, titrate to a higher target dose with drug monitoring.',
        'Optional',
      ),
      r(
        'CYP2D6 Poor Metabolizer',
        'Avoid tricyclic use; if warranted, consider a 50% reduction of the starting dose.',
        'Optional',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['CYP2D6'],
    drugs: ['ondansetron', 'tropisetron'],
    level: 'A',
    pmid: '28002639',
    recommendations: [
      r(
        'CYP2D6 Ultrarapid Metabolizer',
        'Select an alternative drug not predominantly metabolized by CYP2D6 (granisetron).',
        'Moderate',
      ),
    ],
  },
  {
    source: 'CPIC',
    genes: ['IFNL3'],
    drugs: ['peginterferon alfa-2a', 'peginterferon alfa-2b', 'ribavirin'],
    level: 'A',
    pmid: '24096968',
    recommendations: [
      r(
        'IFNL3 unfavourable response genotype',
        'Expect lower response rates to peginterferon-based regimens.',
        'Moderate',
      ),
    ],
  },
  {
    source: 'DPWG',
    genes: ['CYP2C19'],
    drugs: ['clopidogrel'],
    level: '1A',
    recommendations: [
      r('CYP2C19 Poor Metabolizer', 'Choose an alternative such as prasugrel or ticagrelor.'),
    ],
  },
  {
    source: 'DPWG',
    genes: ['UGT1A1'],
    drugs: ['irinotecan'],
    level: '1A',
    recommendations: [
      r(
        'UGT1A1 Poor Metabolizer',
        'Start with 70% of the standard dose and increase guided by neutrophil count.',
      ),
    ],
  },
  {
    source: 'DPWG',
    genes: ['DPYD'],
    drugs: ['fluorouracil', 'capecitabine'],
    level: '1A',
    recommendations: [r('DPYD activity score 1', 'Start with 50% of the standard dose.')],
  },
  {
    source: 'DPWG',
    genes: ['TPMT'],
    drugs: ['mercaptopurine', 'azathioprine', 'thioguanine'],
    level: '1A',
    recommendations: [r('TPMT Poor Metabolizer', 'Choose an alternative or use 10% of the standard dose.')],
  },
  {
    source: 'DPWG',
    genes: ['CYP2D6'],
    drugs: ['codeine'],
    level: '1A',
    recommendations: [
      r(
        'CYP2D6 Ultrarapid Metabolizer',
        'Choose an alternative not metabolized by CYP2D6, or reduce the dose and monitor.',
      ),
    ],
  },
  {
    source: 'FDA',
    genes: ['CYP2C19'],
    drugs: ['clopidogrel'],
    level: 'Actionable PGx',
    recommendations: [r('CYP2C19 Poor Metabolizer', 'Consider another platelet P2Y12 inhibitor.')],
  },
  {
    source: 'FDA',
    genes: ['HLA-B'],
    drugs: ['abacavir'],
    level: 'Testing required',
    recommendations: [
      r(
        'HLA-B*57:01 positive',
        'Screen for HLA-B*57:01 before starting abacavir; do not use in positive patients.',
      ),
    ],
  },
  {
    source: 'FDA',
    genes: ['CYP2C9'],
    drugs: ['siponimod'],
    level: 'Testing required',
    recommendations: [r('CYP2C9 *3/*3', 'Siponimod is contraindicated.')],
  },
];
