import { describe, expect, it } from 'vitest';
import * as preprints from '../src/index.js';

describe('the package exports', () => {
  it('its client, resources, parser, schemas and error classes, and none of its internals', () => {
    const names = Object.keys(preprints);
    for (const name of [
      'PreprintsClient',
      'Details',
      'Publications',
      'FullText',
      'parseJats',
      'PreprintSchema',
    ])
      expect(names).toContain(name);
    for (const name of ['InputError', 'NotFoundError', 'ParseError', 'isLifesciError'])
      expect(names).toContain(name);
    for (const internal of [
      'API_BASE',
      'SITE_BASE',
      'PREPRINTS_API_URL',
      'PREPRINTS_SITE_URLS',
      'PreprintsOptionsSchema',
      'checkPreprintsBody',
      'preprintsErrorMessage',
      'categoryWire',
      'sameCategory',
      'WireNumberSchema',
      'preprintKey',
    ])
      expect(names).not.toContain(internal);
  });
});
