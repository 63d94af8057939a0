// Sleeps the given number of seconds (default 1), then prints "slept".
const seconds = Number(process.argv[2] ?? '1');
setTimeout(() => process.stdout.write('slept\n'), Math.max(0, seconds) * 1000);
