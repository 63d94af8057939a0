/**
 * Curated drug labels: drug | source | biomarkers | testing required or recommended (y/n). The
 * regulator and the biomarker a label names are real; section texts are short summaries written
 * for the emulator, and ids, URLs and dates are generated.
 */
const LABELS = `
abacavir|FDA|HLA-B|y
abacavir|EMA|HLA-B|y
clopidogrel|FDA|CYP2C19|n
clopidogrel|EMA|CYP2C19|n
warfarin|FDA|CYP2C9,VKORC1|n
carbamazepine|FDA|HLA-B,HLA-A|y
carbamazepine|PMDA|HLA-A|n
carbamazepine|Health Canada|HLA-B|y
ivacaftor|FDA|CFTR|y
rasburicase|FDA|G6PD|y
siponimod|FDA|CYP2C9|y
eliglustat|FDA|CYP2D6|y
tetrabenazine|FDA|CYP2D6|y
pimozide|FDA|CYP2D6|y
codeine|FDA|CYP2D6|n
tramadol|FDA|CYP2D6|n
irinotecan|FDA|UGT1A1|n
irinotecan|EMA|UGT1A1|n
fluorouracil|FDA|DPYD|n
fluorouracil|EMA|DPYD|y
capecitabine|FDA|DPYD|n
capecitabine|EMA|DPYD|y
mercaptopurine|FDA|TPMT,NUDT15|n
azathioprine|FDA|TPMT,NUDT15|n
thioguanine|FDA|TPMT,NUDT15|n
atomoxetine|FDA|CYP2D6|n
celecoxib|FDA|CYP2C9|n
phenytoin|FDA|HLA-B,CYP2C9|n
oxcarbazepine|FDA|HLA-B|n
allopurinol|Health Canada|HLA-B|n
tamoxifen|FDA|CYP2D6|n
voriconazole|FDA|CYP2C19|n
vemurafenib|FDA|BRAF|y
trastuzumab|FDA|ERBB2|y
cetuximab|FDA|KRAS,EGFR|y
`;

export interface LabelFacts {
  drug: string;
  source: 'FDA' | 'EMA' | 'PMDA' | 'Health Canada';
  biomarkers: readonly string[];
  testingRecommended: boolean;
}

export const LABEL_FACTS: readonly LabelFacts[] = LABELS.trim()
  .split('\n')
  .map((line) => {
    const [drug = '', source = '', biomarkers = '', testing = ''] = line.split('|');
    return {
      drug,
      source: source as LabelFacts['source'],
      biomarkers: biomarkers.split(','),
      testingRecommended: testing === 'y',
    };
  });
