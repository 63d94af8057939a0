import { LifesciError } from '@lifesci/core/errors';
import type { ExecutionResult } from './schemas/execution.js';

/**
 * A script ran and failed (`success: false`): raised only by `.orThrow()` or
 * `{ throwOnFailure: true }`, since a failed run is otherwise a result. Carries the run's output.
 */
export class ScriptFailedError extends LifesciError {
  readonly skill: string;
  readonly script: string;
  readonly returncode: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly command: string;

  constructor(skill: string, script: string, result: ExecutionResult) {
    const detail = result.stderr.trim().split('\n').slice(-1)[0]?.slice(0, 300) ?? '';
    super(`${skill}/${script} failed with return code ${result.returncode}${detail ? `: ${detail}` : ''}`);
    this.name = 'ScriptFailedError';
    this.skill = skill;
    this.script = script;
    this.returncode = result.returncode;
    this.stdout = result.stdout;
    this.stderr = result.stderr;
    this.command = result.command;
  }
}

/**
 * The message of a gateway error body. The spec shows none; FastAPI-style gateways answer
 * `{detail: "..."}` or, for a refused body, `{detail: [{loc, msg, type}, ...]}`.
 */
export function gatewayErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body.trim().slice(0, 500);
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail, message, error } = body as { detail?: unknown; message?: unknown; error?: unknown };
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const parts = detail.map((d) => {
      const item = d as { loc?: unknown; msg?: unknown };
      const where = Array.isArray(item.loc) ? `${item.loc.join('.')}: ` : '';
      return typeof item.msg === 'string' ? `${where}${item.msg}` : JSON.stringify(d);
    });
    return parts.join('; ') || undefined;
  }
  if (typeof message === 'string') return message;
  if (typeof error === 'string') return error;
  return undefined;
}
