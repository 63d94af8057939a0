import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE, protocol, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('protocols.get / steps / materials', () => {
  it('gets a protocol by numeric id, typed (Dates, boolean public)', async () => {
    const scope = nock(BASE)
      .get('/api/v3/protocols/872')
      .reply(200, { protocol: protocol(872, { steps: [], materials: [] }), status_code: 0 });
    const got = await testClient().protocols.get(872);
    expect(scope.isDone()).toBe(true);
    expect(got.id).toBe(872);
    expect(got.public).toBe(true);
    expect(got.published_on).toEqual(new Date(1516132805 * 1000));
    expect(got.steps).toEqual([]);
  });

  it('gets a protocol by uri, sending the bearer token when one is set', async () => {
    const scope = nock(BASE, { reqheaders: { authorization: 'Bearer client-token-123456' } })
      .get('/api/v3/protocols/lysis-buffer-20-ml-c4gytv')
      .reply(200, { protocol: protocol(872, { uri: 'lysis-buffer-20-ml-c4gytv' }), status_code: 0 });
    const got = await testClient({ accessToken: 'client-token-123456' }).protocols.get(
      'lysis-buffer-20-ml-c4gytv',
    );
    expect(scope.isDone()).toBe(true);
    expect(got.uri).toBe('lysis-buffer-20-ml-c4gytv');
  });

  it('sends no Authorization header when unsigned', async () => {
    const scope = nock(BASE, { badheaders: ['authorization'] })
      .get('/api/v3/protocols/1')
      .reply(200, { protocol: protocol(1), status_code: 0 });
    await testClient().protocols.get(1);
    expect(scope.isDone()).toBe(true);
  });

  it('steps: the steps array of /steps, with components', async () => {
    nock(BASE)
      .get('/api/v3/protocols/9451/steps')
      .reply(200, {
        steps: [
          {
            id: 595209,
            guid: 'E70FDFE632504ADFB0ED519ABB5449B1',
            previous_id: 0,
            previous_guid: null,
            modified_on: 1517933242,
            components: [
              { id: 1, type_id: 6, title: 'Section', source: { title: 'Binding cells to beads' } },
            ],
          },
          { id: 595210, previous_id: 595209, modified_on: 0 },
        ],
        status_code: 0,
      });
    const steps = await testClient().protocols.steps(9451);
    expect(steps.map((s) => s.id)).toEqual([595209, 595210]);
    expect(steps[0]?.components[0]?.source).toEqual({ title: 'Binding cells to beads' });
    expect(steps[0]?.modified_on).toEqual(new Date(1517933242 * 1000));
    // A step without components gets an empty list; modified_on 0 means "not set".
    expect(steps[1]?.components).toEqual([]);
    expect(steps[1]?.modified_on).toBeNull();
  });

  it('materials: the materials array of /materials', async () => {
    nock(BASE)
      .get('/api/v3/protocols/6645/materials')
      .reply(200, {
        materials: [
          {
            id: 1144,
            mol_weight: 0,
            name: 'Quick Ligation Kit - 30 rxns',
            url: 'https://www.neb.com/M2200',
            sku: 'M2200S',
            vendor: { name: 'New England Biolabs', link: 'https://www.neb.com/' },
          },
        ],
        status_code: 0,
      });
    const materials = await testClient().protocols.materials(6645);
    expect(materials[0]).toMatchObject({ id: 1144, sku: 'M2200S', vendor: { name: 'New England Biolabs' } });
  });
});

describe('base address', () => {
  it('takes the protocols key of a whole baseUrls map (other interfaces ignored)', async () => {
    const scope = nock('http://127.0.0.1:4010')
      .get('/protocols/api/v3/protocols/872')
      .reply(200, { protocol: protocol(872), status_code: 0 });
    const client = testClient({
      baseUrls: { protocols: 'http://127.0.0.1:4010/protocols', trials: 'http://127.0.0.1:4010/trials' },
    });
    await client.protocols.get(872);
    expect(scope.isDone()).toBe(true);
    expect(client.oauth.authorizeUrl.bind(client.oauth)).toThrow(/clientId/);
  });

  it('builds the authorize address on the configured base', () => {
    const client = testClient({
      baseUrl: 'http://127.0.0.1:4010/protocols',
      clientId: 'id-123',
      redirectUri: 'http://127.0.0.1:9/cb',
    });
    expect(
      client.oauth.authorizeUrl().url.startsWith('http://127.0.0.1:4010/protocols/api/v3/oauth/authorize?'),
    ).toBe(true);
  });
});
