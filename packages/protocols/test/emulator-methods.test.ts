import { type Logger, NotFoundError } from '@lifesci/core';
import { type Emulator, startEmulator, TEST_USERS } from '@lifesci/emulator';
import { fakeClock } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient, MAIN_APP, SHORT_APP, signedInClient } from './emulator-helpers.js';

let emulator: Emulator;
// One clock for the emulator and the clients: token lifetimes are stepped, never waited for.
const time = fakeClock();
beforeAll(async () => {
  emulator = await startEmulator({ services: ['protocols'], limits: 'off', now: time.now });
});
afterAll(() => emulator?.close());

describe('integration: every protocols method against the emulator', () => {
  it('get by id and by uri: the real CUT&RUN record', async () => {
    const client = emulatorClient(emulator, undefined);
    const byId = await client.protocols.get(9451);
    const byUri = await client.protocols.get('cut-run-targeted-in-situ-genome-wide-profiling-wit-mgjc3un');
    expect(byUri).toEqual(byId);
    expect(byId).toMatchObject({
      title: 'CUT&RUN: Targeted in situ genome-wide profiling with high efficiency for low cell numbers',
      doi: 'dx.doi.org/10.17504/protocols.io.mgjc3un',
      public: true,
      number_of_steps: 66,
      creator: { name: 'Steven Henikoff' },
    });
    expect(byId.authors?.map((a) => a.name)).toEqual(['Peter J. Skene', 'Steven Henikoff']);
    expect(byId.published_on).toEqual(new Date(1516132805 * 1000));
    expect(byId.steps).toHaveLength(66);
  });

  it('steps: in order, each linked to the previous one', async () => {
    const steps = await emulatorClient(emulator, undefined).protocols.steps(9451);
    expect(steps).toHaveLength(66);
    expect(steps[0]?.previous_id).toBeNull();
    expect(steps[0]?.components[0]).toMatchObject({
      type_id: 6,
      source: { title: 'Binding cells to beads' },
    });
    steps.slice(1).forEach((step, i) => {
      expect(step.previous_id).toBe(steps[i]?.id);
    });
  });

  it('materials: the Quick Ligation Kit of protocol 6645', async () => {
    const materials = await emulatorClient(emulator, undefined).protocols.materials(
      'quick-ligation-protocol-m2200-iqvcdw6',
    );
    expect(materials).toEqual([
      expect.objectContaining({
        id: 1144,
        sku: 'M2200S',
        vendor: expect.objectContaining({ name: 'New England Biolabs' }),
      }),
    ]);
  });

  it('list: walks every public protocol once, with the total of the first page', async () => {
    const list = emulatorClient(emulator, undefined).protocols.list({ pageSize: 7 });
    const ids: number[] = [];
    for await (const p of list) ids.push(p.id);
    const first = await list;
    expect(first.total).toBe(ids.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(50);
    expect(ids).toEqual(expect.arrayContaining([9451, 872, 6645, 22532, 832]));
    const pages = emulator.requests.filter(
      (r) => r.path === '/api/v3/protocols' && r.query.includes('page_size=7'),
    );
    expect(pages).toHaveLength(Math.ceil(ids.length / 7));
  });

  it('list: key search, order and a start page', async () => {
    const client = emulatorClient(emulator, undefined);
    const seawater = await client.protocols.list({ key: 'seawater virus' }).toArray();
    expect(seawater.map((p) => p.id)).toContain(832);
    expect(seawater.every((p) => /seawater/i.test(`${p.title} ${p.description ?? ''}`))).toBe(true);
    const byName = await client.protocols
      .list({ orderField: 'name', orderDir: 'asc', pageSize: 100 })
      .toArray();
    const titles = byName.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const third = await client.protocols.list({ orderField: 'id', orderDir: 'asc', pageSize: 5, page: 3 });
    expect(third.items.map((p) => p.id)).toEqual(
      [...byName]
        .map((p) => p.id)
        .sort((a, b) => a - b)
        .slice(10, 15),
    );
  });

  it("list's user filters: private, public and shared protocols of the signed-in user", async () => {
    const bob = await signedInClient(emulator, MAIN_APP, TEST_USERS[1]?.username ?? '');
    const priv = await bob.protocols.list({ filter: 'user_private' }).toArray();
    const pub = await bob.protocols.list({ filter: 'user_public' }).toArray();
    const shared = await bob.protocols.list({ filter: 'shared_with_user' }).toArray();
    expect(priv.map((p) => p.public)).toEqual([false, false, false, false]);
    expect(pub).toHaveLength(8);
    expect(
      pub.every((p) => p.public === true && p.doi?.startsWith('dx.doi.org/10.17504/protocols.io.')),
    ).toBe(true);
    expect(shared).toHaveLength(1);
  });

  it('downloadPdf: a valid PDF of the protocol, readable as a stream', async () => {
    const stream = await emulatorClient(emulator, undefined).protocols.downloadPdf(
      'lysis-buffer-20-ml-c4gytv',
    );
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // startxref points at the cross-reference table, whose entries point at their objects.
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain('(Lysis Buffer \\(20 mL\\)) Tj');
    expect(text).toContain('DOI: dx.doi.org/10.17504/protocols.io.c4gytv');
  });

  it('an unknown protocol is a NotFoundError for get and downloadPdf', async () => {
    const client = emulatorClient(emulator, undefined);
    await expect(client.protocols.get(1)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.protocols.downloadPdf('no-such-protocol')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('integration: no secret in any thrown error or log line', () => {
  it('a whole session (sign-in, refresh, expiry, refused tokens and secrets) leaks nothing', async () => {
    const lines: string[] = [];
    const log = (message: string, fields?: Record<string, unknown>) =>
      lines.push(message, JSON.stringify(fields ?? {}));
    const logger: Logger = { debug: log, info: log, warn: log, error: log };
    const errors: unknown[] = [];
    const keep = (p: PromiseLike<unknown>) => p.then(undefined, (e: unknown) => errors.push(e));
    const secrets = new Set<string>([
      MAIN_APP.clientSecret,
      SHORT_APP.clientSecret,
      MAIN_APP.clientAccessToken,
    ]);

    const client = await signedInClient(emulator, SHORT_APP, TEST_USERS[0]?.username ?? '', {
      logger,
      maxRetries: 1,
      clock: time,
    });
    const first = await client.tokens();
    await client.protocols.list({ filter: 'user_private' }).toArray();
    time.advance(2_100);
    await client.protocols.list({ filter: 'user_private' }).toArray();
    const second = await client.tokens();
    for (const t of [first, second]) {
      if (t?.accessToken) secrets.add(t.accessToken);
      if (t?.refreshToken) secrets.add(t.refreshToken);
    }
    // The old tokens, refused; a wrong client secret; a private protocol seen by nobody.
    await keep(
      emulatorClient(emulator, undefined, { accessToken: first?.accessToken ?? '', logger }).protocols.get(
        9451,
      ),
    );
    const wrong = emulatorClient(emulator, undefined, {
      clientId: MAIN_APP.clientId,
      clientSecret: `${MAIN_APP.clientSecret}-wrong`,
      redirectUri: 'http://127.0.0.1:9/cb',
      logger,
    });
    secrets.add(`${MAIN_APP.clientSecret}-wrong`);
    const { state } = wrong.oauth.authorizeUrl();
    await keep(wrong.oauth.exchangeCode({ code: 'made-up-code-123', state, expectedState: state }));
    await keep(
      emulatorClient(emulator, undefined, { accessToken: MAIN_APP.clientAccessToken, logger }).protocols.get(
        1,
      ),
    );
    expect(errors).toHaveLength(3);
    expect(lines.length).toBeGreaterThan(5);
    const everything = [
      ...lines,
      ...errors.map((e) => `${String(e)} ${JSON.stringify(e)} ${(e as Error).stack}`),
    ].join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
