/**
 * Curated pathways: name, drugs and steps (process and the genes acting in it), from the
 * well-known pharmacokinetics of each drug. Every other drug with genes gets a generated
 * pharmacokinetic pathway from its gene list.
 */
export interface PathwayFacts {
  name: string;
  drugs: readonly string[];
  steps: readonly { process: string; genes: readonly string[] }[];
}

export const PATHWAY_FACTS: readonly PathwayFacts[] = [
  {
    name: 'Clopidogrel Pathway, Pharmacokinetics',
    drugs: ['clopidogrel'],
    steps: [
      { process: 'Intestinal absorption', genes: ['ABCB1'] },
      { process: 'Hydrolysis to the inactive carboxylic acid (about 85% of a dose)', genes: ['CES1'] },
      { process: 'Oxidation to 2-oxo-clopidogrel', genes: ['CYP2C19', 'CYP1A2', 'CYP2B6'] },
      {
        process: 'Oxidation to the active thiol metabolite',
        genes: ['CYP2C19', 'CYP3A4', 'CYP2B6', 'CYP2C9'],
      },
      { process: 'Irreversible P2Y12 receptor inhibition on platelets', genes: [] },
    ],
  },
  {
    name: 'Warfarin Pathway, Pharmacokinetics and Pharmacodynamics',
    drugs: ['warfarin'],
    steps: [
      { process: 'Absorption', genes: [] },
      { process: 'Metabolism of S-warfarin', genes: ['CYP2C9'] },
      { process: 'Inhibition of vitamin K epoxide reduction', genes: ['VKORC1'] },
      { process: 'Removal of vitamin K from the cycle', genes: ['CYP4F2'] },
      { process: 'Carboxylation of clotting factors', genes: ['GGCX'] },
    ],
  },
  {
    name: 'Codeine and Morphine Pathway, Pharmacokinetics',
    drugs: ['codeine', 'morphine'],
    steps: [
      { process: 'O-demethylation of codeine to morphine', genes: ['CYP2D6'] },
      { process: 'N-demethylation of codeine to norcodeine', genes: ['CYP3A4'] },
      { process: 'Glucuronidation of morphine', genes: ['UGT2B7'] },
      { process: 'Mu-opioid receptor binding', genes: ['OPRM1'] },
    ],
  },
  {
    name: 'Thiopurine Pathway, Pharmacokinetics and Pharmacodynamics',
    drugs: ['mercaptopurine', 'azathioprine', 'thioguanine'],
    steps: [
      { process: 'Conversion of azathioprine to mercaptopurine', genes: ['GSTM1'] },
      { process: 'S-methylation to inactive metabolites', genes: ['TPMT'] },
      { process: 'Formation of thioguanine nucleotides', genes: ['ITPA'] },
      { process: 'Hydrolysis of thioguanine triphosphates', genes: ['NUDT15'] },
    ],
  },
  {
    name: 'Fluoropyrimidine Pathway, Pharmacokinetics',
    drugs: ['fluorouracil', 'capecitabine', 'tegafur'],
    steps: [
      { process: 'Conversion of tegafur to fluorouracil', genes: ['CYP2A6'] },
      { process: 'Catabolism of fluorouracil (rate-limiting)', genes: ['DPYD'] },
      { process: 'Inhibition of thymidylate synthase', genes: ['TYMS'] },
    ],
  },
  {
    name: 'Statin Pathway, Pharmacokinetics',
    drugs: ['simvastatin', 'atorvastatin', 'rosuvastatin', 'pravastatin'],
    steps: [
      { process: 'Hepatic uptake', genes: ['SLCO1B1'] },
      { process: 'Oxidative metabolism', genes: ['CYP3A4', 'CYP2C9'] },
      { process: 'Biliary efflux', genes: ['ABCG2', 'ABCB1'] },
    ],
  },
  {
    name: 'Tamoxifen Pathway, Pharmacokinetics',
    drugs: ['tamoxifen'],
    steps: [
      { process: 'N-demethylation to N-desmethyltamoxifen', genes: ['CYP3A4', 'CYP3A5'] },
      { process: 'Hydroxylation to endoxifen', genes: ['CYP2D6'] },
      { process: 'Estrogen receptor antagonism', genes: ['ESR1'] },
    ],
  },
  {
    name: 'Irinotecan Pathway, Pharmacokinetics',
    drugs: ['irinotecan'],
    steps: [
      { process: 'Hydrolysis to the active metabolite SN-38 by carboxylesterases', genes: ['CES1'] },
      { process: 'Glucuronidation of SN-38', genes: ['UGT1A1'] },
      { process: 'Oxidation to inactive metabolites', genes: ['CYP3A4'] },
      { process: 'Biliary efflux', genes: ['ABCB1', 'ABCC2', 'ABCG2'] },
    ],
  },
];
