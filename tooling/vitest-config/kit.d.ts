import type { IncomingMessage, ServerResponse } from 'node:http';

/** The folder of real recorded responses committed in the repository (`fixtures/real/`). */
export const realFixturesDir: string;
/** Absolute path of a real recorded response under `fixtures/real/`. */
export function realFixture(relative: string): string;
/** The same as a file URL; a trailing `/` is kept. */
export function realFixtureUrl(relative?: string): URL;
export function readRealFixture(relative: string): string;
export function readRealFixture<T = unknown>(relative: string, options: { json: true }): T;

export interface LocalServer {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}
export function startServer(
  handler: (req: IncomingMessage & { body: string }, res: ServerResponse) => unknown,
): Promise<LocalServer>;

export interface FakeClock {
  sleeps: number[];
  now(): number;
  /** Moves the clock on, as time passing would. */
  advance(ms: number): void;
  random(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
export function fakeClock(start?: number, random?: number): FakeClock;
export function fetchTsvGz(url: string): Promise<Record<string, string>[]>;
