import type { Clock } from '@lifesci/core';

/** What the resources of a client need from it beyond its public members; never exported. */
export interface CompoundsInternals {
  /** The clock ListKey polling waits on: the one given as core's `clock` option, if any. */
  readonly clock: Clock | undefined;
  /** The client's `maxRetries` option, if given: how often a broken streamed body is reopened. */
  readonly maxRetries: number | undefined;
}

const internals = new WeakMap<object, CompoundsInternals>();

/** Called once by the CompoundsClient constructor. */
export function setInternals(client: object, value: CompoundsInternals): void {
  internals.set(client, value);
}

/** A client's internals (module-private to this package: not in its exports). */
export function internalsOf(client: object): CompoundsInternals {
  const value = internals.get(client);
  if (!value) throw new Error('compounds: not a constructed CompoundsClient');
  return value;
}
