import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

describe('protocols.downloadPdf', () => {
  it('streams the bytes of /view/{uri}.pdf, signed when a token is set', async () => {
    const scope = nock(BASE, { reqheaders: { authorization: 'Bearer pdf-reader-token' } })
      .get('/view/lysis-buffer-20-ml-c4gytv.pdf')
      .reply(200, PDF, { 'content-type': 'application/pdf' });
    const stream = await testClient({ accessToken: 'pdf-reader-token' }).protocols.downloadPdf(
      'lysis-buffer-20-ml-c4gytv',
    );
    expect(stream).toBeInstanceOf(ReadableStream);
    const text = await new Response(stream).text();
    expect(text).toBe(PDF);
    expect(scope.isDone()).toBe(true);
  });

  it('an error envelope instead of a PDF is a typed error', async () => {
    nock(BASE)
      .get('/view/private-thing.pdf')
      .reply(
        200,
        { status_code: 1218, error_message: 'invalid token' },
        { 'content-type': 'application/json' },
      );
    await expect(
      testClient({ accessToken: 'some-bad-token' }).protocols.downloadPdf('private-thing'),
    ).rejects.toMatchObject({
      name: 'InvalidTokenError',
    });
  });

  it('a 404 for an unknown uri is a NotFoundError', async () => {
    nock(BASE).get('/view/nope.pdf').reply(404, { error_message: 'Protocol not found' });
    await expect(testClient().protocols.downloadPdf('nope')).rejects.toMatchObject({
      name: 'NotFoundError',
      status: 404,
    });
  });
});
