import type { Command } from 'commander';

/** Shells `lifesci completion <shell>` writes a script for. */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/**
 * What to offer after each command path (`''`, `'trials'`, `'trials studies'`): its subcommands
 * and its flags; plus the flags that take a value (the word after one is not a command).
 */
interface Table {
  offers: [path: string, words: string[]][];
  valued: string[];
}

function tableOf(program: Command): Table {
  const offers: Table['offers'] = [];
  const valued = new Set<string>();
  const walk = (command: Command, path: string[]) => {
    const flags = command.options.map((o) => o.long).filter((f): f is string => Boolean(f));
    for (const option of command.options) if (option.required && option.long) valued.add(option.long);
    const subcommands = command.commands.map((c) => c.name());
    // An argument with fixed choices (the shell of `completion`) is offered as they are.
    const choices = command.registeredArguments.flatMap((a) => a.argChoices ?? []);
    const help = path.length === 0 ? ['--help', '--version'] : ['--help'];
    const words = [...new Set([...subcommands, ...choices, ...flags, ...help])];
    offers.push([path.join(' '), words]);
    for (const sub of command.commands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  return { offers, valued: [...valued].sort() };
}

/**
 * The loop bash and zsh share: the command path typed so far (`trials studies`) into `cmdpath`,
 * flags left out and the value after a flag that takes one skipped.
 */
function commandPath(table: Table, range: string, word: string): string {
  return `  for ((${range}; i++)); do
    w="\${${word}}"
    if ((skip)); then skip=0; continue; fi
    case "$w" in
      ${table.valued.join('|')}) skip=1; continue ;;
      -*) continue ;;
    esac
    cmdpath="\${cmdpath:+$cmdpath }$w"
  done
`;
}

function bash(table: Table): string {
  const cases = table.offers.map(([path, words]) => `    "${path}") words="${words.join(' ')}" ;;`);
  return `# lifesci completion for bash: eval "$(lifesci completion bash)" (e.g. in ~/.bashrc)
_lifesci() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" cmdpath="" skip=0 i w words
${commandPath(table, 'i = 1; i < COMP_CWORD', 'COMP_WORDS[i]')}  case "$cmdpath" in
${cases.join('\n')}
    *) words="" ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _lifesci lifesci
`;
}

function zsh(table: Table): string {
  const cases = table.offers.map(([path, words]) => `    "${path}") compadd -- ${words.join(' ')} ;;`);
  return `#compdef lifesci
# lifesci completion for zsh: eval "$(lifesci completion zsh)" (e.g. in ~/.zshrc, after compinit)
_lifesci() {
  local cmdpath="" skip=0 i w
${commandPath(table, 'i = 2; i < CURRENT', 'words[i]')}  case "$cmdpath" in
${cases.join('\n')}
  esac
}
compdef _lifesci lifesci
`;
}

function fish(table: Table): string {
  const lines = table.offers.map(
    ([path, words]) => `complete -c lifesci -f -n '__lifesci_is "${path}"' -a '${words.join(' ')}'`,
  );
  return `# lifesci completion for fish: lifesci completion fish > ~/.config/fish/completions/lifesci.fish
function __lifesci_is --argument-names want
    set -l cmdpath
    set -l skip 0
    set -l typed (commandline -opc)
    set -e typed[1]
    for w in $typed
        if test $skip = 1
            set skip 0
            continue
        end
        switch $w
            case ${table.valued.map((f) => `'${f}'`).join(' ')}
                set skip 1
                continue
            case '-*'
                continue
        end
        set -a cmdpath $w
    end
    test "$cmdpath" = "$want"
end
${lines.join('\n')}
`;
}

/** The completion script for `shell`: every command path's subcommands and flags, from the program itself. */
export function completionScript(program: Command, shell: Shell): string {
  const table = tableOf(program);
  return shell === 'bash' ? bash(table) : shell === 'zsh' ? zsh(table) : fish(table);
}
