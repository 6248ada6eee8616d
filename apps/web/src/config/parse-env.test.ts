import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from './parse-env';

describe('deployment settings', () => {
  it('uses the demo defaults when nothing is set', () => {
    expect(parseEnv({})).toMatchObject({ VITE_API_BASE_URL: '/api', VITE_CDN_BASE_URL: '/cdn', VITE_BRAND: 'royale' });
  });

  it('keeps valid values and drops only the invalid ones, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = parseEnv({ VITE_BRAND: 'Royale Casino', VITE_API_BASE_URL: 'https://api.example.com' });
    expect(parsed.VITE_BRAND).toBe('royale');
    expect(parsed.VITE_API_BASE_URL).toBe('https://api.example.com');
    expect(warn).toHaveBeenCalledWith('Ignoring invalid settings: VITE_BRAND');
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ VITE_CDN_BASE_URL: '' }).VITE_CDN_BASE_URL).toBe('/cdn');
  });

  it.each(['lagoon', 'e2e/fixtures/brand-harbour', '../brands-elsewhere/acme'])(
    'takes %s as the brand folder',
    (value) => {
      expect(parseEnv({ VITE_BRAND: value }).VITE_BRAND).toBe(value);
    },
  );
});
