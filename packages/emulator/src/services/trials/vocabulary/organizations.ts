/** Sponsors and collaborators, with the agency class ClinicalTrials.gov assigns them. */
export type AgencyClass =
  | 'NIH'
  | 'FED'
  | 'OTHER_GOV'
  | 'INDIV'
  | 'INDUSTRY'
  | 'NETWORK'
  | 'AMBIG'
  | 'OTHER'
  | 'UNKNOWN';

export interface Organization {
  name: string;
  class: AgencyClass;
  /** Prefix of the sponsor's own protocol numbers ("MK-3475-", "CA209-"...). */
  protocolPrefix: string;
}

export const INDUSTRY: readonly Organization[] = [
  { name: 'Merck Sharp & Dohme LLC', class: 'INDUSTRY', protocolPrefix: 'MK-' },
  { name: 'Pfizer', class: 'INDUSTRY', protocolPrefix: 'C' },
  { name: 'AstraZeneca', class: 'INDUSTRY', protocolPrefix: 'D' },
  { name: 'Novartis Pharmaceuticals', class: 'INDUSTRY', protocolPrefix: 'CLNP' },
  { name: 'Hoffmann-La Roche', class: 'INDUSTRY', protocolPrefix: 'GO' },
  { name: 'Eli Lilly and Company', class: 'INDUSTRY', protocolPrefix: 'I8F-MC-' },
  { name: 'Bristol-Myers Squibb', class: 'INDUSTRY', protocolPrefix: 'CA' },
  { name: 'GlaxoSmithKline', class: 'INDUSTRY', protocolPrefix: '2' },
  { name: 'Sanofi', class: 'INDUSTRY', protocolPrefix: 'EFC' },
  { name: 'Novo Nordisk A/S', class: 'INDUSTRY', protocolPrefix: 'NN' },
  { name: 'AbbVie', class: 'INDUSTRY', protocolPrefix: 'M' },
  { name: 'Amgen', class: 'INDUSTRY', protocolPrefix: '2020' },
  { name: 'Gilead Sciences', class: 'INDUSTRY', protocolPrefix: 'GS-US-' },
  { name: 'Janssen Research & Development, LLC', class: 'INDUSTRY', protocolPrefix: 'CR' },
  { name: 'Boehringer Ingelheim', class: 'INDUSTRY', protocolPrefix: '1' },
  { name: 'Takeda', class: 'INDUSTRY', protocolPrefix: 'TAK-' },
  { name: 'Bayer', class: 'INDUSTRY', protocolPrefix: '' },
  { name: 'Regeneron Pharmaceuticals', class: 'INDUSTRY', protocolPrefix: 'R' },
  { name: 'Vertex Pharmaceuticals Incorporated', class: 'INDUSTRY', protocolPrefix: 'VX' },
  { name: 'ModernaTX, Inc.', class: 'INDUSTRY', protocolPrefix: 'mRNA-' },
  { name: 'Daiichi Sankyo', class: 'INDUSTRY', protocolPrefix: 'DS' },
  { name: 'Medtronic', class: 'INDUSTRY', protocolPrefix: 'MDT' },
  { name: 'Boston Scientific Corporation', class: 'INDUSTRY', protocolPrefix: 'S' },
  { name: 'Jiangsu HengRui Medicine Co., Ltd.', class: 'INDUSTRY', protocolPrefix: 'SHR-' },
];

