import { describe, expect, it } from 'vitest';
import {
  effectiveRealityCheckMinutes,
  formatSessionTime,
  msUntilNextCheck,
  REQUIRED_REALITY_CHECK_DEFAULT_MINUTES,
  realityCheckChoices,
} from './reality-check';

const MIN = 60_000;

describe('effectiveRealityCheckMinutes', () => {
  it.each([
    [null, false, null],
    [30, false, 30],
    [null, true, REQUIRED_REALITY_CHECK_DEFAULT_MINUTES],
    [15, true, 15],
  ] as const)('chosen %s, required %s -> %s', (chosen, required, expected) => {
    expect(effectiveRealityCheckMinutes(chosen, { required })).toBe(expected);
  });

  it('offers "off" only where reality checks are not required', () => {
    expect(realityCheckChoices({ required: false })).toEqual([null, 15, 30, 45, 60]);
    expect(realityCheckChoices({ required: true })).toEqual([15, 30, 45, 60]);
  });
});

describe('msUntilNextCheck (checks on whole intervals from the session start)', () => {
  it.each([
    ['at the start', 0, 15 * MIN],
    ['a minute in', MIN, 14 * MIN],
    ['just before the first check', 15 * MIN - 1, 1],
    ['exactly at a check, the next one is a full interval away', 15 * MIN, 15 * MIN],
    ['after reading a check for 2 minutes', 17 * MIN, 13 * MIN],
    ['a clock that went backwards counts as the start', -5 * MIN, 15 * MIN],
  ])('%s', (_, elapsed, expected) => {
    expect(msUntilNextCheck(1_000_000, 15, 1_000_000 + elapsed)).toBe(expected);
  });
});

describe('formatSessionTime', () => {
  it.each([
    [0, '0:00'],
    [65_000, '1:05'],
    [3_909_000, '1:05:09'],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatSessionTime(ms)).toBe(text);
  });
});
