import type { InterventionEntry, MeshRef, OutcomeTemplate } from './types.js';

export const NEOPLASMS: MeshRef = ['D009369', 'Neoplasms'];
export const NEOPLASMS_BY_SITE: MeshRef = ['D009371', 'Neoplasms by Site'];
export const NEOPLASMS_BY_HISTOLOGY: MeshRef = ['D009370', 'Neoplasms by Histologic Type'];
export const CARDIOVASCULAR_DISEASES: MeshRef = ['D002318', 'Cardiovascular Diseases'];
export const HEART_DISEASES: MeshRef = ['D006331', 'Heart Diseases'];
export const VASCULAR_DISEASES: MeshRef = ['D014652', 'Vascular Diseases'];
export const NERVOUS_SYSTEM_DISEASES: MeshRef = ['D009422', 'Nervous System Diseases'];
export const CNS_DISEASES: MeshRef = ['D002493', 'Central Nervous System Diseases'];
export const BRAIN_DISEASES: MeshRef = ['D001927', 'Brain Diseases'];
export const NEURODEGENERATIVE: MeshRef = ['D019636', 'Neurodegenerative Diseases'];
export const MENTAL_DISORDERS: MeshRef = ['D001523', 'Mental Disorders'];
export const RESPIRATORY_TRACT_DISEASES: MeshRef = ['D012140', 'Respiratory Tract Diseases'];
export const LUNG_DISEASES: MeshRef = ['D008171', 'Lung Diseases'];
export const DIGESTIVE_SYSTEM_DISEASES: MeshRef = ['D004066', 'Digestive System Diseases'];
export const IMMUNE_SYSTEM_DISEASES: MeshRef = ['D007154', 'Immune System Diseases'];
export const AUTOIMMUNE_DISEASES: MeshRef = ['D001327', 'Autoimmune Diseases'];
export const METABOLIC_DISEASES: MeshRef = ['D008659', 'Metabolic Diseases'];
export const NUTRITIONAL_METABOLIC: MeshRef = ['D009750', 'Nutritional and Metabolic Diseases'];
export const ENDOCRINE_DISEASES: MeshRef = ['D004700', 'Endocrine System Diseases'];
export const INFECTIONS: MeshRef = ['D007239', 'Infections'];
export const VIRUS_DISEASES: MeshRef = ['D014777', 'Virus Diseases'];
export const RNA_VIRUS_INFECTIONS: MeshRef = ['D012327', 'RNA Virus Infections'];
export const MUSCULOSKELETAL_DISEASES: MeshRef = ['D009140', 'Musculoskeletal Diseases'];
export const JOINT_DISEASES: MeshRef = ['D007592', 'Joint Diseases'];
export const RHEUMATIC_DISEASES: MeshRef = ['D012216', 'Rheumatic Diseases'];
export const SKIN_DISEASES: MeshRef = ['D012871', 'Skin Diseases'];
export const KIDNEY_DISEASES: MeshRef = ['D007674', 'Kidney Diseases'];
export const UROLOGIC_DISEASES: MeshRef = ['D014570', 'Urologic Diseases'];
export const CHRONIC_DISEASE: MeshRef = ['D002908', 'Chronic Disease'];
export const PATHOLOGIC_PROCESSES: MeshRef = ['D010335', 'Pathologic Processes'];

