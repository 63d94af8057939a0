import type { FaultKind } from './faults.js';

/** One line of the emulator's request log. */
export interface RequestLogEntry {
  /** Arrival time in ms (performance.now() unless a clock was injected). */
  time: number;
  /** Service that answered ('trials', ...); the interface name for a 501; '' for unknown paths. */
  service: string;
  /** baseUrls key whose prefix matched ('' for unknown paths). */
  mount: string;
  method: string;
  /** Path below the mount prefix, as sent (not decoded). */
  path: string;
  /** Query string without the '?', as sent. */
  query: string;
  /** Status sent; 0 when the connection was reset before any answer. */
  status: number;
  /** Set when an injected fault shaped this answer. */
  fault?: FaultKind;
  /** Set when the documented limit (not an injected fault) answered 429. */
  limited?: true;
}
