/**
 * CPIC levels of pairs that no guideline in guidelines.ts settles, with PharmGKB's top
 * clinical-annotation level where CPIC's pair list gives one: drug | gene | CPIC level | top level.
 * CPIC's provisional "B/C" and "C/D" are written as their first letter (the spec allows A-D only).
 * Pairs in neither list are sent as level D (no prescribing action recommended).
 */
const LEVELS = `
irinotecan|UGT1A1|A|2A
hydrocodone|CYP2D6|B|
oxycodone|CYP2D6|B|2A
clomipramine|CYP2D6|B|1A
clomipramine|CYP2C19|B|2A
desipramine|CYP2D6|B|1A
doxepin|CYP2D6|B|1A
doxepin|CYP2C19|B|3
imipramine|CYP2D6|B|1A
imipramine|CYP2C19|B|2A
trimipramine|CYP2D6|B|1A
trimipramine|CYP2C19|B|2A
aripiprazole|CYP2D6|B|3
brexpiprazole|CYP2D6|B|
belinostat|UGT1A1|B|3
eliglustat|CYP2D6|B|
esomeprazole|CYP2C19|B|3
rabeprazole|CYP2C19|B|2A
methadone|CYP2B6|B|2A
nevirapine|CYP2B6|B|2A
mirtazapine|CYP2D6|B|2A
pimozide|CYP2D6|B|4
risperidone|CYP2D6|B|2A
venlafaxine|CYP2D6|B|2A
vortioxetine|CYP2D6|B|3
dextromethorphan|CYP2D6|B|3
quinidine|CYP2D6|B|
dapsone|G6PD|B|1B
chloroquine|G6PD|B|3
methylene blue|G6PD|B|3
nitrofurantoin|G6PD|B|3
primaquine|G6PD|B|3
quinine|G6PD|B|
iloperidone|CYP2D6|B|3
perphenazine|CYP2D6|B|
brivaracetam|CYP2C19|B|4
carisoprodol|CYP2C19|B|3
pazopanib|UGT1A1|B|3
dolutegravir|UGT1A1|B|
dabrafenib|G6PD|B|
donepezil|CYP2D6|B|3
clobazam|CYP2C19|C|2A
carvedilol|CYP2D6|C|3
diazepam|CYP2C19|C|3
diclofenac|CYP2C9|C|2A
flecainide|CYP2D6|C|2A
fluoxetine|CYP2D6|C|3
haloperidol|CYP2D6|C|3
isoniazid|NAT2|C|2A
metoprolol|CYP2D6|C|2A
propafenone|CYP2D6|C|2A
propranolol|CYP2D6|C|4
thioridazine|CYP2D6|C|3
tolterodine|CYP2D6|C|2A
zuclopenthixol|CYP2D6|C|3
lesinurad|CYP2C9|C|
tetrabenazine|CYP2D6|C|
nilotinib|UGT1A1|C|3
sirolimus|CYP3A5|C|2A
cyclosporine|CYP3A5|C|2B
tacrolimus|CYP3A4|C|2A
cisplatin|XPC|C|1B
methotrexate|MTHFR|C|2A
methotrexate|SLCO1B1|C|2A
duloxetine|CYP2D6|C|
tegafur|DPYD|C|1A
clopidogrel|CES1|C|2B
salmeterol|ADRB2|C|2A
albuterol|ADRB2|C|2A
succinylcholine|BCHE|C|3
morphine|OPRM1|C|2B
naltrexone|OPRM1|C|3
capecitabine|TYMS|D|2A
fluorouracil|TYMS|D|2A
`;

export interface PairLevel {
  level: 'A' | 'B' | 'C' | 'D';
  topAnnotationLevel: string | undefined;
}

export const PAIR_LEVELS: ReadonlyMap<string, PairLevel> = new Map(
  LEVELS.trim()
    .split('\n')
    .map((line) => {
      const [drug = '', gene = '', level = 'D', top = ''] = line.split('|');
      return [
        `${gene}/${drug}`,
        { level: level as PairLevel['level'], topAnnotationLevel: top || undefined },
      ];
    }),
);
