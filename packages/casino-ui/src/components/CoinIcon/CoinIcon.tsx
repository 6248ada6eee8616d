import { clsx } from 'clsx';
import type { ReactElement } from 'react';
import { root } from './CoinIcon.css';
import { type CoinCode, coinNames } from './coins';

// Each mark is drawn for this library on a 32 × 32 grid: a disc in the coin's customary colour with a white glyph.
// Colours are hard-coded on purpose: they are logos, not theme decisions.
const GLYPH = '#ffffff';

type LetterProps = { children: string; rotate?: number; size?: number };

// Letters use a font every system has, bold, so the marks read at 16 px.
function Letter({ children, rotate = 0, size = 18 }: LetterProps) {
  return (
    <text
      x="16"
      y="16"
      dy="0.35em"
      fill={GLYPH}
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize={size}
      fontWeight="700"
      textAnchor="middle"
      transform={rotate ? `rotate(${rotate} 16 16)` : undefined}
    >
      {children}
    </text>
  );
}

/** The two short strokes above and below a "B" that make it a currency sign. */
function BitcoinStrokes({ rotate }: { rotate: number }) {
  return (
    <g transform={`rotate(${rotate} 16 16)`} stroke={GLYPH} strokeWidth="1.8" strokeLinecap="round">
      <path d="M13.5 6.5v2.5M17 6.5v2.5M13.5 23v2.5M17 23v2.5" />
    </g>
  );
}

const marks: Record<CoinCode, { color: string; glyph: ReactElement }> = {
  btc: {
    color: '#f7931a',
    glyph: (
      <>
        <Letter rotate={14}>B</Letter>
        <BitcoinStrokes rotate={14} />
      </>
    ),
  },
  eth: {
    color: '#627eea',
    glyph: (
      <>
        <path d="M16 5l-6.5 11L16 19.8l6.5-3.8z" fill={GLYPH} />
        <path d="M16 5v14.8l6.5-3.8z" fill={GLYPH} fillOpacity="0.7" />
        <path d="M9.5 17.4L16 27l6.5-9.6L16 21.2z" fill={GLYPH} />
      </>
    ),
  },
  ltc: {
    color: '#345d9d',
    glyph: (
      <>
        <Letter>L</Letter>
        <path d="M9.5 18.5l8-3.5" stroke={GLYPH} strokeWidth="2.2" strokeLinecap="round" />
      </>
    ),
  },
  bch: {
    color: '#0ac18e',
    glyph: (
      <>
        <Letter rotate={-28}>B</Letter>
        <BitcoinStrokes rotate={-28} />
      </>
    ),
  },
  usdt: {
    color: '#26a17b',
    glyph: (
      <>
        <path d="M8.5 8h15v3.6h-5.7V25h-3.6V11.6H8.5z" fill={GLYPH} />
        <ellipse cx="16" cy="15.6" rx="8.5" ry="2.4" fill="none" stroke={GLYPH} strokeWidth="1.6" />
      </>
    ),
  },
  dogecoin: {
    color: '#c2a633',
    glyph: <Letter>Ð</Letter>,
  },
  usdc: {
    color: '#2775ca',
    glyph: (
      <>
        <circle cx="16" cy="16" r="10.5" fill="none" stroke={GLYPH} strokeWidth="1.6" />
        <Letter size={15}>$</Letter>
      </>
    ),
  },
  xrp: {
    color: '#23292f',
    glyph: (
      <path
        d="M9 8.5c2.5 0 3.8 1 5.2 2.6L16 13l1.8-1.9c1.4-1.6 2.7-2.6 5.2-2.6M9 23.5c2.5 0 3.8-1 5.2-2.6L16 19l1.8 1.9c1.4 1.6 2.7 2.6 5.2 2.6"
        fill="none"
        stroke={GLYPH}
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    ),
  },
};

export type CoinIconProps = {
  /** Which coin to draw (docs/product.md#entities). */
  coin: CoinCode;
  /**
   * Diameter in px.
   * @default 24
   */
  size?: number;
  /**
   * Accessible name, for translation.
   * @default the coin's English name, such as 'Bitcoin' or 'USD Coin'
   */
  label?: string;
  /**
   * Hide the icon from assistive technology, for when text beside it already names the coin.
   * @default false
   */
  decorative?: boolean;
  /**
   * Extra class names for the `<svg>`.
   * @default undefined
   */
  className?: string;
};

/** The mark of a cryptocurrency as an inline SVG (docs/product.md#entities), named for screen readers unless decorative. */
export function CoinIcon({ coin, size = 24, label, decorative = false, className }: CoinIconProps) {
  const { color, glyph } = marks[coin];
  return (
    <svg
      className={clsx(root, className)}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      focusable="false"
      data-coin={coin}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : (label ?? coinNames[coin])}
      aria-hidden={decorative || undefined}
    >
      <circle cx="16" cy="16" r="16" fill={color} />
      {glyph}
    </svg>
  );
}
