import { describe, expect, it } from 'vitest';
import { differences } from './record-diff.js';

// The soak's loss and duplicate counts (RESULTS.md) come from here.
describe('differences between a walk and the fault-free one', () => {
  it('counts records lost and records handed out twice', () => {
    expect(differences(['a', 'b', 'c'], ['a', 'c', 'c'])).toEqual({ lost: 1, duplicated: 1 });
    expect(differences(['a', 'b'], ['a'])).toEqual({ lost: 1, duplicated: 0 });
    expect(differences(['a'], ['a', 'a', 'x'])).toEqual({ lost: 0, duplicated: 2 });
  });

  it('keeps equal records apart: a record that is there twice must come twice', () => {
    expect(differences(['a', 'a'], ['a'])).toEqual({ lost: 1, duplicated: 0 });
    expect(differences(['a', 'a'], ['a', 'a'])).toEqual({ lost: 0, duplicated: 0 });
  });

  it('leaves order to the caller: the same records in another order differ in neither count', () => {
    expect(differences(['a', 'b'], ['b', 'a'])).toEqual({ lost: 0, duplicated: 0 });
  });
});
