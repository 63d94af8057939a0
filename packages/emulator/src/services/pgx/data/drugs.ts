/**
 * Drugs: name | drug class | genes with pharmacogenomic data for it | trade names (US). Names,
 * classes, trade names and the genes involved in each drug's metabolism, transport, target or
 * hypersensitivity are taken from well-known pharmacology; ids and counts are generated.
 */
const DRUGS = `
clopidogrel|antiplatelet|CYP2C19,CES1,ABCB1|Plavix
prasugrel|antiplatelet|CYP3A4,CYP2B6|Effient
ticagrelor|antiplatelet|CYP3A4|Brilinta
warfarin|anticoagulant|CYP2C9,VKORC1,CYP4F2,GGCX|Coumadin,Jantoven
acenocoumarol|anticoagulant|CYP2C9,VKORC1|
phenprocoumon|anticoagulant|CYP2C9,VKORC1|
abacavir|antiretroviral|HLA-B|Ziagen
atazanavir|antiretroviral|UGT1A1|Reyataz
efavirenz|antiretroviral|CYP2B6|Sustiva
nevirapine|antiretroviral|CYP2B6,HLA-DRB1|Viramune
dolutegravir|antiretroviral|UGT1A1|Tivicay
raltegravir|antiretroviral|UGT1A1|Isentress
mercaptopurine|thiopurine|TPMT,NUDT15,ITPA|Purixan
azathioprine|thiopurine|TPMT,NUDT15,ITPA|Imuran
thioguanine|thiopurine|TPMT,NUDT15|Tabloid
fluorouracil|fluoropyrimidine|DPYD,TYMS|
capecitabine|fluoropyrimidine|DPYD,TYMS|Xeloda
tegafur|fluoropyrimidine|DPYD,CYP2A6|
simvastatin|statin|SLCO1B1,CYP3A4|Zocor
atorvastatin|statin|SLCO1B1,CYP3A4|Lipitor
rosuvastatin|statin|SLCO1B1,ABCG2|Crestor
pravastatin|statin|SLCO1B1|Pravachol
lovastatin|statin|SLCO1B1,CYP3A4|Altoprev
fluvastatin|statin|SLCO1B1,CYP2C9|Lescol
pitavastatin|statin|SLCO1B1|Livalo
codeine|opioid analgesic|CYP2D6,UGT2B7,OPRM1|
tramadol|opioid analgesic|CYP2D6|Ultram
hydrocodone|opioid analgesic|CYP2D6,CYP3A4|
oxycodone|opioid analgesic|CYP2D6,CYP3A4|OxyContin
morphine|opioid analgesic|UGT2B7,OPRM1,COMT|
methadone|opioid analgesic|CYP2B6,CYP3A4|
fentanyl|opioid analgesic|CYP3A4|
buprenorphine|opioid analgesic|CYP3A4,OPRM1|
oliceridine|opioid analgesic|CYP2D6|Olinvyk
naltrexone|opioid antagonist|OPRM1|
citalopram|SSRI antidepressant|CYP2C19|Celexa
escitalopram|SSRI antidepressant|CYP2C19|Lexapro
sertraline|SSRI antidepressant|CYP2C19,CYP2B6|Zoloft
paroxetine|SSRI antidepressant|CYP2D6|Paxil
fluoxetine|SSRI antidepressant|CYP2D6|Prozac
fluvoxamine|SSRI antidepressant|CYP2D6|Luvox
vortioxetine|antidepressant|CYP2D6|Trintellix
venlafaxine|SNRI antidepressant|CYP2D6|Effexor
duloxetine|SNRI antidepressant|CYP1A2,CYP2D6|Cymbalta
mirtazapine|antidepressant|CYP2D6|Remeron
bupropion|antidepressant|CYP2B6|Wellbutrin
amitriptyline|tricyclic antidepressant|CYP2D6,CYP2C19|
nortriptyline|tricyclic antidepressant|CYP2D6|Pamelor
imipramine|tricyclic antidepressant|CYP2D6,CYP2C19|Tofranil
desipramine|tricyclic antidepressant|CYP2D6|Norpramin
clomipramine|tricyclic antidepressant|CYP2D6,CYP2C19|Anafranil
doxepin|tricyclic antidepressant|CYP2D6,CYP2C19|Silenor
trimipramine|tricyclic antidepressant|CYP2D6,CYP2C19|Surmontil
aripiprazole|antipsychotic|CYP2D6|Abilify
brexpiprazole|antipsychotic|CYP2D6|Rexulti
risperidone|antipsychotic|CYP2D6|Risperdal
haloperidol|antipsychotic|CYP2D6|Haldol
pimozide|antipsychotic|CYP2D6|Orap
iloperidone|antipsychotic|CYP2D6|Fanapt
thioridazine|antipsychotic|CYP2D6|
perphenazine|antipsychotic|CYP2D6|
zuclopenthixol|antipsychotic|CYP2D6|
clozapine|antipsychotic|CYP1A2|Clozaril
olanzapine|antipsychotic|CYP1A2|Zyprexa
atomoxetine|ADHD medication|CYP2D6|Strattera
ondansetron|antiemetic|CYP2D6|Zofran
tropisetron|antiemetic|CYP2D6|
metoclopramide|antiemetic|CYP2D6|Reglan
meclizine|antiemetic|CYP2D6|Antivert
omeprazole|proton pump inhibitor|CYP2C19|Prilosec
esomeprazole|proton pump inhibitor|CYP2C19|Nexium
lansoprazole|proton pump inhibitor|CYP2C19|Prevacid
pantoprazole|proton pump inhibitor|CYP2C19|Protonix
dexlansoprazole|proton pump inhibitor|CYP2C19|Dexilant
rabeprazole|proton pump inhibitor|CYP2C19|Aciphex
voriconazole|antifungal|CYP2C19|Vfend
tacrolimus|immunosuppressant|CYP3A5,CYP3A4|Prograf
cyclosporine|immunosuppressant|CYP3A4,CYP3A5,ABCB1|Sandimmune
sirolimus|immunosuppressant|CYP3A4,CYP3A5|Rapamune
carbamazepine|anticonvulsant|HLA-B,HLA-A|Tegretol
oxcarbazepine|anticonvulsant|HLA-B|Trileptal
phenytoin|anticonvulsant|CYP2C9,HLA-B|Dilantin
fosphenytoin|anticonvulsant|CYP2C9,HLA-B|Cerebyx
lamotrigine|anticonvulsant|HLA-B|Lamictal
valproic acid|anticonvulsant|POLG|Depakene
clobazam|anticonvulsant|CYP2C19|Onfi
brivaracetam|anticonvulsant|CYP2C19|Briviact
diazepam|benzodiazepine|CYP2C19|Valium
carisoprodol|muscle relaxant|CYP2C19|Soma
tizanidine|muscle relaxant|CYP1A2|Zanaflex
allopurinol|xanthine oxidase inhibitor|HLA-B|Zyloprim
rasburicase|urate oxidase|G6PD|Elitek
pegloticase|urate oxidase|G6PD|Krystexxa
lesinurad|uricosuric|CYP2C9|Zurampic
ivacaftor|CFTR potentiator|CFTR|Kalydeco
desflurane|volatile anesthetic|RYR1,CACNA1S|Suprane
sevoflurane|volatile anesthetic|RYR1,CACNA1S|Ultane
isoflurane|volatile anesthetic|RYR1,CACNA1S|Forane
halothane|volatile anesthetic|RYR1,CACNA1S|
succinylcholine|neuromuscular blocker|RYR1,CACNA1S,BCHE|Anectine
amikacin|aminoglycoside antibiotic|MT-RNR1|
gentamicin|aminoglycoside antibiotic|MT-RNR1|
tobramycin|aminoglycoside antibiotic|MT-RNR1|
streptomycin|aminoglycoside antibiotic|MT-RNR1|
kanamycin|aminoglycoside antibiotic|MT-RNR1|
plazomicin|aminoglycoside antibiotic|MT-RNR1|Zemdri
celecoxib|NSAID|CYP2C9|Celebrex
flurbiprofen|NSAID|CYP2C9|Ansaid
ibuprofen|NSAID|CYP2C9|Advil,Motrin
lornoxicam|NSAID|CYP2C9|
meloxicam|NSAID|CYP2C9|Mobic
piroxicam|NSAID|CYP2C9|Feldene
tenoxicam|NSAID|CYP2C9|
diclofenac|NSAID|CYP2C9,UGT2B7|Voltaren
naproxen|NSAID|CYP2C9|Aleve
indomethacin|NSAID|CYP2C9|Indocin
irinotecan|topoisomerase inhibitor|UGT1A1|Camptosar
sacituzumab govitecan|antibody-drug conjugate|UGT1A1|Trodelvy
belinostat|histone deacetylase inhibitor|UGT1A1|Beleodaq
nilotinib|kinase inhibitor|UGT1A1|Tasigna
pazopanib|kinase inhibitor|UGT1A1,HLA-B|Votrient
tamoxifen|selective estrogen receptor modulator|CYP2D6,ESR1|Nolvadex
gefitinib|kinase inhibitor|EGFR,CYP2D6|Iressa
erlotinib|kinase inhibitor|EGFR|Tarceva
osimertinib|kinase inhibitor|EGFR|Tagrisso
trastuzumab|monoclonal antibody|ERBB2|Herceptin
lapatinib|kinase inhibitor|ERBB2,HLA-DRB1|Tykerb
vemurafenib|kinase inhibitor|BRAF|Zelboraf
dabrafenib|kinase inhibitor|BRAF,G6PD|Tafinlar
cetuximab|monoclonal antibody|EGFR,KRAS|Erbitux
panitumumab|monoclonal antibody|EGFR,KRAS|Vectibix
cisplatin|platinum chemotherapy|TPMT,XPC,GSTP1|
methotrexate|antimetabolite|MTHFR,SLCO1B1|Trexall
metoprolol|beta blocker|CYP2D6,ADRB1|Lopressor,Toprol-XL
carvedilol|beta blocker|CYP2D6,ADRB1|Coreg
propranolol|beta blocker|CYP2D6|Inderal
nebivolol|beta blocker|CYP2D6|Bystolic
propafenone|antiarrhythmic|CYP2D6|Rythmol
flecainide|antiarrhythmic|CYP2D6|Tambocor
mexiletine|antiarrhythmic|CYP2D6|
quinidine|antiarrhythmic|CYP2D6,KCNH2|
hydralazine|vasodilator|NAT2|
procainamide|antiarrhythmic|NAT2|
lisinopril|ACE inhibitor|ACE|Zestril
enalapril|ACE inhibitor|ACE|Vasotec
losartan|angiotensin receptor blocker|CYP2C9|Cozaar
irbesartan|angiotensin receptor blocker|CYP2C9|Avapro
primaquine|antimalarial|G6PD,CYP2D6|
tafenoquine|antimalarial|G6PD|Krintafel
chloroquine|antimalarial|G6PD|
quinine|antimalarial|G6PD|Qualaquin
dapsone|antibacterial|G6PD,NAT2|
nitrofurantoin|antibacterial|G6PD|Macrobid
sulfamethoxazole|antibacterial|NAT2,G6PD|
isoniazid|antituberculosis agent|NAT2|
methylene blue|methemoglobinemia treatment|G6PD|ProvayBlue
peginterferon alfa-2a|interferon|IFNL3|Pegasys
peginterferon alfa-2b|interferon|IFNL3|PegIntron
ribavirin|antiviral|IFNL3|
tetrabenazine|VMAT2 inhibitor|CYP2D6|Xenazine
deutetrabenazine|VMAT2 inhibitor|CYP2D6|Austedo
valbenazine|VMAT2 inhibitor|CYP2D6|Ingrezza
eliglustat|glucosylceramide synthase inhibitor|CYP2D6|Cerdelga
dextromethorphan|antitussive|CYP2D6|
tolterodine|antimuscarinic|CYP2D6|Detrol
galantamine|cholinesterase inhibitor|CYP2D6|Razadyne
donepezil|cholinesterase inhibitor|CYP2D6|Aricept
siponimod|sphingosine 1-phosphate receptor modulator|CYP2C9|Mayzent
mavacamten|cardiac myosin inhibitor|CYP2C19|Camzyos
glipizide|sulfonylurea|CYP2C9|Glucotrol
glimepiride|sulfonylurea|CYP2C9|Amaryl
glyburide|sulfonylurea|CYP2C9,G6PD|
tolbutamide|sulfonylurea|CYP2C9|
metformin|biguanide|SLC22A1|Glucophage
salmeterol|beta2 agonist|ADRB2|Serevent
albuterol|beta2 agonist|ADRB2|Ventolin,ProAir
caffeine|stimulant|CYP1A2|
theophylline|bronchodilator|CYP1A2|
nicotine|stimulant|CYP2A6|
levodopa|dopamine precursor|COMT,DRD2|
entacapone|COMT inhibitor|COMT|Comtan
tolcapone|COMT inhibitor|COMT|Tasmar
`;

