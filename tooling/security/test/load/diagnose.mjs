// Where do the extra arrivals come from? Runs the load once with tracing and joins, per request,
// the Redis grant (Redis clock), the worker's receipt of it, the fetch call and the emulator's
// arrival stamp (all epoch ms on this machine), then prints the worst 1 s window and the delays.
// usage: node diagnose.mjs [--inproc] [--cold] [--cold-workers] [--pcap] [--calls N] [--workers N]
// (needs redis-server; --pcap needs tcpdump and root: it stamps each request when the kernel saw
// it on the loopback wire, the ground truth that neither process's event loop can delay)
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { warmEutils } from './warm.mjs';

const { values } = parseArgs({
  options: {
    inproc: { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    pcap: { type: 'boolean', default: false },
    'cold-workers': { type: 'boolean', default: false },
    calls: { type: 'string', default: '250' },
    workers: { type: 'string', default: '4' },
  },
});
const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const lines = (child) => createInterface({ input: child.stdout });

const port = await new Promise((ok) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => ok(p));
  });
});
const redis = spawn(
  'redis-server',
  [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    mkdtempSync(`${tmpdir()}/diag-`),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((ok) => lines(redis).on('line', (l) => l.includes('Ready to accept') && ok()));

let eutils;
let collect;
if (values.inproc) {
  const { startEmulator } = await import('@lifesci/emulator');
  const emulator = await startEmulator({ services: ['eutils'] });
  eutils = emulator.baseUrls.eutils;
  if (!values.cold) await warmEutils(eutils);
  collect = async () => {
    const log = emulator.requests.map((r) => ({
      at: performance.timeOrigin + r.time,
      status: r.status,
      query: r.query,
    }));
    await emulator.close();
    return log;
  };
} else {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.JUDGE_NODE_FLAGS ? process.env.JUDGE_NODE_FLAGS.split(' ') : []),
      here('./emulator-process.mjs'),
      ...(values.cold ? ['--cold'] : []),
    ],
    { stdio: ['pipe', 'pipe', process.env.JUDGE_NODE_FLAGS ? 'pipe' : 'inherit'] },
  );
  const out = lines(child);
  // With JUDGE_NODE_FLAGS (e.g. --trace-gc) the judge's own output goes to stderr here.
  child.stderr?.pipe(process.stderr);
  const got = [];
  // --trace-gc and the like also print on stdout: only JSON lines are the judge's.
  out.on('line', (l) =>
    /^(\{|\[\{|\[\])/.test(l) ? got.push(JSON.parse(l)) : process.stderr.write(`judge: ${l}\n`),
  );
  while (got.length === 0) await new Promise((ok) => setTimeout(ok, 20));
  eutils = got[0].eutils;
  collect = async () => {
    child.kill('SIGTERM');
    await new Promise((ok) => child.on('exit', ok));
    return got[1];
  };
}

// Kernel stamps of each request's first bytes on the loopback wire, by request target.
const wire = new Map();
let tcpdump;
if (values.pcap) {
  const port = new URL(eutils).port;
  const filter = `tcp dst port ${port} and tcp[((tcp[12:1] & 0xf0) >> 2):4] = 0x47455420`;
  tcpdump = spawn('tcpdump', ['-i', 'lo', '-nn', '-tt', '-l', '-A', '-B', '8192', filter], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let at;
  lines(tcpdump).on('line', (l) => {
    const stamp = /^(\d+\.\d+) IP /.exec(l);
    if (stamp) at = Number(stamp[1]) * 1000;
    const get = /GET (\S+) HTTP/.exec(l);
    if (get && at !== undefined) {
      const list = wire.get(get[1]) ?? [];
      list.push(at);
      wire.set(get[1], list);
    }
  });
  await new Promise((ok) => tcpdump.stderr.once('data', ok));
}

const traces = [];
const children = Array.from({ length: Number(values.workers) }, (_, worker) => {
  const job = {
    worker,
    eutilsUrl: eutils,
    redis: `redis://127.0.0.1:${port}`,
    budgetId: 'diag',
    apiKey: 'k',
    calls: Number(values.calls),
    trace: true,
    warm: !values['cold-workers'],
  };
  const child = spawn(process.execPath, [here('./worker.mjs'), JSON.stringify(job)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = new Promise((ok) =>
    lines(child).on('line', (l) => {
      const line = JSON.parse(l);
      if (line.ready) ok();
      else if (line.term || line.grants) traces.push(line);
    }),
  );
  return { child, ready, exited: new Promise((ok) => child.on('exit', ok)) };
});
await Promise.all(children.map((c) => c.ready));
const started = Date.now();
for (const c of children) c.child.stdin.write('go\n');
await Promise.all(children.map((c) => c.exited));
const wallS = (Date.now() - started) / 1000;
const log = await collect();
if (tcpdump) {
  await new Promise((ok) => setTimeout(ok, 500));
  tcpdump.kill('SIGINT');
  await new Promise((ok) => tcpdump.on('exit', ok));
}
redis.kill('SIGTERM');

// Join: arrival by term; fetch by term; grant = the worker's latest grant received before that fetch.
const grantsOf = new Map(traces.filter((t) => t.grants).map((t) => [t.worker, t.grants]));
const fetchesOf = new Map(traces.filter((t) => t.term).map((t) => [t.term, t]));
const rows = log
  .filter((r) => !r.query.includes('lifesci-warm-up'))
  .map((r) => {
    const term = new URLSearchParams(r.query).get('term');
    const t = fetchesOf.get(term);
    const arrivalsBefore = log.filter((x) => x.query === r.query && x.at <= r.at).length;
    const fetchAt = t?.fetches?.[arrivalsBefore - 1];
    const grant = grantsOf
      .get(t?.worker)
      ?.filter((g) => g.got <= fetchAt)
      .at(-1);
    const target = `${new URL(eutils).pathname}/esearch.fcgi?${r.query}`;
    const onWire = wire.get(target)?.[arrivalsBefore - 1];
    return { term, status: r.status, arrival: r.at, wire: onWire, fetchAt, ...(grant ?? {}) };
  });
rows.sort((a, b) => a.arrival - b.arrival);

function worst(times) {
  const s = [...times].sort((a, b) => a - b);
  let best = { n: 0 };
  for (let e = 0, b = 0; e < s.length; e++) {
    while (s[e] - s[b] >= 1000) b++;
    if (e - b + 1 > best.n) best = { n: e - b + 1, from: s[b], to: s[e] };
  }
  return best;
}
const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};
const fmt = (x) => (x === undefined ? '-' : x.toFixed(1));
const sendDelay = rows.filter((r) => r.redis).map((r) => r.arrival - r.redis);
const replyDelay = rows.filter((r) => r.redis).map((r) => r.got - r.redis);
const fetchToArrival = rows.filter((r) => r.fetchAt).map((r) => r.arrival - r.fetchAt);
const w = worst(rows.map((r) => r.arrival));
const ww = values.pcap ? worst(rows.filter((r) => r.wire).map((r) => r.wire)) : undefined;
const wireToArrival = rows.filter((r) => r.wire).map((r) => r.arrival - r.wire);
const grantToWire = rows.filter((r) => r.wire && r.redis).map((r) => r.wire - r.redis);
// With core's pending/confirm patch: how often the request reached the wire after its confirm left.
const confirmToWire = rows.filter((r) => r.wire && r.confirmed).map((r) => r.wire - r.confirmed);
const wg = worst(rows.filter((r) => r.redis).map((r) => r.redis));
console.log(
  JSON.stringify({
    emulator: `${values.inproc ? 'in-process' : 'own process'}, ${values.cold ? 'cold' : 'warmed'}`,
    requests: rows.length,
    s429: rows.filter((r) => r.status === 429).length,
    wallS,
    maxArrivalsIn1s: w.n,
    maxGrantsIn1s: wg.n,
    ...(ww
      ? {
          onWire: rows.filter((r) => r.wire).length,
          maxOnWireIn1s: ww.n,
          grantToWireMs: {
            p50: q(grantToWire, 0.5),
            p99: q(grantToWire, 0.99),
            max: Math.max(...grantToWire),
          },
          confirmed: confirmToWire.length,
          wireAfterConfirm: confirmToWire.filter((d) => d > 0).length,
          confirmToWireMs: confirmToWire.length
            ? { p50: q(confirmToWire, 0.5), p99: q(confirmToWire, 0.99), max: Math.max(...confirmToWire) }
            : undefined,
          wireToArrivalMs: {
            p50: q(wireToArrival, 0.5),
            p99: q(wireToArrival, 0.99),
            max: Math.max(...wireToArrival),
          },
        }
      : {}),
    grantToArrivalMs: { p50: q(sendDelay, 0.5), p99: q(sendDelay, 0.99), max: Math.max(...sendDelay) },
    grantToWorkerMs: { p50: q(replyDelay, 0.5), p99: q(replyDelay, 0.99), max: Math.max(...replyDelay) },
    fetchToArrivalMs: {
      p50: q(fetchToArrival, 0.5),
      p99: q(fetchToArrival, 0.99),
      max: Math.max(...fetchToArrival),
    },
  }),
);
// The densest window of arrivals, and the rows around it, relative to its first arrival.
const t0 = rows[0].arrival;
const from = rows.findIndex((r) => r.arrival === w.from);
console.log(
  'worst window rows (ms from first arrival): term status redisGrant workerGot fetch wire arrival | grant->arrival',
);
for (const r of rows.slice(Math.max(0, from - 1), from + w.n + 1)) {
  console.log(
    [
      r.term,
      r.status,
      fmt(r.redis - t0),
      fmt(r.got - t0),
      fmt(r.fetchAt - t0),
      fmt(r.wire - t0),
      fmt(r.arrival - t0),
      '|',
      fmt(r.arrival - r.redis),
    ].join(' '),
  );
}
process.exit(0);
