import { ClinicalVariantsClient } from '@lifesci/clinical-variants';
import { CompoundsClient } from '@lifesci/compounds';
import { EutilsClient } from '@lifesci/eutils';
import { GatewayClient } from '@lifesci/gateway';
import { GenesClient } from '@lifesci/genes';
import { GwasClient } from '@lifesci/gwas';
import { PgxClient } from '@lifesci/pgx';
import { PredictedStructuresClient } from '@lifesci/predicted-structures';
import { PreprintsClient } from '@lifesci/preprints';
import { ProtocolsClient } from '@lifesci/protocols';
import { StructuresClient } from '@lifesci/structures';
import { TrialsClient } from '@lifesci/trials';

/** Recognisable test secrets: the shared test setup fails any test whose output carries one. */
export const SECRETS = {
  apiKey: 'lifesci-test-secret-apikey-7f3a9c',
  accessToken: 'lifesci-test-secret-access-51e0d2',
  refreshToken: 'lifesci-test-secret-refresh-88b4aa',
  clientSecret: 'lifesci-test-secret-client-0c9e17',
} as const;

// Addresses no request may reach: nock refuses every connection that is not loopback, and the
// suites check nothing was even attempted.
const base = (name: string) => `https://${name}.lifesci.invalid`;
const fast = { maxRetries: 0, rateLimit: false as const };

/** One client per service, secrets set wherever the client takes them. */
export function clients() {
  return {
    trials: new TrialsClient({ ...fast, baseUrl: base('trials') }),
    pgx: new PgxClient({ ...fast, baseUrl: base('pgx') }),
    eutils: new EutilsClient({ ...fast, baseUrl: base('eutils'), apiKey: SECRETS.apiKey }),
    genes: new GenesClient({
      ...fast,
      baseUrls: { eutils: base('eutils'), datasets: base('datasets') },
      apiKey: SECRETS.apiKey,
    }),
    clinicalVariants: new ClinicalVariantsClient({
      ...fast,
      baseUrls: { eutils: base('eutils') },
      apiKey: SECRETS.apiKey,
    }),
    gwas: new GwasClient({ ...fast, baseUrl: base('gwas') }),
    preprints: new PreprintsClient({ ...fast, baseUrl: base('preprints') }),
    gateway: new GatewayClient({ ...fast, baseUrl: base('gateway') }),
    structures: new StructuresClient({ ...fast, baseUrl: base('structures') }),
    predicted: new PredictedStructuresClient({ ...fast, baseUrl: base('predicted') }),
    compounds: new CompoundsClient({ ...fast, baseUrl: base('compounds') }),
    protocols: new ProtocolsClient({
      ...fast,
      baseUrl: base('protocols'),
      accessToken: SECRETS.accessToken,
      clientId: 'lifesci-test-client',
      clientSecret: SECRETS.clientSecret,
    }),
  };
}

export type Clients = ReturnType<typeof clients>;

/** Calls `run` and, whatever it returns (promise, PagePromise, async iterable), drives it once. */
export async function settle(run: () => unknown): Promise<unknown> {
  const out = run();
  if (out && typeof (out as PromiseLike<unknown>).then === 'function') return await out;
  const iterable = out as AsyncIterable<unknown> | undefined;
  if (iterable && typeof iterable[Symbol.asyncIterator] === 'function') {
    const iterator = iterable[Symbol.asyncIterator]();
    const first = await iterator.next();
    await iterator.return?.();
    return first;
  }
  return out;
}
