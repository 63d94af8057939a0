import { takeSecretSightings } from '@lifesci/vitest-config/secret-scanner';
import { describe, expect, it } from 'vitest';
import { SECRETS } from './clients.js';

// The scanner every package's tests load (tooling/vitest-config): a test secret in a log line or
// in stdout/stderr is seen (and then fails the test in afterEach; here it is taken first).
describe('secret scanner in the shared test setup', () => {
  it('sees a test secret in a console line and in a stderr write', () => {
    console.warn(`retrying with key ${SECRETS.apiKey}`);
    process.stderr.write(`token=${SECRETS.accessToken}\n`);
    const seen = takeSecretSightings();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toContain('retrying with key');
  });

  it('sees a secret inside a logged object and passes clean output', () => {
    console.info({ request: { headers: { authorization: `Bearer ${SECRETS.accessToken}` } } });
    expect(takeSecretSightings()).toHaveLength(1);
    console.info('GET https://eutils.example/esearch.fcgi?api_key=[REDACTED]');
    expect(takeSecretSightings()).toEqual([]);
  });
});
