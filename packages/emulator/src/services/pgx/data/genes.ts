/**
 * Pharmacogenes: HGNC symbol | approved name | chromosome | cytogenetic band | function (short,
 * written for the emulator). Symbols, names and locations are HGNC's; everything else about a gene
 * (ids, counts, descriptions) is generated.
 */
const GENES = `
CYP2D6|cytochrome P450 family 2 subfamily D member 6|22|22q13.2|drug metabolism (oxidation)
CYP2C19|cytochrome P450 family 2 subfamily C member 19|10|10q23.33|drug metabolism (oxidation)
CYP2C9|cytochrome P450 family 2 subfamily C member 9|10|10q23.33|drug metabolism (oxidation)
CYP2C8|cytochrome P450 family 2 subfamily C member 8|10|10q23.33|drug metabolism (oxidation)
CYP3A4|cytochrome P450 family 3 subfamily A member 4|7|7q22.1|drug metabolism (oxidation)
CYP3A5|cytochrome P450 family 3 subfamily A member 5|7|7q22.1|drug metabolism (oxidation)
CYP3A7|cytochrome P450 family 3 subfamily A member 7|7|7q22.1|drug metabolism (oxidation)
CYP1A1|cytochrome P450 family 1 subfamily A member 1|15|15q24.1|drug metabolism (oxidation)
CYP1A2|cytochrome P450 family 1 subfamily A member 2|15|15q24.1|drug metabolism (oxidation)
CYP2B6|cytochrome P450 family 2 subfamily B member 6|19|19q13.2|drug metabolism (oxidation)
CYP2A6|cytochrome P450 family 2 subfamily A member 6|19|19q13.2|drug metabolism (oxidation)
CYP2E1|cytochrome P450 family 2 subfamily E member 1|10|10q26.3|drug metabolism (oxidation)
CYP4F2|cytochrome P450 family 4 subfamily F member 2|19|19p13.12|vitamin K metabolism
VKORC1|vitamin K epoxide reductase complex subunit 1|16|16p11.2|drug target (vitamin K cycle)
GGCX|gamma-glutamyl carboxylase|2|2p11.2|vitamin K-dependent carboxylation
TPMT|thiopurine S-methyltransferase|6|6p22.3|drug metabolism (methylation)
NUDT15|nudix hydrolase 15|13|13q14.2|thiopurine metabolite hydrolysis
DPYD|dihydropyrimidine dehydrogenase|1|1p21.3|pyrimidine catabolism
UGT1A1|UDP glucuronosyltransferase family 1 member A1|2|2q37.1|drug metabolism (glucuronidation)
UGT2B7|UDP glucuronosyltransferase family 2 member B7|4|4q13.2|drug metabolism (glucuronidation)
UGT2B15|UDP glucuronosyltransferase family 2 member B15|4|4q13.2|drug metabolism (glucuronidation)
SLCO1B1|solute carrier organic anion transporter family member 1B1|12|12p12.1|hepatic drug uptake transport
SLC22A1|solute carrier family 22 member 1|6|6q25.3|hepatic drug uptake transport
SLC6A4|solute carrier family 6 member 4|17|17q11.2|drug target (serotonin transport)
ABCB1|ATP binding cassette subfamily B member 1|7|7q21.12|drug efflux transport
ABCG2|ATP binding cassette subfamily G member 2 (JR blood group)|4|4q22.1|drug efflux transport
ABCC2|ATP binding cassette subfamily C member 2|10|10q24.2|drug efflux transport
HLA-A|major histocompatibility complex, class I, A|6|6p22.1|immune response (drug hypersensitivity)
HLA-B|major histocompatibility complex, class I, B|6|6p21.33|immune response (drug hypersensitivity)
HLA-C|major histocompatibility complex, class I, C|6|6p21.33|immune response (drug hypersensitivity)
HLA-DRB1|major histocompatibility complex, class II, DR beta 1|6|6p21.32|immune response (drug hypersensitivity)
G6PD|glucose-6-phosphate dehydrogenase|X|Xq28|red cell oxidative protection
IFNL3|interferon lambda 3|19|19q13.2|antiviral immune response
CFTR|CF transmembrane conductance regulator|7|7q31.2|drug target (chloride channel)
RYR1|ryanodine receptor 1|19|19q13.2|muscle calcium release
CACNA1S|calcium voltage-gated channel subunit alpha1 S|1|1q32.1|muscle calcium channel
MT-RNR1|mitochondrially encoded 12S rRNA|MT||mitochondrial ribosome
NAT2|N-acetyltransferase 2|8|8p22|drug metabolism (acetylation)
COMT|catechol-O-methyltransferase|22|22q11.21|drug metabolism (methylation)
OPRM1|opioid receptor mu 1|6|6q25.2|drug target (opioid receptor)
MTHFR|methylenetetrahydrofolate reductase|1|1p36.22|folate metabolism
F5|coagulation factor V|1|1q24.2|coagulation
F2|coagulation factor II, thrombin|11|11p11.2|coagulation
POLG|DNA polymerase gamma, catalytic subunit|15|15q26.1|mitochondrial DNA replication
NQO1|NAD(P)H quinone dehydrogenase 1|16|16q22.1|drug metabolism (reduction)
GSTP1|glutathione S-transferase pi 1|11|11q13.2|drug metabolism (glutathione conjugation)
GSTM1|glutathione S-transferase mu 1|1|1p13.3|drug metabolism (glutathione conjugation)
SULT1A1|sulfotransferase family 1A member 1|16|16p11.2|drug metabolism (sulfation)
ADRB1|adrenoceptor beta 1|10|10q25.3|drug target (adrenergic receptor)
ADRB2|adrenoceptor beta 2|5|5q32|drug target (adrenergic receptor)
ACE|angiotensin I converting enzyme|17|17q23.3|drug target (renin-angiotensin system)
VDR|vitamin D receptor|12|12q13.11|nuclear receptor
DRD2|dopamine receptor D2|11|11q23.2|drug target (dopamine receptor)
HTR2A|5-hydroxytryptamine receptor 2A|13|13q14.2|drug target (serotonin receptor)
KCNH2|potassium voltage-gated channel subfamily H member 2|7|7q36.1|cardiac repolarisation
EGFR|epidermal growth factor receptor|7|7p11.2|drug target (receptor tyrosine kinase)
ERBB2|erb-b2 receptor tyrosine kinase 2|17|17q12|drug target (receptor tyrosine kinase)
BRAF|B-Raf proto-oncogene, serine/threonine kinase|7|7q34|drug target (kinase)
KRAS|KRAS proto-oncogene, GTPase|12|12p12.1|signal transduction
ESR1|estrogen receptor 1|6|6q25.1|drug target (nuclear receptor)
XPC|XPC complex subunit, DNA damage recognition and repair factor|3|3p25.1|DNA repair
BCHE|butyrylcholinesterase|3|3q26.1|drug metabolism (ester hydrolysis)
CES1|carboxylesterase 1|16|16q12.2|drug metabolism (ester hydrolysis)
PTGS2|prostaglandin-endoperoxide synthase 2|1|1q31.1|drug target (cyclooxygenase)
ITPA|inosine triphosphatase|20|20p13|nucleotide metabolism
TYMS|thymidylate synthetase|18|18p11.32|drug target (nucleotide synthesis)
`;

export interface GeneFacts {
  symbol: string;
  name: string;
  chromosome: string;
  location: string;
  function: string;
}

export const GENE_FACTS: readonly GeneFacts[] = GENES.trim()
  .split('\n')
  .map((line) => {
    const [symbol = '', name = '', chromosome = '', location = '', fn = ''] = line.split('|');
    return { symbol, name, chromosome, location, function: fn };
  });
