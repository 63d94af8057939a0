import { AsyncLocalStorage } from 'node:async_hooks';
import type * as v from 'valibot';

/**
 * Told of each schema `parseInput` is about to check a value against: the schema, the value and
 * the parameter's name (`params`, `nctId`, `params.maxItems`). It may throw to stop the method
 * there (before the value is checked and before anything is sent).
 */
export type InputTracer = (schema: v.GenericSchema, value: unknown, param: string) => void;

const current = new AsyncLocalStorage<InputTracer>();

/**
 * Runs `fn` with `tracer` told of every input schema checked inside it (and in whatever it
 * awaits), and of nothing checked elsewhere at the same time. For tools that describe or drive
 * clients from their own input schemas (the lifesci CLI reads parameter names, types, defaults
 * and allowed values this way): the schemas stay where the services declare them, with no second
 * copy to keep in step. The tracer only observes; every value is still checked as always.
 */
export function traceInputs<T>(tracer: InputTracer, fn: () => T): T {
  return current.run(tracer, fn);
}

/** The tracer of the running `traceInputs`, if any (parseInput calls it). */
export function inputTracer(): InputTracer | undefined {
  return current.getStore();
}
