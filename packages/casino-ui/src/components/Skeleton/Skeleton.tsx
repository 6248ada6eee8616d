import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { heightVar, lastLine, lines as linesClass, type SkeletonVariants, skeleton, widthVar } from './Skeleton.css';

export type SkeletonProps = {
  /**
   * Shape: a rectangle (images, cards), a line of text, or a circle (avatars, icons).
   * @default 'block'
   */
  variant?: SkeletonVariants['variant'];
  /**
   * Width as a CSS length, or a number of pixels.
   * @default '100%' (circle: 40px)
   */
  width?: string | number;
  /**
   * Height as a CSS length, or a number of pixels.
   * @default '100%' (text: 1em, circle: 40px)
   */
  height?: string | number;
  /**
   * For `variant="text"`: how many lines to draw; the last one is shorter.
   * @default 1
   */
  lines?: number;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
  /**
   * Inline styles, for one-off placement.
   * @default undefined
   */
  style?: CSSProperties;
};

const toLength = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

function sizeVars(width: string | number | undefined, height: string | number | undefined) {
  const assigned: Record<string, string> = {};
  const w = toLength(width);
  const h = toLength(height);
  if (w) assigned[widthVar] = w;
  if (h) assigned[heightVar] = h;
  return assignInlineVars(assigned);
}

/**
 * A placeholder shaped like content that is still loading. It is hidden from assistive technology: the region that
 * loads should say so once (for example with `role="status"` and a text such as "Loading games").
 */
export function Skeleton({ variant = 'block', width, height, lines = 1, className, style }: SkeletonProps) {
  if (variant === 'text' && lines > 1) {
    return (
      <span
        aria-hidden="true"
        className={clsx(linesClass, className)}
        style={{ ...sizeVars(width, undefined), ...style }}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            // Lines are identical and never reorder, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={clsx(skeleton({ variant }), index === lines - 1 && lastLine)}
            style={sizeVars(undefined, height)}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(skeleton({ variant }), className)}
      style={{ ...sizeVars(width, height), ...style }}
    />
  );
}
