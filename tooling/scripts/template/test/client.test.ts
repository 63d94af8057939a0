import { describe, expect, it } from 'vitest';
import { __CLIENT__ } from '../src/index.js';

describe('__CLIENT__', () => {
  it('constructs without touching the network', () => {
    expect(new __CLIENT__()).toBeInstanceOf(__CLIENT__);
  });
});
