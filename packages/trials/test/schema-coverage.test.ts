import {
  clientFieldPaths,
  officialFieldPaths,
  openApiResponseSchema,
  readSchemaDocument,
  schemaCoverage,
} from '@lifesci/vitest-config/schema-coverage';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StudyPageSchema, StudySchema } from '../src/index.js';

// The published OpenAPI document of ClinicalTrials.gov API v2 (fixtures/real/SOURCES.md).
const doc = readSchemaDocument('clinicaltrials-gov/ctg-oas-v2.yaml');
// Deep enough for the deepest documented field (results outcome measure class categories).
const depth = { maxDepth: 12 };

/** Fields the document defines that the client leaves untyped on purpose: path → reason. */
const LEFT_OUT: Record<string, string> = {};

describe('the client schemas cover the published ClinicalTrials.gov schema', () => {
  it('types every field of a study (GET /studies/{nctId})', () => {
    const official = officialFieldPaths(doc, openApiResponseSchema(doc, '/studies/{nctId}'), depth);
    const report = schemaCoverage(official, clientFieldPaths(StudySchema, depth), LEFT_OUT);
    expect(report.official).toBeGreaterThan(400);
    expect(report.missing).toEqual([]);
    expect(report.unusedLeftOut).toEqual([]);
  });

  it('types every field of a page of studies (GET /studies)', () => {
    const official = officialFieldPaths(doc, openApiResponseSchema(doc, '/studies'), depth);
    const report = schemaCoverage(official, clientFieldPaths(StudyPageSchema, depth), LEFT_OUT);
    expect(official).toContain('studies.protocolSection.identificationModule.nctId');
    expect(report.missing).toEqual([]);
  });

  it('fails when the client schema lacks a documented field (control)', () => {
    const official = officialFieldPaths(doc, openApiResponseSchema(doc, '/studies/{nctId}'), depth);
    const { hasResults: _, ...entries } = (StudySchema as v.LooseObjectSchema<v.ObjectEntries, undefined>)
      .entries;
    const trimmed = v.looseObject(entries);
    expect(schemaCoverage(official, clientFieldPaths(trimmed, depth), LEFT_OUT).missing).toEqual([
      'hasResults',
    ]);
  });
});
