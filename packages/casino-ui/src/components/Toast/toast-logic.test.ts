import { resolveToastTimeout, type ToastDurationDefaults } from './toast-logic';

const defaults: ToastDurationDefaults = { durationMs: 5000, errorDurationMs: null };

describe('resolveToastTimeout', () => {
  it.each([
    // Provider defaults per tone.
    ['info', undefined, defaults, 5000],
    ['success', undefined, defaults, 5000],
    ['error', undefined, defaults, undefined],
    ['error', undefined, { durationMs: 5000, errorDurationMs: 8000 }, 8000],
    ['info', undefined, { durationMs: null, errorDurationMs: null }, undefined],
    // A per-toast delay wins.
    ['info', 2000, defaults, 2000],
    ['error', 8000, defaults, 8000],
    ['success', null, defaults, undefined],
    // Nonsense delays mean "stay" rather than "vanish at once".
    ['info', 0, defaults, undefined],
    ['info', -1, defaults, undefined],
    ['info', Number.NaN, defaults, undefined],
    ['info', Number.POSITIVE_INFINITY, defaults, undefined],
  ] as const)('given tone %s and durationMs %s (defaults %o), times out after %s', (tone, durationMs, d, expected) => {
    expect(resolveToastTimeout(tone, durationMs, d)).toBe(expected);
  });
});
