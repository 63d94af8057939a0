import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { BASE, study, testClient } from './helpers.js';

describe('studies.get (JSON)', () => {
  it('fetches one study by NCT number, typed', async () => {
    nock(BASE).get('/api/v2/studies/NCT00000042').reply(200, study(42));
    const s = await testClient().studies.get('NCT00000042');
    expect(s.protocolSection?.identificationModule?.briefTitle).toBe('Study 42');
    expect(s.hasResults).toBe(false);
  });

  it('sends fields as one comma-separated parameter', async () => {
    const scope = nock(BASE)
      .get('/api/v2/studies/NCT00000042')
      .query({ fields: 'NCTId,ConditionsModule' })
      .reply(200, { protocolSection: { identificationModule: { nctId: 'NCT00000042' } } });
    const s = await testClient().studies.get('NCT00000042', { fields: ['NCTId', 'ConditionsModule'] });
    expect(s.protocolSection?.identificationModule?.nctId).toBe('NCT00000042');
    expect(scope.isDone()).toBe(true);
  });
});
