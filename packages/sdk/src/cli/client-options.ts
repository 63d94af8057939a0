/**
 * The client options of one command: the settings (environment, else config file), the
 * command's own service flags over them, and for protocols the tokens of `protocols login` when
 * no access token is given.
 */
import type { LifesciOptions } from '../create.js';
import type { ServiceName } from '../services.js';
import { type Settings, settingsOptions } from './settings.js';
import { readSignIn, TokenFile, tokensPath } from './token-file.js';

type Env = Readonly<Record<string, string | undefined>>;

export async function commandOptions(
  settings: Settings,
  env: Env,
  service: ServiceName,
  { serviceFlags, signedIn }: { serviceFlags: Record<string, unknown>; signedIn: boolean },
): Promise<LifesciOptions> {
  const options = settingsOptions(settings);
  const record = options as Record<string, unknown>;
  if (Object.keys(serviceFlags).length > 0)
    record[service] = { ...(record[service] as object | undefined), ...serviceFlags };
  const own = options.protocols;
  if (service === 'protocols' && signedIn && !own?.accessToken && !own?.tokenStore) {
    const { dir, path } = tokensPath(env);
    const signIn = await readSignIn(path);
    // The application that issued the tokens refreshes them (with the configured secret).
    if (signIn)
      options.protocols = {
        ...own,
        clientId: own?.clientId ?? signIn.clientId,
        tokenStore: new TokenFile(dir, path, signIn.clientId),
      };
  }
  return options;
}
