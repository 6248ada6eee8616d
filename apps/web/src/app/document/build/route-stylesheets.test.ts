import { describe, expect, it } from 'vitest';
import { linkedStylesheets, stylesheetsFor } from './route-stylesheets';

const sheets = [
  { href: '/assets/index-1.css', css: '.root_a{color:red}.theme_b{--x:1}' },
  { href: '/assets/games-browser-2.css', css: '.count_c{margin:0}.grid_d>.cell_e{gap:1px}' },
  { href: '/assets/cashier-3.css', css: '.form_f{display:grid}' },
  { href: '/assets/game-4.css', css: '@media (min-width:40em){.layout_g{display:flex}}' },
];

describe('stylesheetsFor', () => {
  it.each([
    { html: '<p class="count_c">', linked: [], want: ['/assets/games-browser-2.css'] },
    { html: '<div class="x cell_e  y">', linked: [], want: ['/assets/games-browser-2.css'] },
    {
      html: '<div class="layout_g"><p class="root_a">',
      linked: [],
      want: ['/assets/index-1.css', '/assets/game-4.css'],
    },
    { html: '<div class="root_a count_c">', linked: ['/assets/index-1.css'], want: ['/assets/games-browser-2.css'] },
    { html: '<div class="unknown">', linked: [], want: [] },
    { html: '<p>form_f is text, not a class</p>', linked: [], want: [] },
  ])('links $want for $html', ({ html, linked, want }) => {
    expect(stylesheetsFor(html, sheets, linked)).toEqual(want);
  });
});

describe('linkedStylesheets', () => {
  it('finds the stylesheets a built document links', () => {
    const document = `<head><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>`;
    expect(linkedStylesheets(document)).toEqual(['/assets/index-1.css']);
  });
});
