import { clsx } from 'clsx';
import type { ReactElement } from 'react';
import { root } from './CardBrandIcon.css';
import type { CardBrand } from './card-brand-logic';

/** The English accessible names, overridable through `label` for translation. */
const defaultLabels: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard' };

// Card-shaped 3:2 artwork drawn for this library: a wordmark on navy for Visa, two overlapping circles on a dark card
// for Mastercard. Brand colours are hard-coded here on purpose: they are logos, not theme decisions.
const VIEW_BOX = { width: 48, height: 32 } as const;

const artwork: Record<CardBrand, ReactElement> = {
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill="#1a1f71" />
      <text
        x="24"
        y="20.5"
        fill="#ffffff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="700"
        letterSpacing="0.5"
        textAnchor="middle"
      >
        VISA
      </text>
      <rect x="8" y="25" width="32" height="1.5" rx="0.75" fill="#f7b600" />
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="4" fill="#252525" />
      <circle cx="19" cy="16" r="10" fill="#eb001b" />
      <circle cx="29" cy="16" r="10" fill="#f79e1b" />
      {/* The lens where the circles overlap: both arcs meet at x = 24, y = 16 ± √(10² − 5²). */}
      <path d="M24 7.34A10 10 0 0 1 24 24.66A10 10 0 0 1 24 7.34Z" fill="#ff5f00" />
    </>
  ),
};

export type CardBrandIconProps = {
  /** Which card brand to draw. */
  brand: CardBrand;
  /**
   * Height in px; the width follows the card's 3:2 shape.
   * @default 24
   */
  size?: number;
  /**
   * Accessible name, for translation.
   * @default 'Visa' or 'Mastercard'
   */
  label?: string;
  /**
   * Hide the icon from assistive technology, for when text beside it already names the brand.
   * @default false
   */
  decorative?: boolean;
  /**
   * Extra class names for the `<svg>`.
   * @default undefined
   */
  className?: string;
};

/** The logo of a card brand as an inline SVG (Visa and Mastercard), named for screen readers unless decorative. */
export function CardBrandIcon({ brand, size = 24, label, decorative = false, className }: CardBrandIconProps) {
  return (
    <svg
      className={clsx(root, className)}
      viewBox={`0 0 ${VIEW_BOX.width} ${VIEW_BOX.height}`}
      width={(size * VIEW_BOX.width) / VIEW_BOX.height}
      height={size}
      focusable="false"
      data-brand={brand}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : (label ?? defaultLabels[brand])}
      aria-hidden={decorative || undefined}
    >
      {artwork[brand]}
    </svg>
  );
}
