import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import * as styles from './Header.css';

export type HeaderProps = {
  /**
   * The brand's logo, usually a link home.
   * @default undefined
   */
  logo?: ReactNode;
  /**
   * The search entry point. From 640 px it sits between logo and actions; on phones it comes after the actions,
   * and a search box too wide for the first row wraps onto a full-width row of its own.
   * @default undefined
   */
  search?: ReactNode;
  /**
   * From which layout the search slot shows: `phone` (everywhere) or `desktop` (from 1024 px; the app then offers
   * search elsewhere, e.g. in an account menu, so a player's phone header keeps to one row).
   * @default 'phone'
   */
  searchFrom?: 'phone' | 'desktop';
  /**
   * Right-hand actions: "Log in" and "Sign up" for visitors, balance and account menu for players.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Called by the menu button shown below 1024 px; without it no menu button is shown.
   * @default undefined
   */
  onMenuClick?: () => void;
  /**
   * Accessible name of the menu button.
   * @default 'Open menu'
   */
  menuLabel?: string;
  /**
   * Whether the menu the button opens is open, for `aria-expanded`.
   * @default false
   */
  isMenuOpen?: boolean;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/** The sticky top bar (`banner` landmark): menu button on phones, logo, search and actions. */
export function Header(props: HeaderProps) {
  const m = useCasinoMessages().header;
  const {
    logo,
    search,
    searchFrom = 'phone',
    actions,
    onMenuClick,
    menuLabel = m.openMenu,
    isMenuOpen = false,
    className,
  } = props;
  return (
    <header className={clsx(styles.header, className)}>
      <div className={styles.inner} data-search-from={searchFrom}>
        {onMenuClick ? (
          <button
            type="button"
            className={styles.menuButton}
            aria-label={menuLabel}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onClick={onMenuClick}
          >
            <Menu size={24} aria-hidden="true" />
          </button>
        ) : null}
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        {search ? (
          <div className={styles.search} data-from={searchFrom}>
            {search}
          </div>
        ) : (
          <div className={styles.spacer} />
        )}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
