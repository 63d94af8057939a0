import { CORE_PLACEHOLDER } from '@lifesci/core';
import { expect, it } from 'vitest';

it('resolves the workspace source', () => {
  expect(CORE_PLACEHOLDER).toBe(true);
});
