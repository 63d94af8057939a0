import { downloadParamsSchema, InputError, parseInput } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

describe('downloadParamsSchema (a download’s options a service takes as its params)', () => {
  it('accepts progress, resumptions and a check, and nothing else', () => {
    const onProgress = () => {};
    expect(parseInput(downloadParamsSchema, { onProgress, maxResumes: 0 }, 'params')).toEqual({
      onProgress,
      maxResumes: 0,
    });
    expect(parseInput(downloadParamsSchema, {}, 'params')).toEqual({});
    for (const [value, param] of [
      [{ maxResume: 1 }, 'params.maxResume'],
      [{ maxResumes: -1 }, 'params.maxResumes'],
      [{ maxResumes: 1.5 }, 'params.maxResumes'],
      [{ onProgress: 'log' }, 'params.onProgress'],
      [{ check: true }, 'params.check'],
    ] as const) {
      expect(() => parseInput(downloadParamsSchema, value, 'params')).toThrow(InputError);
      try {
        parseInput(downloadParamsSchema, value, 'params');
      } catch (error) {
        expect((error as InputError).param).toBe(param);
      }
    }
  });
});
