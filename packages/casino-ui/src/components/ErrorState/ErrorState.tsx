import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as layout from '../../private/state-block.css';
import { useCasinoMessages } from '../../theme/i18n';
import { Button } from '../Button';
import type { HeadingTag } from '../EmptyState';
import * as styles from './ErrorState.css';

export type ErrorStateProps = {
  /**
   * What went wrong, in a few words.
   * @default 'Something went wrong'
   */
  title?: ReactNode;
  /**
   * Details or a hint, e.g. "Failed to load game data" (docs/product.md#error-texts).
   * @default undefined
   */
  message?: ReactNode;
  /**
   * Called when the visitor asks to try again; without it no retry button is shown.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Text of the retry button.
   * @default 'Try again'
   */
  retryLabel?: string;
  /**
   * Shows the retry button as busy while a new attempt runs.
   * @default false
   */
  isRetrying?: boolean;
  /**
   * Announce the error to screen readers as it appears (`role="alert"`). Keep it on when the error replaces content
   * the visitor was waiting for; turn it off when the error is already there on page load, or when several error
   * states show at once, so screen readers are not interrupted again and again.
   * @default true
   */
  announce?: boolean;
  /**
   * A decorative icon; hidden from assistive technology.
   * @default a warning triangle
   */
  icon?: ReactNode;
  /**
   * Element for the title, so it fits the page's heading outline.
   * @default 'h2'
   */
  titleAs?: HeadingTag;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/** Tells the visitor that something failed to load and offers to try again. */
export function ErrorState(props: ErrorStateProps) {
  const m = useCasinoMessages().errorState;
  const {
    title = m.title,
    message,
    onRetry,
    retryLabel = m.retry,
    isRetrying = false,
    announce = true,
    icon = <TriangleAlert size={28} />,
    titleAs: Title = 'h2',
    className,
  } = props;
  return (
    <div className={clsx(layout.root, className)}>
      {icon ? (
        <span className={clsx(layout.icon, styles.icon)} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.message} role={announce ? 'alert' : undefined}>
        <Title className={layout.title}>{title}</Title>
        {message ? <p className={layout.description}>{message}</p> : null}
      </div>
      {onRetry ? (
        <div className={layout.action}>
          <Button variant="secondary" onPress={onRetry} isLoading={isRetrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
