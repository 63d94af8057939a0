/**
 * The CLI's own files (settings, protocols.io tokens) in the user's configuration directory:
 * `$XDG_CONFIG_HOME/lifesci`, else `~/.config/lifesci` (`%APPDATA%\lifesci` on Windows).
 * They hold secrets, so the directory is the owner's only (0700), each file too (0600), and a file
 * is replaced atomically: a crash or a second process never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/** The directory of the CLI's files, from the environment the CLI was given. */
export function configDir(env: Env): string {
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'lifesci');
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'lifesci');
  return join(env.HOME || homedir(), '.config', 'lifesci');
}

/** The file's text, or undefined when there is no file. */
export async function readPrivateFile(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes `text` to `path`: to a new 0600 file beside it, flushed, then renamed over it (rename is
 * atomic within a directory). The directory is created 0700, or narrowed to 0700 if it is wider.
 */
export async function writePrivateFile(dir: string, path: string, text: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (process.platform !== 'win32' && ((await stat(dir)).mode & 0o077) !== 0) await chmod(dir, 0o700);
  const temporary = join(dir, `.${randomBytes(6).toString('hex')}.tmp`);
  const file = await open(temporary, 'wx', 0o600);
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes the file; whether there was one. */
export async function removePrivateFile(path: string): Promise<boolean> {
  try {
    await rm(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
