import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-safe-json';

describe('scriptSafeJson', () => {
  it.each([
    {
      value: { a: '</script><script>alert(1)</script>' },
      want: '{"a":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    },
    { value: { a: '<!-- & -->' }, want: '{"a":"\\u003c!-- \\u0026 --\\u003e"}' },
    { value: { a: 'line\u2028sep\u2029' }, want: '{"a":"line\\u2028sep\\u2029"}' },
  ])('escapes what could end or change the script element: $want', ({ value, want }) => {
    const json = scriptSafeJson(value);
    expect(json).toBe(want);
    expect(JSON.parse(json)).toEqual(value);
  });
});