/** Browse branches of the derived browse modules (abbreviation -> name). */
export const BROWSE_BRANCHES: Readonly<Record<string, string>> = {
  BC04: 'Neoplasms',
  BC18: 'Nutritional and Metabolic Diseases',
  BC14: 'Heart and Blood Diseases',
  BC10: 'Nervous System Diseases',
  BXM: 'Behaviors and Mental Disorders',
  BC08: 'Respiratory Tract (Lung and Bronchial) Diseases',
  BC06: 'Digestive System Diseases',
  BC20: 'Immune System Diseases',
  BC01: 'Infections',
  BC02: 'Viral Diseases',
  BC05: 'Muscle, Bone, and Cartilage Diseases',
  BC17: 'Skin and Connective Tissue Diseases',
  BC19: 'Gland and Hormone Related Diseases',
  BC13: 'Urinary Tract, Sexual Organs, and Pregnancy Conditions',
  BC15: 'Blood and Lymph Conditions',
  BC23: 'Symptoms and General Pathology',
  Rare: 'Rare Diseases',
  All: 'All Conditions',
  ANeo: 'Antineoplastic Agents',
  Infe: 'Anti-Infective Agents',
  AnAg: 'Analgesics',
  Infl: 'Anti-Inflammatory Agents',
  CaAg: 'Cardiovascular Agents',
  CNSDep: 'Central Nervous System Depressants',
  PsychDr: 'Psychotropic Drugs',
  Gast: 'Gastrointestinal Agents',
  Resp: 'Respiratory System Agents',
  Hypo: 'Hypoglycemic Agents',
  ARhu: 'Antirheumatic Agents',
  Derm: 'Dermatologic Agents',
  NeuroAg: 'Neuroprotective Agents',
  Vi: 'Vitamins',
  AllDrugs: 'All Drugs and Chemicals',
};

export const PLACEBO: InterventionEntry = {
  name: 'Placebo',
  type: 'DRUG',
  otherNames: ['Matching placebo'],
  regimen: 'matching placebo on the same schedule',
};

export const STANDARD_OF_CARE: InterventionEntry = {
  name: 'Standard of Care',
  type: 'OTHER',
  regimen: 'standard of care as per institutional practice',
};

/** Secondary outcomes that fit any interventional study. */
export const SAFETY_OUTCOMES: readonly OutcomeTemplate[] = [
  {
    measure: 'Number of Participants With Treatment-Emergent Adverse Events (TEAEs)',
    description:
      'An adverse event (AE) is any untoward medical occurrence in a participant administered a study intervention. TEAEs are AEs that started or worsened on or after the first dose.',
    timeFrame: 'From first dose up to 30 days after the last dose (up to approximately 2 years)',
    unit: 'Participants',
    param: 'COUNT_OF_PARTICIPANTS',
    range: [5, 95],
    statisticalMethod: 'Descriptive',
  },
  {
    measure: 'Number of Participants Who Discontinued Study Treatment Due to an Adverse Event',
    description: 'Participants who permanently stopped study treatment because of an adverse event.',
    timeFrame: 'Up to approximately 2 years',
    unit: 'Participants',
    param: 'COUNT_OF_PARTICIPANTS',
    range: [0, 20],
    statisticalMethod: 'Descriptive',
  },
  {
    measure: 'Change From Baseline in EQ-5D-5L Visual Analogue Scale (VAS) Score',
    description:
      'The EQ-5D-5L VAS records self-rated health on a scale from 0 (worst imaginable health) to 100 (best imaginable health). A positive change indicates improvement.',
    timeFrame: 'Baseline and Week 24',
    unit: 'score on a scale',
    param: 'LEAST_SQUARES_MEAN',
    dispersion: 'STANDARD_ERROR',
    range: [-6, 12],
    statisticalMethod: 'Mixed Models Analysis',
  },
];

/** Eligibility lines that appear in most protocols. */
export const GENERAL_INCLUSION: readonly string[] = [
  'Able to understand and willing to sign a written informed consent document',
  'Women of childbearing potential must have a negative pregnancy test within 7 days before the first dose and agree to use highly effective contraception',
  'Willing and able to comply with scheduled visits, treatment plan, laboratory tests and other study procedures',
];

export const GENERAL_EXCLUSION: readonly string[] = [
  'Pregnant or breastfeeding',
  'Participation in another interventional clinical study within 30 days before screening',
  'Known hypersensitivity to the study drug or any of its excipients',
  'Any condition that, in the opinion of the investigator, would interfere with evaluation of the study intervention or interpretation of participant safety',
  'History of alcohol or drug abuse within 12 months before screening',
];
