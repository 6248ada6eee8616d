import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, CircleDashed, Clock, type LucideIcon } from 'lucide-react';
import * as styles from './DocumentStatus.css';
import type { DocumentStatusValue } from './document-status-logic';

const ICONS: Record<DocumentStatusValue, LucideIcon> = {
  'not-submitted': CircleDashed,
  pending: Clock,
  approved: CircleCheck,
  rejected: CircleAlert,
  expired: CircleAlert,
};

export type DocumentStatusProps = {
  /** Where the document (or the whole account) stands in identity verification. */
  status: DocumentStatusValue;
  /** The status in words, in the reader's language, such as "Pending review". */
  label: string;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/**
 * A document's or an account's verification status as a small pill: an icon and the words, tinted by the status.
 * The words carry the meaning (the colour and the icon only repeat it), so it reads the same without colour.
 */
export function DocumentStatus({ status, label, className }: DocumentStatusProps) {
  const Icon = ICONS[status];
  return (
    <span className={clsx(styles.root, styles.status[status], className)} data-status={status}>
      <Icon size={16} aria-hidden="true" focusable="false" />
      <span className={styles.label}>{label}</span>
    </span>
  );
}
