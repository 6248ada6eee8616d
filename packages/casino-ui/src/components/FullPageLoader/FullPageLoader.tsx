import { clsx } from 'clsx';
import { useCasinoMessages } from '../../theme/i18n';
import { SpinnerGlyph } from '../Spinner';
import { label as labelClass, root, spinner } from './FullPageLoader.css';

export type FullPageLoaderProps = {
  /**
   * Text shown under the spinner and announced to screen readers.
   * @default 'Loading...'
   */
  label?: string;
  /**
   * Extra class names for the covering element.
   * @default undefined
   */
  className?: string;
};

/** Covers the whole viewport while the app cannot show anything yet (first load, a route's data). */
export function FullPageLoader({ label: labelProp, className }: FullPageLoaderProps) {
  const messages = useCasinoMessages();
  const label = labelProp ?? messages.fullPageLoader.label;
  return (
    <div role="status" aria-live="polite" className={clsx(root, className)}>
      <SpinnerGlyph size="lg" className={spinner} />
      <p className={labelClass}>{label}</p>
    </div>
  );
}
