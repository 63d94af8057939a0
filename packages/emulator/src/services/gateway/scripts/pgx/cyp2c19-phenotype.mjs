// CYP2C19 metabolizer phenotype of a diplotype (first argument, e.g. "*1/*2"), by CPIC's rules for
// the alleles it assigns most often: *1 normal, *2 and *3 no function, *17 increased function.
// One no-function allele makes an intermediate, two a poor metabolizer; otherwise one *17 a rapid
// and two an ultrarapid metabolizer.
const FUNCTION = {
  '*1': 'normal function',
  '*2': 'no function',
  '*3': 'no function',
  '*17': 'increased function',
};
const diplotype = (process.argv[2] ?? '').replace(/CYP2C19/gi, '').trim();
const alleles = diplotype.split('/');
if (alleles.length !== 2 || alleles.some((a) => !(a in FUNCTION))) {
  process.stderr.write(
    `usage: cyp2c19-phenotype <diplotype>, alleles among ${Object.keys(FUNCTION).join(' ')}\n`,
  );
  process.exit(2);
}
const count = (f) => alleles.filter((a) => FUNCTION[a] === f).length;
const none = count('no function');
const increased = count('increased function');
const phenotype =
  none === 2
    ? 'Poor Metabolizer'
    : none === 1
      ? 'Intermediate Metabolizer'
      : increased === 2
        ? 'Ultrarapid Metabolizer'
        : increased === 1
          ? 'Rapid Metabolizer'
          : 'Normal Metabolizer';
process.stdout.write(
  `${JSON.stringify({ gene: 'CYP2C19', diplotype: `CYP2C19${alleles.join('/')}`, alleles: alleles.map((a) => ({ allele: a, function: FUNCTION[a] })), phenotype })}\n`,
);
