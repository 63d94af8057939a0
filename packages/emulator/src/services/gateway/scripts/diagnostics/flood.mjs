// Writes the given number of bytes (default 1 MiB) of "x" to stdout.
const bytes = Number(process.argv[2] ?? String(1024 * 1024));
const chunk = 'x'.repeat(64 * 1024);
let left = bytes;
function write() {
  while (left > 0) {
    const part = left >= chunk.length ? chunk : chunk.slice(0, left);
    left -= part.length;
    if (!process.stdout.write(part)) {
      process.stdout.once('drain', write);
      return;
    }
  }
}
write();
