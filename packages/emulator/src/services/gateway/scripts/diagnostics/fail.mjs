// Exits with the given code (default 1), writing the given message (or a default) to stderr.
const code = Number(process.argv[2] ?? '1');
process.stderr.write(`${process.argv[3] ?? 'failing on purpose'}\n`);
process.exit(Number.isInteger(code) ? code : 1);
