import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { COLOR_SCHEME_ATTRIBUTE, colorSchemes } from './color-scheme';
import { vars } from './contract.css';

// A minimal reset: only what makes components size and align the same in every browser. It stays small because the
// library shares the page with the host app's own styles.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

// WCAG 2.4.7: keyboard users always see where focus is. The fallback keeps a ring outside a provider, where the
// theme variables are undefined.
globalStyle(':focus-visible', {
  outline: `2px solid ${fallbackVar(vars.color.focusRing, 'Highlight')}`,
  outlineOffset: '2px',
});

// WCAG 2.3.3: motion that only decorates goes away. Animations that carry meaning (a spinner saying "still working")
// are slowed by their own component instead, so they are not listed here.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms !important' },
  },
});

// The document's scheme reaches what no theme class wraps: the page canvas around the app and the scrollbars.
for (const scheme of colorSchemes) {
  globalStyle(`:root[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]`, { colorScheme: scheme });
}
