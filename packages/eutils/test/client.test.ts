import { describe, expect, it } from 'vitest';
import { EutilsClient } from '../src/index.js';

describe('EutilsClient', () => {
  it('constructs without touching the network', () => {
    expect(new EutilsClient()).toBeInstanceOf(EutilsClient);
  });
});
