import { describe, expect, it } from 'vitest';
import { createClock } from './clock';

describe('createClock', () => {
  it('reads the real clock when no fixed start is configured', () => {
    let real = 1_000;
    const clock = createClock(undefined, () => real);
    expect(clock()).toBe(1_000);
    real = 5_000;
    expect(clock()).toBe(5_000);
  });

  it('starts at the configured instant and moves at the real pace from there', () => {
    let real = 1_000;
    const start = Date.parse('2026-03-04T10:00:00Z');
    const clock = createClock(start, () => real);
    expect(clock()).toBe(start);
    real += 90_000;
    expect(new Date(clock()).toISOString()).toBe('2026-03-04T10:01:30.000Z');
  });
});
