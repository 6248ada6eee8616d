import { describe, expect, it } from 'vitest';
import { allowsOptionalCookies, CONSENT_STORAGE_KEY, readConsent, writeConsent } from './consent-storage';

const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
};
const now = new Date('2026-11-23T10:00:00Z');

describe('readConsent', () => {
  it.each([
    ['nothing saved', {}, null],
    ['not JSON', { [CONSENT_STORAGE_KEY]: '{oops' }, null],
    ['another version', { [CONSENT_STORAGE_KEY]: '{"version":0,"choice":"accepted","decidedAt":"x"}' }, null],
    ['an unknown choice', { [CONSENT_STORAGE_KEY]: '{"version":1,"choice":"maybe","decidedAt":"x"}' }, null],
    ['not an object', { [CONSENT_STORAGE_KEY]: 'null' }, null],
    ['no date', { [CONSENT_STORAGE_KEY]: '{"version":1,"choice":"accepted","decidedAt":7}' }, null],
    ['a rejection', { [CONSENT_STORAGE_KEY]: '{"version":1,"choice":"rejected","decidedAt":"x"}' }, 'rejected'],
  ])('%s gives %s', (_, initial, choice) => {
    expect(readConsent(memory(initial))?.choice ?? null).toBe(choice);
  });

  it('a browser that blocks storage reads as not chosen', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readConsent(blocked)).toBeNull();
    expect(writeConsent(blocked, 'accepted', now)).toBe(false);
  });
});

describe('writeConsent', () => {
  it('saves a choice that reads back', () => {
    const storage = memory();
    expect(writeConsent(storage, 'accepted', now)).toBe(true);
    expect(readConsent(storage)).toEqual({ version: 1, choice: 'accepted', decidedAt: now.toISOString() });
  });

  it('keeps only the fields it knows', () => {
    const saved = '{"version":1,"choice":"accepted","decidedAt":"x","extra":true}';
    expect(readConsent(memory({ [CONSENT_STORAGE_KEY]: saved }))).toEqual({
      version: 1,
      choice: 'accepted',
      decidedAt: 'x',
    });
  });
});

describe('allowsOptionalCookies', () => {
  it.each([
    [null, false],
    ['rejected', false],
    ['accepted', true],
  ] as const)('%s → %s', (choice, allowed) => {
    expect(allowsOptionalCookies(choice)).toBe(allowed);
  });
});
