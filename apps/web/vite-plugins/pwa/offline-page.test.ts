import type { PwaBrand } from '../../src/app/pwa/pwa-brand.ts';
import { offlinePage } from './offline-page.ts';

const royale: PwaBrand = {
  id: 'royale',
  name: 'Royale Casino',
  colors: {
    background: '#0f0b1e',
    surface: '#1a1430',
    tile: '#251d42',
    primary: '#f5b301',
    onPrimary: '#1a1206',
    text: '#f5f3ff',
    textMuted: '#b9b0d9',
  },
  themeColors: { light: '#f6f3ff', dark: '#0f0b1e' },
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
    expect(html).toContain('background: #0f0b1e');
    expect(page.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0f0b1e');
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
