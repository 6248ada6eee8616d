import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizedUIProvider } from '@/features/language';
import { i18n } from '@/lib/i18n';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme-choice';
import { ColorSchemeSection } from './color-scheme-section';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { ColorSchemeSync } from './color-scheme-sync';

/** A device that prefers dark or not, whose preference the test can change as the operating system would. */
function fakeDevice(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: prefersDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    prefer(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

function renderFooterAndProfile() {
  return render(
    <I18nextProvider i18n={i18n}>
      <LocalizedUIProvider>
        <ColorSchemeSync />
        <footer>
          <ColorSchemeSwitch />
        </footer>
        <main>
          <ColorSchemeSection />
        </main>
      </LocalizedUIProvider>
    </I18nextProvider>,
  );
}

const scheme = () => document.documentElement.getAttribute('data-color-scheme');
const metas = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));

beforeEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = [
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="light" />',
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="dark" />',
  ].join('');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-color-scheme');
  document.head.replaceChildren();
  await i18n.changeLanguage('en');
});

describe('the colour scheme switch', () => {
  it('given a visitor with no choice, offers System, Light and Dark with System chosen, and follows the device live', () => {
    const device = fakeDevice(true);
    renderFooterAndProfile();
    const footer = within(screen.getByRole('contentinfo'));
    const group = footer.getByRole('radiogroup', { name: 'Appearance' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['system', 'light', 'dark']);
    expect(footer.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(scheme()).toBe('dark');

    device.prefer(false);
    expect(scheme()).toBe('light');
  });

  it('when they choose Dark in the footer, the page, the profile switch and the toolbar colour follow, and the choice is kept', async () => {
    const user = userEvent.setup();
    fakeDevice(false);
    renderFooterAndProfile();
    expect(scheme()).toBe('light');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('radio', { name: 'Dark' }));

    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    const profile = within(screen.getByRole('region', { name: 'Appearance' }));
    expect(profile.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(metas()).toHaveLength(2);
    expect(new Set(metas()).size).toBe(1);
  });

  it('given a stored Light choice on a dark device, shows light and ignores the device until System is chosen again', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    const device = fakeDevice(true);
    renderFooterAndProfile();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(scheme()).toBe('light');
    device.prefer(true);
    expect(scheme()).toBe('light');

    await user.click(footer.getByRole('radio', { name: 'System' }));
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
    expect(new Set(metas()).size).toBe(2);
  });

  it('speaks German with the rest of the page', async () => {
    fakeDevice(false);
    await i18n.changeLanguage('de');
    renderFooterAndProfile();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('radiogroup', { name: 'Darstellung' })).toBeVisible();
    expect(footer.getByRole('radio', { name: 'Hell' })).toBeVisible();
    expect(footer.getByRole('radio', { name: 'Dunkel' })).toBeVisible();
  });
});
