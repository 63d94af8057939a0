import { parseRetryAfter } from '../retry/policy.js';

/**
 * What a service's rate headers ask of the whole budget, read on every response (before any 429):
 * hold every request for a while, run at a fraction of the budget's pace for a while, or both.
 */
export interface ThrottleSignal {
  /** Hold every request on the budget for this many ms (like the pause after a 429). */
  pauseMs?: number;
  /** Run the budget at this fraction of its pace (0 < slowTo < 1): 0.5 doubles the gap between starts. */
  slowTo?: number;
  /** How long `slowTo` lasts (default 10 s); each later signal with `slowTo` replaces it. */
  slowForMs?: number;
}

/** The part of a response a throttle reader sees; `now` is the client's clock (for HTTP dates). */
export interface ThrottleResponse {
  status: number;
  headers: Headers;
  now: number;
}

export type ThrottleReader = (response: ThrottleResponse) => ThrottleSignal | undefined;

export const DEFAULT_SLOW_FOR_MS = 10_000;

/** `Retry-After` on any status (a 200 or 503 that asks for room, not only a 429): pause for it. */
export const retryAfterThrottle: ThrottleReader = ({ headers, now }) => {
  const ms = parseRetryAfter(headers.get('retry-after'), now);
  return ms !== undefined && ms > 0 ? { pauseMs: ms } : undefined;
};

/**
 * NCBI's `X-RateLimit-Limit` / `X-RateLimit-Remaining` (per second, per IP or API key). A client
 * pacing itself at the limit sees `Remaining` reach 0 in every window, so 0 alone says nothing:
 * the reader counts the answers it saw in the last window and acts only when `Remaining` is
 * lower than those explain by more than one (timing skew), i.e. another process or machine is
 * spending the same budget. Then: none left pauses for a window; a few left slows the pace in
 * proportion for five windows. One reader per budget (it keeps that window's count).
 */
export function ncbiRateLimitThrottle(windowMs = 1_000): ThrottleReader {
  const seen: number[] = [];
  return ({ headers, now }) => {
    const remaining = Number.parseInt(headers.get('x-ratelimit-remaining') ?? '', 10);
    const limit = Number.parseInt(headers.get('x-ratelimit-limit') ?? '', 10);
    if (Number.isNaN(remaining) || Number.isNaN(limit)) return undefined;
    while (seen.length > 0 && (seen[0] as number) <= now - windowMs) seen.shift();
    seen.push(now);
    const ours = limit - seen.length;
    if (remaining >= ours - 1) return undefined;
    if (remaining <= 0) return { pauseMs: windowMs };
    return { slowTo: Math.max(0.25, (remaining + 1) / (ours + 1)), slowForMs: 5 * windowMs };
  };
}

const COLOURS = ['green', 'yellow', 'red', 'black'] as const;
type Colour = (typeof COLOURS)[number];

/** Each `<name> status: <Colour> (<n>%)` part of PubChem's `X-Throttling-Control`, by name. */
export function parseThrottlingControl(value: string): Record<string, { colour: Colour; percent?: number }> {
  const out: Record<string, { colour: Colour; percent?: number }> = Object.create(null);
  for (const match of value.matchAll(
    /([A-Za-z ]+?)\s*status:\s*(green|yellow|red|black)\b(?:\s*\((\d+)%\))?/gi,
  )) {
    const name = (match[1] ?? '').trim().toLowerCase();
    const colour = (match[2] ?? '').toLowerCase() as Colour;
    out[name] = match[3] === undefined ? { colour } : { colour, percent: Number(match[3]) };
  }
  return out;
}

/**
 * What a status asks of us. Request Count and Request Time measure this caller against the
 * limits the budget already keeps, so a client at full documented pace reads Yellow or Red there
 * all the time: only Black (blocked) holds the budget. Service status is PubChem's own load, which
 * our pacing does not explain: Red halves the pace, Black holds it.
 */
const OWN_USAGE: Record<Colour, ThrottleSignal | undefined> = {
  green: undefined,
  yellow: undefined,
  red: undefined,
  black: { pauseMs: 10_000, slowTo: 0.25 },
};
const SERVICE_LOAD: Record<Colour, ThrottleSignal | undefined> = {
  green: undefined,
  yellow: undefined,
  red: { slowTo: 0.5 },
  black: { pauseMs: 10_000, slowTo: 0.25 },
};

/**
 * PubChem's `X-Throttling-Control` ("Request Count status: Green (0%), Request Time status:
 * Green (0%), Service status: Green (20%)"), read as above; the strongest signal of the three wins
 * and lasts `slowForMs` (default 60 s, PubChem's limits are per minute).
 */
export function pubchemThrottle(slowForMs = 60_000): ThrottleReader {
  return ({ headers }) => {
    const value = headers.get('x-throttling-control');
    if (!value) return undefined;
    let out: ThrottleSignal | undefined;
    for (const [name, { colour }] of Object.entries(parseThrottlingControl(value))) {
      const signal = (name === 'service' ? SERVICE_LOAD : OWN_USAGE)[colour];
      if (signal) out = out ? mergeSignals(out, signal) : { ...signal };
    }
    return out && { ...out, slowForMs };
  };
}

/** Several readers as one: the longest pause, the slowest pace, the longest slow period. */
export function combineThrottles(...readers: ThrottleReader[]): ThrottleReader {
  return (response) => {
    let out: ThrottleSignal | undefined;
    for (const reader of readers) {
      const signal = reader(response);
      if (signal) out = out ? mergeSignals(out, signal) : { ...signal };
    }
    return out;
  };
}

function mergeSignals(a: ThrottleSignal, b: ThrottleSignal): ThrottleSignal {
  const out: ThrottleSignal = {};
  const pause = Math.max(a.pauseMs ?? 0, b.pauseMs ?? 0);
  if (pause > 0) out.pauseMs = pause;
  const slow = Math.min(a.slowTo ?? 1, b.slowTo ?? 1);
  if (slow < 1) {
    out.slowTo = slow;
    out.slowForMs = Math.max(a.slowForMs ?? 0, b.slowForMs ?? 0) || DEFAULT_SLOW_FOR_MS;
  }
  return out;
}
