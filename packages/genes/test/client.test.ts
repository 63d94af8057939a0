import { describe, expect, it } from 'vitest';
import { GenesClient } from '../src/index.js';

describe('GenesClient', () => {
  it('constructs without touching the network', () => {
    expect(new GenesClient()).toBeInstanceOf(GenesClient);
  });
});
