// Prints its arguments as a JSON array, one element per argument exactly as received.
process.stdout.write(`${JSON.stringify(process.argv.slice(2))}\n`);
