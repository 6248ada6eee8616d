import type { PwaBrand } from '../../src/app/pwa/pwa-brand.ts';
import { shortNameOf, webAppManifest } from './web-app-manifest.ts';

const pageColorsOf = (background: string) => ({
  background,
  surface: background,
  primary: background,
  onPrimary: background,
  text: background,
  textMuted: background,
});

const lagoon: PwaBrand = {
  icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"></svg>',
  name: 'Lagoon Play',
  colors: {
    background: '#f4f8f8',
    surface: '#ffffff',
    primary: '#0f766e',
    onPrimary: '#ffffff',
    text: '#0d2b2e',
    textMuted: '#44605f',
  },
  themeColors: { light: '#f4f8f8', dark: '#061a1e' },
  // The manifest reads neither scheme's page colours: a stand-in is enough.
  schemes: { light: pageColorsOf('#f4f8f8'), dark: pageColorsOf('#061a1e') },
  offline: [{ language: 'en', texts: { title: 'You are offline', text: 'Check.', tryAgain: 'Try again' } }],
};

describe('the web app manifest of a brand', () => {
  it('given a brand, then the installed app has its name and colours and opens the whole site standalone', () => {
    expect(webAppManifest(lagoon)).toMatchObject({
      id: '/',
      name: 'Lagoon Play',
      short_name: 'Lagoon Play',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f4f8f8',
      theme_color: '#f4f8f8',
      lang: 'en',
    });
  });

  it('lists PNG icons of 192 and 512 px and a maskable one (what installability asks for)', () => {
    expect(webAppManifest(lagoon).icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it.each([
    ['Lagoon Play', 'Lagoon Play'],
    ['Royale Casino', 'Royale'],
    ['Twelve chars', 'Twelve chars'],
    ['Supercalifragilistic Casino', 'Supercalifra'],
  ])('shortens "%s" to "%s" for the launcher', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
  });
});
