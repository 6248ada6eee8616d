import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import * as styles from './AppShell.css';

export type AppShellProps = {
  /**
   * The page header, usually `<Header>`.
   * @default undefined
   */
  header?: ReactNode;
  /**
   * The side menu for desktops (≥1024 px), usually `<SideMenu>`; hidden on phones, where `<SideMenuDrawer>` opened
   * from the header's menu button shows the same links.
   * @default undefined
   */
  sideMenu?: ReactNode;
  /**
   * The page footer, usually `<Footer>`.
   * @default undefined
   */
  footer?: ReactNode;
  /** The page's content, placed in the `main` landmark. */
  children: ReactNode;
  /**
   * Text of the skip link, the first thing keyboard users reach.
   * @default 'Skip to content'
   */
  skipLinkLabel?: string;
  /**
   * Id of the `main` element, the skip link's target.
   * @default 'main-content'
   */
  mainId?: string;
  /**
   * Extra class names for the outer element.
   * @default undefined
   */
  className?: string;
};

/**
 * The page frame: skip link, header, side menu column (desktop), `main` landmark and footer. Mobile first: on phones
 * it is one column and the side menu lives in a drawer.
 */
export function AppShell(props: AppShellProps) {
  const m = useCasinoMessages().appShell;
  const { header, sideMenu, footer, children, skipLinkLabel = m.skipLink, mainId = 'main-content', className } = props;
  // Moving focus by hand instead of following the fragment: a router may treat a hash change as navigation, and
  // Safari does not move keyboard focus to a fragment target.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(mainId);
    if (!target) return;
    event.preventDefault();
    // focus() also scrolls main into view (below the sticky header, thanks to its scroll margin).
    target.focus();
  };

  return (
    <div className={clsx(styles.shell, className)} data-casino-bottom-inset="shell">
      {/* An in-page fragment, not a route: a plain anchor on purpose (the router link is for paths). */}
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
        {skipLinkLabel}
      </a>
      {header}
      <div className={styles.frame({ withSideMenu: Boolean(sideMenu) })}>
        {sideMenu ? (
          <div className={styles.sideColumn}>
            <div className={styles.sideColumnInner} data-casino-bottom-inset="side-column">
              {sideMenu}
            </div>
          </div>
        ) : null}
        <div className={styles.content}>
          <main id={mainId} tabIndex={-1} className={styles.main}>
            {children}
          </main>
          {footer}
        </div>
      </div>
    </div>
  );
}
