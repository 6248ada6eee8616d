import { Button } from '@casino/ui';
import { ChevronDown, LogOut, RefreshCw, Search, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useBalanceRefresh } from '@/features/balance';
import { useOpenGameSearch } from '@/features/search';
import { loadVerificationMenuEntry } from '@/features/verification';
import * as styles from './account-menu.css';
import { belowDesktopOnly } from './player-actions.css';

const VerificationMenuEntry = lazy(async () => ({ default: await loadVerificationMenuEntry() }));

/**
 * The player's own pages, where players look for them: under their account in the header. A disclosure (a button
 * that shows a list of links), not an ARIA menu: the entries are plain links, reached with Tab. Below 1024 px it also
 * holds what the header then leaves out to stay one row: the balance refresh, the game search and Log out.
 */
export function AccountMenu({ onLogOut }: { onLogOut: () => void }) {
  const { t } = useTranslation();
  const { pressRefresh } = useBalanceRefresh();
  const openSearch = useOpenGameSearch();
  const [open, setOpen] = useState(false);
  // The verification entry is fetched with the menu's first opening and then stays, kept live by the account stream.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const links = [
    { href: paths.profile, label: t('account.menu.profile') },
    { href: paths.promotions, label: t('account.menu.promotions') },
    { href: paths.bets, label: t('account.menu.bets') },
    { href: paths.transactions, label: t('account.menu.transactions') },
    { href: paths.responsibleGaming, label: t('rg.menu') },
    { href: paths.notifications, label: t('common.notifications') },
  ];
  const actions = [
    { key: 'refresh', icon: RefreshCw, label: t('cashier.balance.refresh'), run: pressRefresh },
    { key: 'search', icon: Search, label: t('lobby.search.box'), run: openSearch },
    { key: 'log-out', icon: LogOut, label: t('header.logOut'), run: onLogOut },
  ];

  const linkItem = (link: (typeof links)[number]) => (
    <li key={link.href}>
      <NavLink to={link.href} className={styles.link} onClick={() => setOpen(false)}>
        {link.label}
      </NavLink>
    </li>
  );

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="md"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.account')}
        onPress={() => setOpen((value) => !value)}
      >
        <UserRound size={18} aria-hidden="true" />
        <span className={styles.label}>{t('header.account')}</span>
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} data-open={open || undefined} />
      </Button>
      <nav id={panelId} aria-label={t('header.accountMenu')} className={styles.panel} hidden={!open}>
        <ul className={styles.list}>
          {/* Verification comes after the profile, where players look for their account's standing. */}
          {links.slice(0, 1).map(linkItem)}
          {opened ? (
            <Suspense fallback={null}>
              <VerificationMenuEntry linkClassName={styles.link} onFollow={() => setOpen(false)} />
            </Suspense>
          ) : null}
          {links.slice(1).map(linkItem)}
          {actions.map((action) => (
            <li key={action.key} className={belowDesktopOnly}>
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  setOpen(false);
                  action.run();
                }}
              >
                <action.icon size={16} aria-hidden="true" />
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
