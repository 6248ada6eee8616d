import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLateCatalogue } from '@/lib/i18n/late-catalogues';
import { useVerification } from '../api/verification-calls';
import * as styles from './verification-menu-entry.css';
import { VerificationStatusPill } from './verification-status-pill';

type EntryProps = {
  /** The menu's own look for its entries. */
  linkClassName: string;
  /** Called when the player follows the link (the menu closes). */
  onFollow: () => void;
};

function Entry({ linkClassName, onFollow }: EntryProps) {
  const { t } = useTranslation();
  const verification = useVerification();
  return (
    <li>
      <NavLink to={paths.verification} className={`${linkClassName} ${styles.link}`} onClick={onFollow}>
        {t('verification.menu')}
        {/* Until the status arrives (or if it cannot), the entry is the link alone: the page says the rest. */}
        {verification.isSuccess ? <VerificationStatusPill status={verification.data.status} /> : null}
      </NavLink>
    </li>
  );
}

/**
 * The account menu's way to identity verification, with the account's status (kept live by the account stream).
 * Loaded when the menu first opens: a visitor's page and a closed menu carry none of it.
 */
export function VerificationMenuEntry(props: EntryProps) {
  if (!useLateCatalogue('verification')) return null;
  return <Entry {...props} />;
}
