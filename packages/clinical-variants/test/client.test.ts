import { describe, expect, it } from 'vitest';
import { ClinicalVariantsClient } from '../src/index.js';

describe('ClinicalVariantsClient', () => {
  it('constructs without touching the network', () => {
    expect(new ClinicalVariantsClient()).toBeInstanceOf(ClinicalVariantsClient);
  });
});
