import { clampProgress, progressPercent } from './progress-bar-logic';

describe('progressPercent', () => {
  it.each([
    // value, min, max, percent
    [0, 0, 100, 0],
    [50, 0, 100, 50],
    [100, 0, 100, 100],
    [1, 0, 2, 50],
    [2, 0, 2, 100],
    [1, 0, 3, 100 / 3],
    [150, 0, 100, 100],
    [-5, 0, 100, 0],
    [Number.NaN, 0, 100, 0],
    [Number.POSITIVE_INFINITY, 0, 100, 0],
    [15, 10, 20, 50],
    [5, 10, 10, 100],
    [5, 10, 0, 100],
  ])('value %s in [%s, %s] fills %s%%', (value, min, max, percent) => {
    expect(progressPercent(value, min, max)).toBeCloseTo(percent);
  });
});

describe('clampProgress', () => {
  it.each([
    [5, 0, 10, 5],
    [-1, 0, 10, 0],
    [11, 0, 10, 10],
    [Number.NaN, 3, 10, 3],
    [7, 10, 0, 10],
  ])('clamps %s into [%s, %s] as %s', (value, min, max, expected) => {
    expect(clampProgress(value, min, max)).toBe(expected);
  });
});
