import { gzipSync } from 'node:zlib';
import {
  NetworkError,
  ParseError,
  refuseHtmlPage,
  refuseMarkupHeader,
  refuseMarkupType,
} from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { gunzip, maybeGunzip } from '../src/streams/gunzip.js';

// zlib's own errors are the SDK's ParseError; a failure of the source passes through unchanged.

async function read(source: AsyncIterable<Uint8Array>): Promise<unknown> {
  try {
    for await (const _ of source);
    return undefined;
  } catch (error) {
    return error;
  }
}

const whole = gzipSync(Buffer.from('a\tb\n'.repeat(10_000)));

describe('gunzip failures', () => {
  it.each([
    ['not gzip behind the magic number', Buffer.from([0x1f, 0x8b, 0x00, 0x41, 0x42, 0x43, 0x44])],
    ['truncated', whole.subarray(0, whole.length - 20)],
    ['a damaged checksum', Buffer.from(whole.map((b, i) => (i === whole.length - 6 ? b ^ 1 : b)))],
  ])('%s is a ParseError naming the cause', async (_label, bytes) => {
    const error = await read(maybeGunzip([bytes]));
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).message).toMatch(/gzip data/);
  });

  it('a NetworkError from the source is passed on as it is', async () => {
    const broken = new NetworkError('body interrupted');
    async function* source() {
      yield whole.subarray(0, 100);
      throw broken;
    }
    expect(await read(gunzip(source()))).toBe(broken);
  });
});

describe('markup where a table was expected', () => {
  it.each(['text/html', 'text/html; charset=utf-8', 'application/xhtml+xml', 'application/xml'])(
    'Content-Type %s is a ParseError',
    (type) => expect(() => refuseMarkupType(type, 'files GET /x')).toThrow(ParseError),
  );
  it.each(['text/csv', 'text/tab-separated-values', 'application/gzip', 'application/octet-stream', null])(
    'Content-Type %s passes',
    (type) => expect(() => refuseMarkupType(type, 'files GET /x')).not.toThrow(),
  );
  it('a header row opening with < is a ParseError; a real one passes', () => {
    expect(() => refuseMarkupHeader('<!DOCTYPE html>', 'x')).toThrow(ParseError);
    expect(() => refuseMarkupHeader('  <html>', 'x')).toThrow(ParseError);
    expect(() => refuseMarkupHeader('chromosome\tbase_pair_location', 'x')).not.toThrow();
  });
  it.each([
    '<!DOCTYPE html>\n<html><body>Back soon</body></html>',
    '  <html lang="en">',
    '<?xml version="1.0"?>\n<!-- proxy -->\n<html>',
  ])('a web page where data was expected is a ParseError: %j', (page) =>
    expect(() => refuseHtmlPage(page, 'eutils GET /efetch.fcgi')).toThrow(ParseError),
  );
  it.each([
    '<?xml version="1.0"?>\n<!DOCTYPE eSearchResult PUBLIC "-//NLM//DTD esearch 20060628//EN" "x.dtd">\n<eSearchResult>',
    'PMID- 19304878\nOWN - NLM',
    '"CID","MolecularWeight"\n2244,180.16',
    '<PropertyTable><Properties><CID>2244</CID>',
    '>NM_000769.4 Homo sapiens cytochrome P450 family 2 subfamily C member 19 (CYP2C19), mRNA',
  ])('data that is no web page passes: %j', (data) => expect(() => refuseHtmlPage(data, 'x')).not.toThrow());
});
