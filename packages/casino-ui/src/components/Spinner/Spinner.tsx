import { clsx } from 'clsx';
import { useCasinoMessages } from '../../theme/i18n';
import { VisuallyHidden } from '../VisuallyHidden';
import { glyph, root, type spinnerSizes, track } from './Spinner.css';

export type SpinnerSize = (typeof spinnerSizes)[number];

type SpinnerGlyphProps = {
  size?: SpinnerSize;
  className?: string;
};

/** The spinning ring alone, hidden from assistive technology. For parts that announce their busy state otherwise. */
export function SpinnerGlyph({ size = 'md', className }: SpinnerGlyphProps) {
  return (
    <svg
      className={clsx(glyph({ size }), className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export type SpinnerProps = {
  /**
   * Diameter: `sm` 16 px, `md` 24 px, `lg` 40 px.
   * @default 'md'
   */
  size?: SpinnerSize;
  /**
   * What is loading, announced by screen readers and not shown on screen.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Extra class names for the wrapper.
   * @default undefined
   */
  className?: string;
};

/** Shows that something is loading. Takes the text colour of where it sits. */
export function Spinner({ size = 'md', label: labelProp, className }: SpinnerProps) {
  const messages = useCasinoMessages();
  const label = labelProp ?? messages.spinner.label;
  return (
    <span role="status" className={clsx(root, className)}>
      <SpinnerGlyph size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
