// A program that makes calls on one budget (kind in argv: local, even, redis), aborts some, and
// then simply ends: no `limiterRegistry.clear()`, no `stop()`. Its process must exit by itself.
// Job as JSON in argv[2]: { kind, url, redis }.
import { BaseClient } from '@lifesci/core';

const job = JSON.parse(process.argv[2] ?? '{}');
const budgets = {
  local: { perSecond: 4 },
  even: { perSecond: 4, pacing: 'even' },
  redis: { perSecond: 4, redis: job.redis, id: `exit-${process.pid}` },
};
const client = new BaseClient(
  { service: 'exit', baseUrls: { default: job.url }, limiterId: `exit-${job.kind}`, limits: {} },
  { rateLimit: budgets[job.kind], maxRetries: 0 },
);

// Calls that finish.
for (let i = 0; i < 3; i++) await client.request({ path: '/ok' });
// Calls aborted while they wait in the limiter (8 at once on 4 a second: most are queued).
const queued = new AbortController();
const waiting = Array.from({ length: 8 }, () =>
  client.request({ path: '/ok' }, { signal: queued.signal }).then(
    () => 'done',
    (error) => error.name,
  ),
);
queued.abort();
// A call aborted while its request is out (the server never answers it).
const inFlight = new AbortController();
const hanging = client.request({ path: '/never' }, { signal: inFlight.signal }).catch((error) => error.name);
setTimeout(() => inFlight.abort(), 100);
const outcomes = [...(await Promise.all(waiting)), await hanging];
process.stdout.write(`${JSON.stringify({ finished: true, outcomes })}\n`);
