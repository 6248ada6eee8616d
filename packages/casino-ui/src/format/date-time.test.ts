import { describe, expect, it } from 'vitest';
import { formatDateTime, toValidDate } from './date-time';

const moment = '2026-11-22T14:05:09Z';

describe('formatDateTime (month, day, year, 24-hour time with seconds)', () => {
  const rows: [name: string, args: Parameters<typeof formatDateTime>, expected: string][] = [
    ['ISO string', [moment, 'en-US', 'UTC'], 'Nov 22, 2026, 14:05:09'],
    ['epoch milliseconds', [Date.UTC(2026, 10, 22, 14, 5, 9), 'en-US', 'UTC'], 'Nov 22, 2026, 14:05:09'],
    ['Date object', [new Date(moment), 'en-US', 'UTC'], 'Nov 22, 2026, 14:05:09'],
    ['just after midnight is 00, never 24', ['2026-11-22T00:00:01Z', 'en-US', 'UTC'], 'Nov 22, 2026, 00:00:01'],
    ['afternoon has no AM/PM', ['2026-01-05T23:59:59Z', 'en-US', 'UTC'], 'Jan 5, 2026, 23:59:59'],
    ['time zone shifts the day', [moment, 'en-US', 'Pacific/Kiritimati'], 'Nov 23, 2026, 04:05:09'],
    ['other locale', [moment, 'de-DE', 'UTC'], '22. Nov. 2026, 14:05:09'],
    ['invalid string', ['not a date', 'en-US', 'UTC'], '—'],
    ['empty string', ['', 'en-US', 'UTC'], '—'],
    ['NaN', [Number.NaN, 'en-US', 'UTC'], '—'],
    ['invalid Date', [new Date('nope'), 'en-US', 'UTC'], '—'],
  ];
  it.each(rows)('%s', (_name, args, expected) => {
    expect(formatDateTime(...args)).toBe(expected);
  });

  it('does not throw on an unknown time zone or a malformed locale', () => {
    expect(formatDateTime(moment, 'en-US', 'Nowhere/Atlantis')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{2}:05:09$/);
    expect(formatDateTime(moment, 'en_US!!', 'UTC')).toBe('Nov 22, 2026, 14:05:09');
  });
});

describe('toValidDate', () => {
  it('returns null for missing or invalid values and a copy of valid Dates', () => {
    const date = new Date(moment);
    expect(toValidDate(undefined)).toBeNull();
    expect(toValidDate(null)).toBeNull();
    expect(toValidDate('garbage')).toBeNull();
    expect(toValidDate(date)).not.toBe(date);
    expect(toValidDate(date)?.toISOString()).toBe('2026-11-22T14:05:09.000Z');
  });
});
