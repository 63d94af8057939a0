import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Emulator } from '../../src/index.js';
import { crawl, startTrials } from './helpers.js';

/**
 * Every field the emulator sends must be a field ctg-oas-v2.yaml documents, with the documented
 * type, and every enum value one of the documented values. Checked over all 2,500 studies.
 */
interface Schema {
  $ref?: string;
  type?: string;
  enum?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

const oas = parse(readFileSync(realFixtureUrl('clinicaltrials-gov/ctg-oas-v2.yaml'), 'utf8')) as {
  components: { schemas: Record<string, Schema> };
};

function resolve(schema: Schema): Schema {
  let s = schema;
  while (s.$ref) {
    const name = s.$ref.replace('#/components/schemas/', '');
    const target = oas.components.schemas[name];
    if (!target) throw new Error(`unresolved ${s.$ref}`);
    s = target;
  }
  return s;
}

function check(value: unknown, schema: Schema, path: string, problems: Set<string>): void {
  const s = resolve(schema);
  if (s.enum) {
    if (typeof value !== 'string' || !s.enum.includes(value))
      problems.add(`${path}: ${JSON.stringify(value)} not in enum`);
    return;
  }
  switch (s.type) {
    case 'object':
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        problems.add(`${path}: expected object`);
        return;
      }
      for (const [key, child] of Object.entries(value)) {
        const prop = s.properties?.[key];
        if (!prop) problems.add(`${path}.${key}: not documented`);
        else check(child, prop, `${path}.${key}`, problems);
      }
      return;
    case 'array':
      if (!Array.isArray(value)) problems.add(`${path}: expected array`);
      else for (const item of value) check(item, s.items ?? {}, `${path}[]`, problems);
      return;
    case 'string':
      if (typeof value !== 'string') problems.add(`${path}: expected string`);
      return;
    case 'integer':
      if (!Number.isInteger(value)) problems.add(`${path}: expected integer`);
      return;
    case 'number':
      if (typeof value !== 'number') problems.add(`${path}: expected number`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') problems.add(`${path}: expected boolean`);
      return;
  }
}

let emulator: Emulator;
let studies: Array<Record<string, unknown>>;
beforeAll(async () => {
  emulator = await startTrials();
  studies = (await crawl(emulator, { pageSize: 1000 })).flatMap((p) => p.studies);
});
afterAll(() => emulator.close());

describe('generated studies against ctg-oas-v2.yaml', () => {
  it('use only documented fields, types and enum values', () => {
    const problems = new Set<string>();
    const studySchema = oas.components.schemas.Study ?? {};
    for (const study of studies) check(study, studySchema, 'Study', problems);
    expect([...problems]).toEqual([]);
    expect(studies).toHaveLength(2500);
  });

  it('the checker itself flags undocumented fields, wrong types and unknown enum values', () => {
    const problems = new Set<string>();
    const study = structuredClone(studies[0] ?? {}) as {
      protocolSection: Record<string, Record<string, unknown>>;
    };
    const status = study.protocolSection.statusModule ?? {};
    status.overallStatus = 'DONE';
    status.made_up = 1;
    (study.protocolSection.designModule ?? {}).enrollmentInfo = { count: '12' };
    check(study, oas.components.schemas.Study ?? {}, 'Study', problems);
    expect([...problems].sort()).toEqual([
      'Study.protocolSection.designModule.enrollmentInfo.count: expected integer',
      'Study.protocolSection.statusModule.made_up: not documented',
      'Study.protocolSection.statusModule.overallStatus: "DONE" not in enum',
    ]);
  });

  it('the list envelope is PagedStudies', () => {
    const paged = resolve(oas.components.schemas.PagedStudies ?? {});
    expect(Object.keys(paged.properties ?? {}).sort()).toEqual(['nextPageToken', 'studies', 'totalCount']);
  });
});
