/** Compact vocabularies the generated protocols are drawn from (seeded). */

export const TECHNIQUES = [
  'RNA extraction',
  'Western blot',
  'Immunofluorescence staining',
  'Chromatin immunoprecipitation',
  'Plasmid miniprep',
  'Bacterial transformation',
  'Agarose gel electrophoresis',
  'Quantitative PCR',
  'Cell passaging',
  'Flow cytometry staining',
  'His-tag protein purification',
  'Genomic DNA extraction',
  'Seawater virus concentration',
  'Library preparation for sequencing',
] as const;

export const SUBJECTS = [
  'from mouse liver',
  'in HeLa cells',
  'from Arabidopsis leaves',
  'for zebrafish embryos',
  'in E. coli',
  'from budding yeast',
  'for human PBMCs',
  'from Drosophila brains',
  'from marine sediment',
] as const;

/** Step sentences; ASCII only, so the same text goes into the generated PDFs unchanged. */
export const STEP_TEXTS = [
  'Prepare all buffers fresh and keep them on ice.',
  'Centrifuge at 12,000 x g for 10 min at 4 C and discard the supernatant.',
  'Resuspend the pellet in 500 ul of lysis buffer by pipetting up and down.',
  'Incubate for 30 min at room temperature with gentle rocking.',
  'Wash twice with 1 ml of PBS.',
  'Add 2 volumes of ice-cold ethanol and mix by inversion.',
  'Transfer the sample to a fresh 1.5 ml tube.',
  'Measure the concentration on a spectrophotometer (A260/A280).',
  'Load 10 ul per lane and run at 100 V for 45 min.',
  'Block for 1 h in 5% BSA in TBST.',
  'Incubate with the primary antibody overnight at 4 C.',
  'Store aliquots at -80 C until use.',
] as const;

export const SECTIONS = ['Preparation', 'Sample processing', 'Purification', 'Analysis', 'Storage'] as const;

export const MATERIALS = [
  'Tris base',
  'Sodium chloride',
  'EDTA, 0.5 M solution',
  'Bovine serum albumin',
  'Phosphate-buffered saline',
  'Ethanol, absolute',
  'Agarose, molecular biology grade',
  'Triton X-100',
] as const;

export const FIRST_NAMES = [
  'Ana',
  'Bjorn',
  'Chen',
  'Dara',
  'Emeka',
  'Farah',
  'Goran',
  'Hana',
  'Ines',
  'Jun',
] as const;
export const LAST_NAMES = [
  'Alvarez',
  'Berg',
  'Costa',
  'Dubois',
  'Eze',
  'Fischer',
  'Gupta',
  'Hale',
  'Ito',
  'Jensen',
] as const;
export const AFFILIATIONS = [
  'Emulated University, Department of Biochemistry',
  'Emulated Marine Station',
  'Emulated Plant Science Centre',
  'Emulated Medical School',
] as const;