export const ACADEMIC: readonly Organization[] = [
  { name: 'Mayo Clinic', class: 'OTHER', protocolPrefix: 'MC' },
  { name: 'Massachusetts General Hospital', class: 'OTHER', protocolPrefix: '20' },
  { name: 'M.D. Anderson Cancer Center', class: 'OTHER', protocolPrefix: '20' },
  { name: 'Memorial Sloan Kettering Cancer Center', class: 'OTHER', protocolPrefix: '' },
  { name: 'Johns Hopkins University', class: 'OTHER', protocolPrefix: 'IRB000' },
  { name: 'Stanford University', class: 'OTHER', protocolPrefix: '' },
  { name: 'University of California, San Francisco', class: 'OTHER', protocolPrefix: '' },
  { name: 'Duke University', class: 'OTHER', protocolPrefix: 'Pro000' },
  { name: 'University of Pennsylvania', class: 'OTHER', protocolPrefix: '' },
  { name: 'Assistance Publique - Hôpitaux de Paris', class: 'OTHER', protocolPrefix: 'APHP' },
  { name: 'Charité – Universitätsmedizin Berlin', class: 'OTHER', protocolPrefix: 'EA' },
  { name: 'University of Oxford', class: 'OTHER', protocolPrefix: 'OX' },
  { name: 'Imperial College London', class: 'OTHER', protocolPrefix: '' },
  { name: 'Karolinska Institutet', class: 'OTHER', protocolPrefix: 'KI-' },
  { name: 'Rigshospitalet, Denmark', class: 'OTHER', protocolPrefix: 'H-' },
  { name: 'University Hospital, Ghent', class: 'OTHER', protocolPrefix: 'BC-' },
  { name: 'Seoul National University Hospital', class: 'OTHER', protocolPrefix: 'H-' },
  { name: 'Sun Yat-sen University', class: 'OTHER', protocolPrefix: 'SYSU-' },
  { name: 'Peking Union Medical College Hospital', class: 'OTHER', protocolPrefix: 'PUMCH-' },
  { name: 'Tata Memorial Hospital', class: 'OTHER', protocolPrefix: 'TMH-' },
  { name: 'University Health Network, Toronto', class: 'OTHER', protocolPrefix: 'UHN REB ' },
  { name: 'Hospital Israelita Albert Einstein', class: 'OTHER', protocolPrefix: 'HIAE-' },
  { name: 'Cairo University', class: 'OTHER', protocolPrefix: 'MS-' },
  { name: 'The George Institute', class: 'OTHER', protocolPrefix: 'TGI-' },
  { name: 'Population Health Research Institute', class: 'OTHER', protocolPrefix: 'PHRI-' },
];

export const NETWORKS: readonly Organization[] = [
  { name: 'ECOG-ACRIN Cancer Research Group', class: 'NETWORK', protocolPrefix: 'EA' },
  { name: "Children's Oncology Group", class: 'NETWORK', protocolPrefix: 'A' },
  { name: 'SWOG Cancer Research Network', class: 'NETWORK', protocolPrefix: 'S' },
  { name: 'Alliance for Clinical Trials in Oncology', class: 'NETWORK', protocolPrefix: 'A0' },
  {
    name: 'European Organisation for Research and Treatment of Cancer - EORTC',
    class: 'NETWORK',
    protocolPrefix: 'EORTC-',
  },
  { name: 'AIDS Clinical Trials Group', class: 'NETWORK', protocolPrefix: 'A5' },
];

export const GOVERNMENT: readonly Organization[] = [
  { name: 'National Cancer Institute (NCI)', class: 'NIH', protocolPrefix: 'NCI-20' },
  { name: 'National Heart, Lung, and Blood Institute (NHLBI)', class: 'NIH', protocolPrefix: '' },
  { name: 'National Institute of Mental Health (NIMH)', class: 'NIH', protocolPrefix: '' },
  { name: 'National Institute on Aging (NIA)', class: 'NIH', protocolPrefix: '' },
  { name: 'National Institute of Allergy and Infectious Diseases (NIAID)', class: 'NIH', protocolPrefix: '' },
  { name: 'VA Office of Research and Development', class: 'FED', protocolPrefix: 'CSP #' },
  { name: 'Centers for Disease Control and Prevention', class: 'FED', protocolPrefix: 'CDC-' },
  { name: 'Medical Research Council', class: 'OTHER_GOV', protocolPrefix: 'MRC-' },
  {
    name: 'National Health and Medical Research Council, Australia',
    class: 'OTHER_GOV',
    protocolPrefix: 'APP',
  },
];

/** Sponsors whose area fits an oncology network or institute. */
export const ONCOLOGY_ONLY = new Set([
  'ECOG-ACRIN Cancer Research Group',
  "Children's Oncology Group",
  'SWOG Cancer Research Network',
  'Alliance for Clinical Trials in Oncology',
  'European Organisation for Research and Treatment of Cancer - EORTC',
  'National Cancer Institute (NCI)',
  'M.D. Anderson Cancer Center',
  'Memorial Sloan Kettering Cancer Center',
  'Tata Memorial Hospital',
]);
