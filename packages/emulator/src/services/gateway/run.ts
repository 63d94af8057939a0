import { type ExecFileException, execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Wall-clock limit per run; the script is killed after it. */
export const TIME_LIMIT_MS = 5_000;
/** Most bytes kept of stdout (and of stderr); a script writing more is stopped. */
const OUTPUT_CAP_BYTES = 64 * 1024;

// The same folder from src/ (tests) and dist/ (the built package ships src/ too).
const SCRIPTS_DIR = new URL('../../../src/services/gateway/scripts/', import.meta.url);

/** For display only: the command as a shell would need it quoted. Nothing ever runs this text. */
function displayArg(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'"'"'`)}'`;
}

/** A run's exit code, and the gateway's note on why it stopped the script if it did. */
function outcome(error: ExecFileException | null): [returncode: number, note: string] {
  if (!error) return [0, ''];
  if (error.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER')
    return [-9, `[gateway] output exceeded ${OUTPUT_CAP_BYTES} bytes; the script was stopped\n`];
  if (error.killed || error.signal)
    return [-9, `[gateway] time limit of ${TIME_LIMIT_MS / 1000} s exceeded; the script was killed\n`];
  if (typeof error.code === 'number') return [error.code, ''];
  return [127, `[gateway] could not start the script: ${error.message}\n`];
}

/**
 * Runs `scripts/<skill>/<script>.mjs` with node via execFile: no shell, each argument passed as
 * one argv entry, a time limit and an output cap. Answers the spec's execution result object; a
 * failing, killed or flooding script is `success: false` with the reason in stderr, never an
 * HTTP error.
 */
export function runScript(skill: string, script: string, args: readonly string[]) {
  const file = fileURLToPath(new URL(`${skill}/${script}.mjs`, SCRIPTS_DIR));
  const command = ['node', `${skill}/${script}.mjs`, ...args].map(displayArg).join(' ');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [file, ...args],
      {
        shell: false,
        timeout: TIME_LIMIT_MS,
        maxBuffer: OUTPUT_CAP_BYTES,
        killSignal: 'SIGKILL',
        cwd: fileURLToPath(new URL(`${skill}/`, SCRIPTS_DIR)),
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        const [returncode, note] = outcome(error);
        resolve({
          success: returncode === 0,
          returncode,
          stdout: String(stdout).slice(0, OUTPUT_CAP_BYTES),
          stderr: String(stderr).slice(0, OUTPUT_CAP_BYTES) + note,
          command,
        });
      },
    );
  });
}
