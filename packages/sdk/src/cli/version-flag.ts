/**
 * `--version` is the program's flag (print the version) and also a parameter of some verbs
 * (`eutils einfo --version 2.0`, a preprint's `--version 1`). Commander reads program flags
 * anywhere on the line, so after a verb `--version <value>` is joined into `--version=<value>`,
 * which commander leaves to the verb.
 */
import type { Command } from 'commander';

/** The index just past the command words (`trials studies get`), skipping flags and their values. */
function afterCommands(program: Command, argv: readonly string[]): number {
  let current = program;
  let i = 0;
  while (i < argv.length && current.commands.length > 0) {
    const word = argv[i] as string;
    if (word.startsWith('-')) {
      const option = current.options.find((o) => o.long === word || o.short === word);
      i += option?.required || option?.optional ? 2 : 1;
      continue;
    }
    const next = current.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (!next) break;
    current = next;
    i += 1;
  }
  return current.commands.length === 0 && current !== program ? i : -1;
}

export function verbVersionFlags(program: Command, argv: readonly string[]): string[] {
  const start = afterCommands(program, argv);
  if (start === -1) return [...argv];
  const out = argv.slice(0, start);
  for (let i = start; i < argv.length; i++) {
    const word = argv[i] as string;
    const value = argv[i + 1];
    if (word === '--version' && value !== undefined && !value.startsWith('--')) {
      out.push(`--version=${value}`);
      i += 1;
    } else out.push(word);
  }
  return out;
}
