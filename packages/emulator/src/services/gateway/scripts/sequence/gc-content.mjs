// GC content of a DNA sequence (first argument): {"length", "gc"} with gc a fraction rounded to 4 places.
const sequence = (process.argv[2] ?? '').toUpperCase();
if (sequence === '') {
  process.stderr.write('usage: gc-content <sequence>\n');
  process.exit(2);
}
const bad = /[^ACGTN]/.exec(sequence);
if (bad) {
  process.stderr.write(`invalid base '${bad[0]}' at position ${bad.index + 1}\n`);
  process.exit(2);
}
const gc = [...sequence].filter((b) => b === 'G' || b === 'C').length;
process.stdout.write(
  `${JSON.stringify({ length: sequence.length, gc: Math.round((gc / sequence.length) * 1e4) / 1e4 })}\n`,
);
