/** MedDRA preferred terms with their system organ class, as results sections report them. */
export interface AdverseEventTerm {
  term: string;
  organSystem: string;
  /** Typical share of participants affected (0..1) in an active arm. */
  frequency: number;
}

export const MEDDRA_VERSION = 'MedDRA (27.0)';

export const OTHER_EVENTS: readonly AdverseEventTerm[] = [
  { term: 'Nausea', organSystem: 'Gastrointestinal disorders', frequency: 0.18 },
  { term: 'Diarrhoea', organSystem: 'Gastrointestinal disorders', frequency: 0.15 },
  { term: 'Vomiting', organSystem: 'Gastrointestinal disorders', frequency: 0.08 },
  { term: 'Constipation', organSystem: 'Gastrointestinal disorders', frequency: 0.09 },
  { term: 'Fatigue', organSystem: 'General disorders', frequency: 0.2 },
  { term: 'Pyrexia', organSystem: 'General disorders', frequency: 0.07 },
  { term: 'Injection site reaction', organSystem: 'General disorders', frequency: 0.06 },
  { term: 'Headache', organSystem: 'Nervous system disorders', frequency: 0.12 },
  { term: 'Dizziness', organSystem: 'Nervous system disorders', frequency: 0.07 },
  { term: 'Nasopharyngitis', organSystem: 'Infections and infestations', frequency: 0.1 },
  { term: 'Upper respiratory tract infection', organSystem: 'Infections and infestations', frequency: 0.09 },
  { term: 'Urinary tract infection', organSystem: 'Infections and infestations', frequency: 0.05 },
  { term: 'Arthralgia', organSystem: 'Musculoskeletal and connective tissue disorders', frequency: 0.08 },
  { term: 'Back pain', organSystem: 'Musculoskeletal and connective tissue disorders', frequency: 0.06 },
  { term: 'Rash', organSystem: 'Skin and subcutaneous tissue disorders', frequency: 0.07 },
  { term: 'Pruritus', organSystem: 'Skin and subcutaneous tissue disorders', frequency: 0.06 },
  { term: 'Cough', organSystem: 'Respiratory, thoracic and mediastinal disorders', frequency: 0.08 },
  { term: 'Dyspnoea', organSystem: 'Respiratory, thoracic and mediastinal disorders', frequency: 0.06 },
  { term: 'Decreased appetite', organSystem: 'Metabolism and nutrition disorders', frequency: 0.07 },
  { term: 'Hypertension', organSystem: 'Vascular disorders', frequency: 0.05 },
  { term: 'Insomnia', organSystem: 'Psychiatric disorders', frequency: 0.05 },
  { term: 'Anaemia', organSystem: 'Blood and lymphatic system disorders', frequency: 0.08 },
  { term: 'Alanine aminotransferase increased', organSystem: 'Investigations', frequency: 0.05 },
];

export const SERIOUS_EVENTS: readonly AdverseEventTerm[] = [
  { term: 'Pneumonia', organSystem: 'Infections and infestations', frequency: 0.025 },
  { term: 'Sepsis', organSystem: 'Infections and infestations', frequency: 0.01 },
  { term: 'Atrial fibrillation', organSystem: 'Cardiac disorders', frequency: 0.01 },
  { term: 'Myocardial infarction', organSystem: 'Cardiac disorders', frequency: 0.008 },
  {
    term: 'Pulmonary embolism',
    organSystem: 'Respiratory, thoracic and mediastinal disorders',
    frequency: 0.007,
  },
  { term: 'Acute kidney injury', organSystem: 'Renal and urinary disorders', frequency: 0.008 },
  { term: 'Febrile neutropenia', organSystem: 'Blood and lymphatic system disorders', frequency: 0.012 },
  { term: 'Fall', organSystem: 'Injury, poisoning and procedural complications', frequency: 0.006 },
  { term: 'Cerebrovascular accident', organSystem: 'Nervous system disorders', frequency: 0.005 },
];
