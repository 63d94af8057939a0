import { LifesciError } from '@lifesci/core';
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