/** What a drug class is used for, so a drug's `indication` follows from its class. */
const CLASS_USES: Record<string, string> = {
  antiplatelet: 'prevention of atherothrombotic events',
  anticoagulant: 'prevention and treatment of thromboembolism',
  antiretroviral: 'HIV-1 infection',
  thiopurine: 'acute lymphoblastic leukaemia and autoimmune disease',
  fluoropyrimidine: 'solid tumours (colorectal, breast, gastric)',
  statin: 'hypercholesterolaemia and cardiovascular risk reduction',
  'opioid analgesic': 'moderate to severe pain',
  'tricyclic antidepressant': 'depression and neuropathic pain',
  antipsychotic: 'schizophrenia and bipolar disorder',
  'proton pump inhibitor': 'gastro-oesophageal reflux and peptic ulcer',
  immunosuppressant: 'prevention of transplant rejection',
  anticonvulsant: 'epilepsy',
  'volatile anesthetic': 'general anaesthesia',
  'aminoglycoside antibiotic': 'serious Gram-negative infections',
  NSAID: 'pain and inflammation',
  'kinase inhibitor': 'cancer',
  'monoclonal antibody': 'cancer',
  'beta blocker': 'hypertension and heart failure',
  antiarrhythmic: 'cardiac arrhythmias',
  antimalarial: 'malaria',
  sulfonylurea: 'type 2 diabetes',
};

export interface DrugFacts {
  name: string;
  drugClass: string;
  genes: readonly string[];
  tradeNames: readonly string[];
  indication: string;
}

export const DRUG_FACTS: readonly DrugFacts[] = DRUGS.trim()
  .split('\n')
  .map((line) => {
    const [name = '', drugClass = '', genes = '', trade = ''] = line.split('|');
    return {
      name,
      drugClass,
      genes: genes.split(',').filter(Boolean),
      tradeNames: trade.split(',').filter(Boolean),
      indication: CLASS_USES[drugClass] ?? `use as a ${drugClass}`,
    };
  });
