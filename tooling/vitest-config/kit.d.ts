import type { IncomingMessage, ServerResponse } from 'node:http';

/** Absolute path of a real recorded response under shared/fixtures/real/. */
export function realFixture(relative: string): string;
export function readRealFixture(relative: string): string;
export function readRealFixture<T = unknown>(relative: string, options: { json: true }): T;

export interface LocalServer {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}
export function startServer(
  handler: (req: IncomingMessage & { body: string }, res: ServerResponse) => void | Promise<void>,
): Promise<LocalServer>;

export interface FakeClock {
  sleeps: number[];
  now(): number;
  random(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
export function fakeClock(start?: number, random?: number): FakeClock;
