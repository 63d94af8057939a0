/**
 * Opens an address in the user's browser, best effort: the address is printed anyway, so a
 * machine without a browser (or without xdg-open) only means the user copies it.
 * `LIFESCI_BROWSER` (else `BROWSER`) names the command to use, its words split at spaces and the
 * address added last; `none` opens nothing. Tests give a command that plays the browser.
 */
import { spawn } from 'node:child_process';

type Env = Readonly<Record<string, string | undefined>>;

function command(url: string, env: Env): string[] | undefined {
  const chosen = env.LIFESCI_BROWSER ?? env.BROWSER?.split(':')[0];
  if (chosen !== undefined && chosen.trim() !== '') {
    if (chosen.trim() === 'none') return undefined;
    return [...chosen.trim().split(/\s+/), url];
  }
  if (process.platform === 'darwin') return ['open', url];
  // `start` is a cmd built-in; the empty title keeps a quoted address from being read as one.
  if (process.platform === 'win32') return ['cmd', '/c', 'start', '""', `"${url}"`];
  return ['xdg-open', url];
}

/** Starts the opener and leaves it (detached): its failure, even its absence, is not an error. */
export function openBrowser(url: string, env: Env): void {
  const words = command(url, env);
  if (!words) return;
  const [program, ...args] = words as [string, ...string[]];
  try {
    const child = spawn(program, args, {
      stdio: 'ignore',
      detached: true,
      env: { ...env },
      windowsVerbatimArguments: process.platform === 'win32',
    });
    child.on('error', () => {});
    child.unref();
  } catch {
    // A name spawn refuses outright (e.g. an empty one): the address is printed, that is enough.
  }
}
