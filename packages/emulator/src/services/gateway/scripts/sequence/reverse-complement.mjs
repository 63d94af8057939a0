// Reverse complement of a DNA sequence (first argument).
const PAIRS = { A: 'T', T: 'A', G: 'C', C: 'G', N: 'N' };
const sequence = (process.argv[2] ?? '').toUpperCase();
const out = [];
for (let i = sequence.length - 1; i >= 0; i--) {
  const base = PAIRS[sequence[i]];
  if (base === undefined) {
    process.stderr.write(`invalid base '${sequence[i]}' at position ${i + 1}\n`);
    process.exit(2);
  }
  out.push(base);
}
process.stdout.write(`${out.join('')}\n`);
