import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import { Button } from '../Button';
import * as styles from './StatusNotice.css';

export type StatusNoticeVariant = 'block' | 'banner';

export type StatusNoticeProps = {
  /**
   * What is going on, in a few words.
   * @default 'This is taking longer than usual'
   */
  title?: ReactNode;
  /**
   * Details, e.g. that the app is still trying, or what failed; `null` for none.
   * @default 'Still trying. You can wait or start again.'
   */
  message?: ReactNode;
  /**
   * Called when the visitor presses the action; without it no button is shown.
   * @default undefined
   */
  onAction?: () => void;
  /**
   * Text of the action button.
   * @default 'Try again'
   */
  actionLabel?: string;
  /**
   * Shows the action button as busy.
   * @default false
   */
  isActing?: boolean;
  /**
   * `block` stands in place of content that has not arrived; `banner` is a slim row above a page that stays usable.
   * @default 'block'
   */
  variant?: StatusNoticeVariant;
  /**
   * A decorative icon; hidden from assistive technology.
   * @default a clock
   */
  icon?: ReactNode;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/**
 * Tells the visitor about something still under way or out of reach (a slow load, an account that could not be
 * read) without stopping them: a polite live region (`role="status"`), so screen readers finish what they are saying
 * first. The button sits outside the announced text.
 */
export function StatusNotice(props: StatusNoticeProps) {
  const m = useCasinoMessages().statusNotice;
  const {
    title = m.title,
    message = m.message,
    onAction,
    actionLabel = m.action,
    isActing = false,
    variant = 'block',
    icon = <Clock size={variant === 'block' ? 28 : 20} />,
    className,
  } = props;
  return (
    <div className={clsx(styles.root[variant], className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.text[variant]} role="status" aria-live="polite">
        <p className={styles.title}>{title}</p>
        {message ? <p className={styles.message}>{message}</p> : null}
      </div>
      {onAction ? (
        <div className={styles.action}>
          <Button variant="secondary" size="md" onPress={onAction} isLoading={isActing}>
            {actionLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
