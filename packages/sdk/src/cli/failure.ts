import { EXIT } from './exit.js';

/** A command that could not do its job for a reason it explains in one line (no stack, no error name). */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.service,
  ) {
    super(message);
  }
}
