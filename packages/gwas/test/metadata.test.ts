import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { CATALOG, CATALOG_PATH, realJson, SUMSTATS_PATH, testClient } from './helpers.js';

describe('metadata.get: the releases behind the data', () => {
  it('v1 reads the recorded /metadata collection (metadata.json) as an array, sending the spec header', async () => {
    const scope = nock(CATALOG)
      .matchHeader('content-type', 'application/json')
      .get(`${CATALOG_PATH}/metadata`)
      .query((q) => Object.keys(q).length === 0)
      .reply(200, realJson('metadata.json'));
    const releases = await testClient({ apiVersion: 'v1' }).metadata.get();
    expect(scope.isDone()).toBe(true);
    expect(releases).toEqual([
      {
        ensemblReleaseNumber: 109,
        genomeBuildVersion: 'GRCh38.p13',
        dbsnpVersion: 154,
        usageStartDate: '2023-02-08T20:00:02.839+0000',
      },
    ]);
  });

  it('API 2.0 reads /v2/metadata as one document (values of the OpenAPI document, rest-api-v2.openapi.yaml)', async () => {
    // No recorded /v2/metadata answer exists; these are the published document's example values.
    const example = {
      title: 'GWAS Catalog Rest API 2.0',
      version: '2.0',
      data_release_date: '2025-07-21',
      api_release_date: '2025-08-01',
      dbsnp_build: '156',
      gene_build: 'GRCh38.p14',
      efo_version: 'v3.80.0',
    };
    nock(CATALOG).get(`${CATALOG_PATH}/v2/metadata`).reply(200, example);
    const release = await testClient().metadata.get();
    expect(release).toMatchObject(example);
    expect(release.ensembl_version).toBeUndefined();
  });

  it('a metadata document of the wrong shape is a validation error, asynchronously', async () => {
    nock(CATALOG).get(`${CATALOG_PATH}/v2/metadata`).reply(200, { title: 42 });
    await expect(testClient().metadata.get()).rejects.toMatchObject({ name: 'ResponseValidationError' });
  });
});

describe('request headers', () => {
  it('summary-statistics requests carry no Content-Type (their spec asks for none; a GET has no body)', async () => {
    const seen: (string | undefined)[] = [];
    nock(CATALOG)
      .get(`${SUMSTATS_PATH}/studies/GCST000392`)
      .reply(function reply() {
        seen.push(this.req.headers['content-type'] as string | undefined);
        return [200, { study_accession: 'GCST000392', _links: {} }];
      });
    await testClient().sumstats.getStudy('GCST000392');
    expect(seen).toEqual([undefined]);
  });
});
