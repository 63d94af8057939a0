import { BaseClient, type CallOptions, type ClientOptions, parseInput, path } from '@lifesci/core';
import * as v from 'valibot';
import { gatewayErrorMessage, ScriptFailedError } from './errors.js';
import { ExecutionPromise } from './execution-promise.js';
import { Skills } from './resources/skills.js';
import {
  type ExecuteParams,
  ExecuteParamsSchema,
  type ExecutionResult,
  ExecutionResultSchema,
  NameSchema,
} from './schemas/execution.js';
import { type Health, HealthSchema } from './schemas/skills.js';

export interface GatewayClientOptions extends ClientOptions {}

/**
 * The spec documents no limits (S11). Scripts can be heavy, so at most 4 runs at a time from one
 * client budget by default; `rateLimit` changes it.
 */
export const GATEWAY_LIMITS = { concurrency: 4 } as const;

/** The environment variable core reads when no `baseUrl` is given (interface key `gateway`). */
export const GATEWAY_URL_ENV = 'LIFESCI_GATEWAY_URL';

/**
 * The script execution gateway (spec S11): lists skills and runs one of their scripts with
 * arguments. It has no public address: `baseUrl` or `LIFESCI_GATEWAY_URL` is required.
 */
export class GatewayClient extends BaseClient {
  readonly skills: Skills;

  constructor(options: GatewayClientOptions = {}) {
    super(
      {
        service: 'gateway',
        // No options of its own: any key core does not know is an InputError.
        options: v.object({}),
        baseUrls: { gateway: undefined },
        limiterId: 'gateway',
        limits: GATEWAY_LIMITS,
        errorMessage: gatewayErrorMessage,
      },
      options,
    );
    this.skills = new Skills(this);
  }

  /** `GET /health`: the gateway's status. */
  async health(call?: CallOptions): Promise<Health> {
    return this.request({ path: '/health', schema: HealthSchema }, call);
  }

  /**
   * Runs `params.script` of `skill` with `params.args` (`POST /execute/{skill}/{script}`, body
   * `{ args }`). Each argument reaches the script as one argument, verbatim; nothing is joined
   * into a shell line. A failed run (`success: false`) is a result; `.orThrow()` or
   * `{ throwOnFailure: true }` make it a ScriptFailedError. Sent once: never retried unless
   * `{ retry: true }`.
   */
  execute(skill: string, params: ExecuteParams, call?: CallOptions): ExecutionPromise {
    // The run starts now; its input checks are its first step, so bad input rejects it (and
    // orThrow()) instead of throwing here.
    const run = this.#run(skill, params, call);
    return new ExecutionPromise(
      run.then((ran) => (ran.throwOnFailure ? succeeded(ran) : ran.result)),
      () => run.then(succeeded),
    );
  }

  async #run(skill: string, params: ExecuteParams, call: CallOptions | undefined): Promise<Run> {
    const skillName = parseInput(NameSchema, skill, 'skill');
    const p = parseInput(ExecuteParamsSchema, params, 'params');
    const result = await this.request(
      {
        method: 'POST',
        path: path`/execute/${skillName}/${p.script}`,
        body: { args: p.args },
        retry: p.retry ? 'always' : 'never',
        schema: ExecutionResultSchema,
      },
      call,
    );
    return { result, skill: skillName, script: p.script, throwOnFailure: p.throwOnFailure === true };
  }
}

/** One finished run, with the checked names it ran under. */
interface Run {
  result: ExecutionResult;
  skill: string;
  script: string;
  throwOnFailure: boolean;
}

/** The run's result when the script succeeded; its ScriptFailedError when not. */
function succeeded(run: Run): ExecutionResult & { success: true } {
  if (!run.result.success) throw new ScriptFailedError(run.skill, run.script, run.result);
  return run.result as ExecutionResult & { success: true };
}
