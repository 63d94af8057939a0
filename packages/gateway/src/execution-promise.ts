import type { ExecutionResult } from './schemas/execution.js';

/**
 * The answer of `execute`: a Promise of the result (where `success: false` is a result), plus
 * `orThrow()` for the same run with failure turned into a ScriptFailedError. The request is sent
 * once, when `execute` is called; `orThrow()` does not send it again.
 */
export class ExecutionPromise extends Promise<ExecutionResult> {
  // `then`/`catch` return plain Promises, so chaining never calls this constructor again.
  static override get [Symbol.species]() {
    return Promise;
  }

  readonly #orThrow: () => Promise<ExecutionResult & { success: true }>;

  /**
   * `run`: the run's result; `orThrow`: the same run's result, or its failure as a
   * ScriptFailedError (called at most when `orThrow()` is, so an unused failure is not reported).
   */
  constructor(run: Promise<ExecutionResult>, orThrow: () => Promise<ExecutionResult & { success: true }>) {
    super((resolve, reject) => {
      run.then(resolve, reject);
    });
    this.#orThrow = orThrow;
  }

  /** The result when the script succeeded; a ScriptFailedError (stderr, return code) when not. */
  orThrow(): Promise<ExecutionResult & { success: true }> {
    // The caller follows the run through the promise returned here; the outer one must not
    // also report the same failure as unhandled.
    Promise.prototype.catch.call(this, () => undefined);
    return this.#orThrow();
  }
}
