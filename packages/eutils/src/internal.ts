import type { Redactor } from '@lifesci/core';

/** What the resources of a client need from it beyond its public methods; never exported. */
export interface EutilsInternals {
  /** `tool` and `email`, sent with every request. */
  readonly common: Readonly<Record<string, string>>;
  /** The client's redactor, for errors built outside core (per-id, parse). */
  readonly redactor: Redactor;
  /** The client's `maxRetries`, for bodies that break after the request. */
  readonly maxRetries: number | undefined;
}

const internals = new WeakMap<object, EutilsInternals>();

/** Called once by the EutilsClient constructor. */
export function setInternals(client: object, value: EutilsInternals): void {
  internals.set(client, value);
}

/** A client's internals (module-private to this package: not in its exports). */
export function internalsOf(client: object): EutilsInternals {
  const value = internals.get(client);
  if (!value) throw new Error('eutils: not a constructed EutilsClient');
  return value;
}
