import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { CompoundsClient, DEFAULT_POLLING } from '../src/index.js';
import { testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

async function refusal(promise: Promise<unknown>): Promise<InputError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

describe('inputs are checked before any request', () => {
  // The shared vitest config blocks real network and nock has no interceptors here: any request
  // would fail with a network error rather than an InputError.
  const client = testClient();

  it('CIDs: positive integers or digit strings, a non-empty list; the refusal names the item', async () => {
    expect((await refusal(client.compounds.properties(0))).param).toBe('cids');
    expect((await refusal(client.compounds.properties([]))).param).toBe('cids');
    expect((await refusal(client.compounds.synonyms([1, 'x2', 3]))).param).toBe('cids[1]');
    expect((await refusal(client.compounds.properties([1, 2.5]))).param).toBe('cids[1]');
    expect((await refusal(client.images.get('007'))).param).toBe('cid');
    expect((await refusal(client.assays.get(-1))).param).toBe('aid');
    expect((await refusal(client.annotations.get(1.5))).param).toBe('cid');
  });

  it('property names are the typed union; unknown option keys are refused', async () => {
    const bad = await refusal(
      client.compounds.properties(1, { properties: ['MolecularWeight', 'Colour' as 'Title'] }),
    );
    expect(bad.param).toBe('params.properties[1]');
    expect((await refusal(client.compounds.properties(1, { properties: [] }))).param).toBe(
      'params.properties',
    );
    expect((await refusal(client.compounds.properties(1, { props: ['Title'] } as object))).param).toBe(
      'params.props',
    );
    expect((await refusal(client.images.get(1, { size: 'huge' as 'small' }))).param).toBe('params.size');
    expect((await refusal(client.annotations.get(1, { heading: ' ' }))).param).toBe('params.heading');
    expect((await refusal(client.annotations.getTexts(1, {} as { heading: string }))).param).toBe(
      'params.heading',
    );
    expect((await refusal(client.annotations.getTexts(0, { heading: 'Toxicity' }))).param).toBe('cid');
  });

  it('lookups take exactly one of cid, name, smiles, inchi', async () => {
    await refusal(client.compounds.cids({ name: 'a', smiles: 'C' } as unknown as { name: string }));
    await refusal(client.compounds.cids({ inchi: '1S/C9H8O4' }));
    await refusal(client.compounds.cids({ name: '   ' }));
    await refusal(client.compounds.cids({} as { name: string }));
  });

  it('streamed reads refuse bad CIDs on their first step, never where they are called', async () => {
    const first = (rows: AsyncIterable<unknown>) => rows[Symbol.asyncIterator]().next();
    expect((await refusal(first(client.compounds.streamProperties([1, 0])))).param).toBe('cids[1]');
    expect((await refusal(first(client.files.streamMolecules('x')))).param).toBe('cids');
  });

  it("the poll clock is not on the public surface: polling waits on core's clock option", () => {
    const client = new CompoundsClient();
    expect('pollClock' in client).toBe(false);
  });

  it('client options: polling values are checked at construction', () => {
    expect(new CompoundsClient().polling).toEqual(DEFAULT_POLLING);
    expect(() => new CompoundsClient({ polling: { pollTimeout: 0 } })).toThrow(
      /options\.polling\.pollTimeout.*whole milliseconds, at least 1/,
    );
    expect(() => new CompoundsClient({ polling: { every: 5 } as object })).toThrow(
      /options\.polling\.every.*is not a documented option/,
    );
    expect(() => new CompoundsClient({ polling: 5 as never })).toThrow(/options\.polling.*must be an object/);
    expect(new CompoundsClient({ polling: { pollTimeout: 5 } }).polling).toEqual({
      pollTimeout: 5,
      pollInterval: 1_000,
      maxPollInterval: 10_000,
    });
  });
});

describe('base addresses', () => {
  it("defaults to PubChem, takes 'compounds' from a baseUrls map or LIFESCI_COMPOUNDS_URL, refuses a misspelt key", () => {
    expect(new CompoundsClient().baseUrlOf()).toBe('https://pubchem.ncbi.nlm.nih.gov');
    expect(
      new CompoundsClient({
        baseUrls: { compounds: 'http://127.0.0.1:9/pubchem', trials: 'http://x' },
      }).baseUrlOf(),
    ).toBe('http://127.0.0.1:9/pubchem');
    process.env.LIFESCI_COMPOUNDS_URL = 'http://127.0.0.1:8/pc';
    try {
      expect(new CompoundsClient().baseUrlOf()).toBe('http://127.0.0.1:8/pc');
    } finally {
      delete process.env.LIFESCI_COMPOUNDS_URL;
    }
    expect(() => new CompoundsClient({ baseUrls: { compound: 'http://127.0.0.1:1' } })).toThrow(InputError);
  });
});
