/**
 * Curated star alleles: name | function | activity value | defining variants | frequencies
 * (European, East Asian, African: approximate allele frequencies, rounded, in the range of the
 * CPIC/PharmGKB frequency tables). Functions and
 * activity values are CPIC's allele functionality assignments; "-" means CPIC gives none
 * (CYP2C19, TPMT, NUDT15, SLCO1B1, UGT1A1 and CYP3A5 are assigned by function, not activity
 * value; HLA alleles have no function, only carrier status). Genes not listed get generated alleles.
 */
const ALLELES = `
CYP2C19*1|Normal function|-||0.63,0.60,0.65
CYP2C19*2|No function|-|rs4244285|0.15,0.29,0.18
CYP2C19*3|No function|-|rs4986893|0.004,0.07,0.002
CYP2C19*17|Increased function|-|rs12248560|0.21,0.015,0.17
CYP2D6*1|Normal function|1||0.35,0.25,0.30
CYP2D6*2|Normal function|1|rs16947,rs1135840|0.27,0.13,0.18
CYP2D6*3|No function|0|rs35742686|0.015,0.0005,0.002
CYP2D6*4|No function|0|rs3892097|0.185,0.005,0.035
CYP2D6*5|No function|0|gene deletion|0.03,0.06,0.06
CYP2D6*6|No function|0|rs5030655|0.01,0.0005,0.002
CYP2D6*9|Decreased function|0.5|rs5030656|0.025,0.0005,0.002
CYP2D6*10|Decreased function|0.25|rs1065852,rs1135840|0.016,0.43,0.04
CYP2D6*17|Decreased function|0.5|rs28371706,rs16947|0.002,0.0005,0.19
CYP2D6*41|Decreased function|0.5|rs28371725,rs16947|0.09,0.03,0.03
CYP2D6*1x2|Increased function|2|gene duplication|0.008,0.003,0.02
CYP2C9*1|Normal function|1||0.79,0.95,0.87
CYP2C9*2|Decreased function|0.5|rs1799853|0.127,0.001,0.024
CYP2C9*3|No function|0|rs1057910|0.076,0.034,0.013
CYP2C9*5|Decreased function|0.5|rs28371686|0.0003,0.0001,0.011
CYP2C9*8|Decreased function|0.5|rs7900194|0.002,0.0001,0.06
TPMT*1|Normal function|-||0.95,0.98,0.93
TPMT*2|No function|-|rs1800462|0.002,0.0001,0.0005
TPMT*3A|No function|-|rs1800460,rs1142345|0.034,0.0005,0.008
TPMT*3B|No function|-|rs1800460|0.0005,0.0001,0.0001
TPMT*3C|No function|-|rs1142345|0.004,0.016,0.024
NUDT15*1|Normal function|-||0.99,0.88,0.99
NUDT15*2|No function|-|rs746071566,rs116855232|0.0002,0.02,0.0001
NUDT15*3|No function|-|rs116855232|0.004,0.095,0.001
DPYD*1|Normal function|1||0.99,0.99,0.99
DPYD*2A|No function|0|rs3918290|0.008,0.0001,0.001
DPYD*13|No function|0|rs55886062|0.001,0.0001,0.0001
UGT1A1*1|Normal function|-||0.64,0.70,0.50
UGT1A1*6|Decreased function|-|rs4148323|0.001,0.15,0.001
UGT1A1*28|Decreased function|-|rs3064744|0.32,0.13,0.37
UGT1A1*36|Normal function|-|rs3064744|0.0001,0.0001,0.04
UGT1A1*37|Decreased function|-|rs3064744|0.0001,0.0001,0.02
SLCO1B1*1|Normal function|-||0.56,0.62,0.74
SLCO1B1*5|No function|-|rs4149056|0.02,0.01,0.001
SLCO1B1*15|No function|-|rs2306283,rs4149056|0.14,0.11,0.03
CYP3A5*1|Normal function|-||0.07,0.27,0.42
CYP3A5*3|No function|-|rs776746|0.93,0.73,0.33
CYP3A5*6|No function|-|rs10264272|0.0001,0.0001,0.15
CYP2B6*1|Normal function|-||0.53,0.65,0.50
CYP2B6*6|Decreased function|-|rs3745274,rs2279343|0.24,0.21,0.36
CYP2B6*18|No function|-|rs28399499|0.0001,0.0001,0.06
HLA-B*57:01||||0.032,0.008,0.01
HLA-B*58:01||||0.008,0.06,0.04
HLA-B*15:02||||0.0001,0.05,0.0001
HLA-A*31:01||||0.03,0.025,0.005
`;

export interface AlleleFacts {
  name: string;
  gene: string;
  function: string | undefined;
  activityScore: number | null | undefined;
  definingVariants: readonly string[];
  frequencies: Readonly<Record<string, number>>;
}

export const POPULATIONS = ['European', 'East Asian', 'African'] as const;

export const ALLELE_FACTS: readonly AlleleFacts[] = ALLELES.trim()
  .split('\n')
  .map((line) => {
    const [name = '', fn = '', score = '', variants = '', freqs = ''] = line.split('|');
    const values = freqs.split(',').map(Number);
    return {
      name,
      gene: name.split('*')[0] ?? '',
      function: fn === '' ? undefined : fn,
      activityScore: score === '' ? undefined : score === '-' ? null : Number(score),
      definingVariants: variants.split(',').filter(Boolean),
      frequencies: Object.fromEntries(POPULATIONS.map((p, i) => [p, values[i] ?? 0])),
    };
  });
