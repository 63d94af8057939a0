// Counts the words of its arguments (whitespace-separated), as JSON.
const words = process.argv
  .slice(2)
  .join(' ')
  .split(/\s+/)
  .filter((w) => w !== '');
process.stdout.write(`${JSON.stringify({ words: words.length })}\n`);
