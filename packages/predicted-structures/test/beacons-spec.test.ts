import { describe, expect, it } from 'vitest';
import { BeaconsModelSummarySchema, MODEL_CATEGORIES } from '../src/index.js';
import { readReal } from './helpers.js';

// The 3D-Beacons API 2.0.0 OpenAPI document (SPEC in fixtures/real/3d-beacons).
const SPEC = readReal('3dbeacons-2.0.0.yaml');

/** The enum listed under `name:` inside the summary_items schema. */
function enumOf(field: string): string[] {
  const start = SPEC.indexOf(`        ${field}:\n`, SPEC.indexOf('    summary_items:'));
  const block = SPEC.slice(start, SPEC.indexOf('example:', start));
  return [...block.matchAll(/^\s+- (.+)$/gm)].map((m) => (m[1] as string).trim());
}

/** The `required:` list that closes the summary_items schema. */
function requiredSummaryFields(): string[] {
  const items = SPEC.indexOf('    summary_items:');
  const start = SPEC.indexOf('      required:\n', SPEC.indexOf('entities:', items));
  const block = SPEC.slice(start + '      required:\n'.length, SPEC.indexOf('    chains:', start));
  return [...block.matchAll(/^ {8}- (\w+)$/gm)].map((m) => m[1] as string);
}

describe('contract: the 3D-Beacons 2.0.0 specification', () => {
  it('lists the same model categories as the client', () => {
    expect(enumOf('model_category')).toEqual([...MODEL_CATEGORIES]);
  });

  it('every field the specification requires in a model summary is typed (and required) by the client', () => {
    const required = requiredSummaryFields();
    expect(required).toContain('model_identifier');
    expect(required.length).toBeGreaterThanOrEqual(10);
    const entries = BeaconsModelSummarySchema.entries as Record<string, { type: string }>;
    for (const field of required) {
      expect(entries[field], field).toBeDefined();
      expect(entries[field]?.type, field).not.toMatch(/optional|nullish/);
    }
  });
});
