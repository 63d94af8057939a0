import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { REAL_LIST, REAL_PROTOCOL, readReal } from './fixtures.js';
import { BASE, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

// Real protocols.io API v3 answers (fixtures/real/SOURCES.md at the repository root), served at the paths they
// were recorded from, must come out of the client typed and with the values they hold.
describe('contract: real recorded responses through the client', () => {
  it('GET /api/v3/protocols?key=water&page_size=10&page_id=1: a page of 10 with the pagination block', async () => {
    nock(BASE)
      .get('/api/v3/protocols')
      .query({ filter: 'public', key: 'water', page_size: '10', page_id: '1' })
      .reply(200, readReal(REAL_LIST), { 'content-type': 'application/json' });
    const first = await testClient().protocols.list({ key: 'water', pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(56);
    expect(first.raw?.pagination).toMatchObject({ current_page: 1, total_pages: 6, page_size: 10 });
    expect(first.raw?.pagination?.next_page).toBe(
      'https://www.protocols.io/api/v3/protocols?key=water&page_size=10&page_id=2',
    );
    expect(first.hasNextPage()).toBe(true);
    expect(first.items.map((p) => p.id)).toEqual([
      22532, 832, 14506, 10927, 822, 12115, 1842, 12540, 985, 1033,
    ]);
    const cassava = first.items[0];
    expect(cassava).toMatchObject({
      title: 'Producing rooted cassava plantlets for use in pot experiments',
      uri: 'producing-rooted-cassava-plantlets-for-use-in-pot-z9cf92w',
      doi: 'dx.doi.org/10.17504/protocols.io.z9cf92w',
      public: true,
      number_of_steps: 13,
      creator: { name: 'Matema Imakumbili', affiliation: 'Sokoine University of Agriculture' },
    });
    expect(cassava?.published_on).toEqual(new Date(1556312593 * 1000));
    expect(cassava?.stats?.number_of_views).toBe(37);
    const virus = first.items[1];
    expect(virus?.authors?.[0]?.name).toBe('Matthew Sullivan Lab');
    expect(virus?.stats?.number_of_steps).toBe(11);
    expect(first.items[7]?.authors).toHaveLength(10);
  });

  it('GET /api/v3/protocols/9451: CUT&RUN with versions, steps and materials', async () => {
    nock(BASE)
      .get('/api/v3/protocols/9451')
      .reply(200, readReal(REAL_PROTOCOL), { 'content-type': 'application/json' });
    const p = await testClient().protocols.get(9451);
    expect(p).toMatchObject({
      id: 9451,
      title: 'CUT&RUN: Targeted in situ genome-wide profiling with high efficiency for low cell numbers',
      uri: 'cut-run-targeted-in-situ-genome-wide-profiling-wit-mgjc3un',
      doi: 'dx.doi.org/10.17504/protocols.io.mgjc3un',
      public: true,
      number_of_steps: 66,
      creator: { name: 'Steven Henikoff', username: 'steven-henikoff' },
    });
    expect(p.authors?.map((a) => a.name)).toEqual(['Peter J. Skene', 'Steven Henikoff']);
    expect(p.created_on).toEqual(new Date(1515173338 * 1000));
    expect(p.published_on).toEqual(new Date(1516132805 * 1000));
    expect(p.versions?.map((v) => [v.id, v.version_id])).toEqual([
      [9451, 0],
      [11190, 1],
      [21615, 2],
    ]);
    expect(p.stats?.number_of_comments).toBe(122);
    expect(p.steps).toHaveLength(2);
    const first = p.steps?.[0];
    expect(first?.id).toBe(601564);
    expect(first?.previous_id).toBeNull();
    expect(first?.components).toHaveLength(18);
    expect(first?.components[0]).toMatchObject({
      type_id: 6,
      title: 'Section',
      source: { title: 'Binding cells to beads' },
    });
    expect(p.steps?.[1]?.previous_guid).toBe(first?.guid);
    expect(p.materials).toHaveLength(30);
    expect(p.materials?.[0]).toMatchObject({ id: 119441, vendor: { name: 'Contributed by users' } });
    expect(p.description).toContain('Cleavage Under Targets');
  });
});
