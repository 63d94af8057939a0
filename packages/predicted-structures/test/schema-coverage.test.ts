import {
  clientFieldPaths,
  officialFieldPaths,
  openApiResponseSchema,
  readSchemaDocument,
  schemaCoverage,
} from '@lifesci/vitest-config/schema-coverage';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BeaconsSummarySchema } from '../src/index.js';

// The published 3D-Beacons API 2.0 OpenAPI document (fixtures/real/SOURCES.md).
const doc = readSchemaDocument('3d-beacons/3dbeacons-2.0.0.yaml');
const official = (path: string) => officialFieldPaths(doc, openApiResponseSchema(doc, path));

/** Fields the document defines that the client leaves untyped on purpose: path → reason (none). */
const LEFT_OUT: Record<string, string> = {};

describe('the client schemas cover the published 3D-Beacons schemas', () => {
  it.each(['/uniprot/summary/{qualifier}.json', '/uniprot/{qualifier}.json'])(
    'types every field of GET %s',
    (path) => {
      const report = schemaCoverage(official(path), clientFieldPaths(BeaconsSummarySchema), LEFT_OUT);
      expect(report.covered).toContain('structures.summary.model_identifier');
      expect(report.missing).toEqual([]);
    },
  );

  it('fails when the client schema lacks a documented field (control)', () => {
    const { chains: _, ...entries } = BeaconsSummarySchema.entries.structures.item.entries;
    const trimmed = v.looseObject({
      ...BeaconsSummarySchema.entries,
      structures: v.array(v.looseObject(entries)),
    });
    const report = schemaCoverage(official('/uniprot/{qualifier}.json'), clientFieldPaths(trimmed), LEFT_OUT);
    expect(report.missing).toContain('structures.chains');
    expect(report.missing).toContain('structures.chains.segments.residues.confidence');
    expect(report.missing.every((path) => path.startsWith('structures.chains'))).toBe(true);
  });
});
