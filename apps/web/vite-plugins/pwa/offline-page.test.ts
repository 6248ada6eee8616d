import type { PwaBrand } from '../../src/app/pwa/pwa-brand.ts';
import { offlinePage } from './offline-page.ts';

const royale: PwaBrand = {
  icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"></svg>',
  name: 'Royale Casino',
  colors: {
    background: '#0f0b1e',
    surface: '#1a1430',
    primary: '#f5b301',
    onPrimary: '#1a1206',
    text: '#f5f3ff',
    textMuted: '#b9b0d9',
  },
  themeColors: { light: '#f6f3ff', dark: '#0f0b1e' },
  schemes: {
    light: {
      background: '#f6f3ff',
      surface: '#ffffff',
      primary: '#6d28d9',
      onPrimary: '#ffffff',
      text: '#1e1538',
      textMuted: '#5b5280',
    },
    dark: {
      background: '#0f0b1e',
      surface: '#1a1430',
      primary: '#f5b301',
      onPrimary: '#1a1206',
      text: '#f5f3ff',
      textMuted: '#b9b0d9',
    },
  },
  offline: [
    { language: 'en', texts: { title: 'You are offline', text: 'Check your connection.', tryAgain: 'Try again' } },
    { language: 'de', texts: { title: 'Sie sind offline', text: 'Prüfen Sie <das>.', tryAgain: 'Erneut versuchen' } },
  ],
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the offline page of a brand', () => {
  const html = offlinePage(royale);
  const page = parse(html);

  it('wears the brand: its name, its mark and its colours', () => {
    expect(page.title).toBe('You are offline · Royale Casino');
    expect(page.querySelector('.brand')?.textContent).toBe('Royale Casino');
    expect(page.querySelector('.brand svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('follows the device’s colour scheme, as the site does until the player picks one', () => {
    expect(html).toMatch(/:root \{ color-scheme: light; --background: #f6f3ff; [^}]*--text: #1e1538;/);
    expect(html).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\s*:root \{ color-scheme: dark; --background: #0f0b1e; [^}]*--text: #f5f3ff;/,
    );
    expect(html).toContain('background: var(--background); color: var(--text);');
    const themeColors = [...page.querySelectorAll('meta[name="theme-color"]')].map((m) => [
      m.getAttribute('media'),
      m.getAttribute('content'),
    ]);
    expect(themeColors).toEqual([
      ['(prefers-color-scheme: light)', '#f6f3ff'],
      ['(prefers-color-scheme: dark)', '#0f0b1e'],
    ]);
  });

  it('says it in every UI language, the default one as the heading, each with a "Try again" that reloads', () => {
    expect(page.documentElement.lang).toBe('en');
    expect(page.querySelector('h1')?.textContent).toBe('You are offline');
    const sections = [...page.querySelectorAll('section')];
    expect(sections.map((s) => s.lang)).toEqual(['en', 'de']);
    expect(sections[1]?.querySelector('h2')?.textContent).toBe('Sie sind offline');
    expect(sections[1]?.querySelector('p')?.textContent).toBe('Prüfen Sie <das>.');
    expect(sections.map((s) => s.querySelector('a')?.getAttribute('href'))).toEqual(['', '']);
    expect(sections.map((s) => s.querySelector('a')?.textContent)).toEqual(['Try again', 'Erneut versuchen']);
  });

  it('needs nothing from the network and runs no script (the CSP allows none inline)', () => {
    expect(page.querySelectorAll('script, link, img, iframe')).toHaveLength(0);
    expect(html).not.toMatch(/\bsrc=|url\(/);
  });
});
