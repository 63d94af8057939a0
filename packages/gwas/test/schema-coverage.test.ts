import {
  clientFieldPaths,
  officialFieldPaths,
  openApiResponseSchema,
  readSchemaDocument,
  schemaCoverage,
} from '@lifesci/vitest-config/schema-coverage';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AssociationV2Schema,
  GeneV2Schema,
  MetadataV2Schema,
  PublicationV2Schema,
  StudyV2Schema,
  TraitV2Schema,
  VariantV2Schema,
} from '../src/schemas/v2.js';

// The published GWAS Catalog REST API v2 OpenAPI document (fixtures/real/SOURCES.md).
const doc = readSchemaDocument('gwas-catalog/rest-api-v2.openapi.yaml');

/** Fields the document defines that the client leaves untyped on purpose: path → reason. */
const LEFT_OUT: Record<string, string> = {
  links:
    'the document models a Spring HATEOAS `links` list; real answers send HAL `_links`, which the client types',
};

const resources: [path: string, schema: v.GenericSchema][] = [
  ['/v2/studies/{accession_id}', StudyV2Schema],
  ['/v2/associations/{association_id}', AssociationV2Schema],
  ['/v2/single-nucleotide-polymorphisms/{rs_id}', VariantV2Schema],
  ['/v2/efo-traits/{efo_id}', TraitV2Schema],
  ['/v2/publications/{pubmed_id}', PublicationV2Schema],
  ['/v2/genes/{gene_name}', GeneV2Schema],
  ['/v2/metadata', MetadataV2Schema],
];

describe('the client schemas cover the published GWAS Catalog v2 schemas', () => {
  it.each(resources)('types every field of GET %s', (path, schema) => {
    const official = officialFieldPaths(doc, openApiResponseSchema(doc, path));
    const report = schemaCoverage(official, clientFieldPaths(schema), LEFT_OUT);
    expect(report.covered.length).toBeGreaterThan(0);
    expect(report.missing).toEqual([]);
  });

  it('needs every left-out note', () => {
    const used = resources.flatMap(([path, schema]) => {
      const official = officialFieldPaths(doc, openApiResponseSchema(doc, path));
      return schemaCoverage(official, clientFieldPaths(schema), LEFT_OUT).leftOut;
    });
    for (const note of Object.keys(LEFT_OUT)) expect(used).toContain(note);
  });

  it('fails when the client schema lacks a documented field (control)', () => {
    const official = officialFieldPaths(doc, openApiResponseSchema(doc, '/v2/metadata'));
    const { license: _, ...entries } = MetadataV2Schema.entries;
    expect(schemaCoverage(official, clientFieldPaths(v.looseObject(entries)), LEFT_OUT).missing).toEqual([
      'license',
      'license.name',
      'license.url',
    ]);
  });
});
