import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { http, ok, server } from '../../../../test/fake-api';
import { currencyOptions } from '../currency-options';
import { fetchCurrencies } from './register';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the casino currencies', () => {
  it('given a list, then its codes', async () => {
    server.use(http.get('/api/currencies', () => ok([{ code: 'USD' }, { code: 'CAD' }])));
    expect(await fetchCurrencies()).toEqual({ codes: ['USD', 'CAD'], invalidFormat: false });
  });

  it.each([
    ['an object', { USD: true }],
    ['a string', 'USD,EUR'],
    ['nothing', null],
  ])(
    'given %s instead of a list, then an empty result with the invalid-format message and the USD, EUR, GBP fallback',
    async (_, data) => {
      server.use(http.get('/api/currencies', () => ok(data)));
      const result = await fetchCurrencies();
      expect(result).toEqual({ codes: [], invalidFormat: true });
      expect(i18n.t('signUp.errors.currenciesInvalid')).toBe('Failed to fetch currencies: Invalid response format');
      expect(currencyOptions('CAD', result.codes)).toEqual(['USD', 'EUR', 'GBP']);
    },
  );

  it('given a server error, then it fails (the query retries it as any failed call)', async () => {
    server.use(
      http.get('/api/currencies', () =>
        Response.json({ status: 'error', data: null, message: 'Down' }, { status: 500 }),
      ),
    );
    await expect(fetchCurrencies()).rejects.toThrow('Down');
  });
});
