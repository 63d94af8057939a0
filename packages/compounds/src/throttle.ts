import type { ThrottleReader, ThrottleSignal } from '@lifesci/core';

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
 * Green (0%), Service status: Green (20%)"), read as above: the longest pause and the slowest pace
 * of the three win, and the pace lasts `slowForMs` (default 60 s, PubChem's limits are per minute).
 */
export function pubchemThrottle(slowForMs = 60_000): ThrottleReader {
  return ({ headers }) => {
    const value = headers.get('x-throttling-control');
    if (!value) return undefined;
    let pauseMs = 0;
    let slowTo = 1;
    for (const [name, { colour }] of Object.entries(parseThrottlingControl(value))) {
      const signal = (name === 'service' ? SERVICE_LOAD : OWN_USAGE)[colour];
      pauseMs = Math.max(pauseMs, signal?.pauseMs ?? 0);
      slowTo = Math.min(slowTo, signal?.slowTo ?? 1);
    }
    if (pauseMs === 0 && slowTo === 1) return undefined;
    return { ...(pauseMs > 0 && { pauseMs }), ...(slowTo < 1 && { slowTo, slowForMs }) };
  };
}
