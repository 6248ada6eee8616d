import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, whenI18nReady } from '@/lib/i18n';
import { deUi } from '@/lib/i18n/de-ui';
import { enUi } from '@/lib/i18n/en-ui';
import { useUiLanguage, useUiMessages } from './use-ui-language';

async function hookIn(language: 'en' | 'de') {
  const instance = createI18n({ language });
  await whenI18nReady(instance);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
  return { instance, ...renderHook(() => ({ messages: useUiMessages(), ...useUiLanguage() }), { wrapper }) };
}

describe('useUiMessages', () => {
  it.each([
    ['en', enUi],
    ['de', deUi],
  ] as const)('gives the design system its texts in %s, placeholders left for the library', async (language, texts) => {
    const { result } = await hookIn(language);
    expect(result.current.messages).toEqual(texts);
    expect(result.current.messages.pagination?.page).toContain('{page}');
    expect(result.current.language).toBe(language);
  });

  it('keeps one messages object while the language stays, and follows a language change', async () => {
    const { result, rerender, instance } = await hookIn('en');
    const first = result.current.messages;
    rerender();
    expect(result.current.messages).toBe(first);
    await instance.changeLanguage('de');
    await waitFor(() => expect(result.current.messages).toEqual(deUi));
    expect(result.current.locale).toMatch(/^de/);
  });
});
