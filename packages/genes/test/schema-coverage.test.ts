import {
  clientFieldPaths,
  officialFieldPaths,
  openApiResponseSchema,
  readSchemaDocument,
  schemaCoverage,
} from '@lifesci/vitest-config/schema-coverage';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DatasetsGenePageSchema, DatasetsGeneReportSchema } from '../src/schemas/datasets.js';

// The published NCBI Datasets v2 OpenAPI document (fixtures/real/SOURCES.md).
const doc = readSchemaDocument('ncbi-datasets/datasets.openapi.yaml');
const official = officialFieldPaths(doc, openApiResponseSchema(doc, '/gene/id/{gene_ids}'));

/** Fields the document defines that the client leaves untyped on purpose: path → reason. */
const LEFT_OUT: Record<string, string> = {
  'reports.product': 'product reports come only with report_type=PRODUCT, which the client never asks for',
};

describe('the client schemas cover the published NCBI Datasets gene report schema', () => {
  it('types every field of a page of gene reports (GET /gene/id/{gene_ids})', () => {
    const report = schemaCoverage(official, clientFieldPaths(DatasetsGenePageSchema), LEFT_OUT);
    expect(official).toContain('reports.gene.annotations.genomic_locations.exons.begin');
    expect(report.missing).toEqual([]);
    expect(report.unusedLeftOut).toEqual([]);
  });

  it('fails when the client schema lacks a documented field (control)', () => {
    const match = officialFieldPaths(doc, { $ref: '#/components/schemas/v2reportsGeneReportMatch' });
    const { warning: _, ...entries } = DatasetsGeneReportSchema.entries;
    const report = schemaCoverage(match, clientFieldPaths(v.looseObject(entries)), { product: 'as above' });
    expect(report.missing).toEqual([
      'warning',
      'warning.gene_warning_code',
      'warning.message',
      'warning.reason',
      'warning.replaced_id',
      'warning.replaced_id.requested',
      'warning.replaced_id.returned',
      'warning.unrecognized_identifier',
    ]);
  });
});
