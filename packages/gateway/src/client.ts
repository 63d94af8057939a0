import { BaseClient, type CallOptions, type ClientOptions, parseInput, path } from '@lifesci/core';
import * as v from 'valibot';
import { gatewayErrorMessage, ScriptFailedError } from './errors.js';
import { ExecutionPromise } from './execution-promise.js';
import { Skills } from './resources/skills.js';
import {
  ArgsSchema,
  type ExecuteOptions,
  ExecuteOptionsSchema,
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
   * Runs `script` of `skill` with `args` (`POST /execute/{skill}/{script}`, body `{ args }`).
   * Each argument reaches the script as one argument, verbatim; nothing is joined into a shell
   * line. A failed run (`success: false`) is a result; `.orThrow()` or `{ throwOnFailure: true }`
   * make it a ScriptFailedError. Sent once: never retried unless `{ retry: true }`.
   */
  execute(
    skill: string,
    script: string,
    args: readonly string[] = [],
    options: ExecuteOptions = {},
    call?: CallOptions,
  ): ExecutionPromise {
    // Called only with a result of the run below, whose names passed the checks.
    const check = (result: ExecutionResult): ExecutionResult & { success: true } => {
      if (!result.success) throw new ScriptFailedError(skill, script, result);
      return result as ExecutionResult & { success: true };
    };
    // The run starts now; its input checks are its first step, so bad input rejects it.
    return new ExecutionPromise(this.#run(skill, script, args, options, call, check), check);
  }

  async #run(
    skill: string,
    script: string,
    args: readonly string[],
    options: ExecuteOptions,
    call: CallOptions | undefined,
    check: (result: ExecutionResult) => ExecutionResult,
  ): Promise<ExecutionResult> {
    const skillName = parseInput(NameSchema, skill, 'skill');
    const scriptName = parseInput(NameSchema, script, 'script');
    const checkedArgs = parseInput(ArgsSchema, args, 'args');
    const opts = parseInput(ExecuteOptionsSchema, options, 'options');
    const result = await this.request(
      {
        method: 'POST',
        path: path`/execute/${skillName}/${scriptName}`,
        body: { args: checkedArgs },
        retry: opts.retry ? 'always' : 'never',
        schema: ExecutionResultSchema,
      },
      call,
    );
    return opts.throwOnFailure ? check(result) : result;
  }
}
