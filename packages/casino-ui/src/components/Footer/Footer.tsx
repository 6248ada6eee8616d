import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import { useLinkComponent } from '../../theme/link';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Footer.css';

export type FooterLink = {
  /** Visible text. */
  label: string;
  /** Internal path (`/vip-club`) or, with `external`, a full URL. */
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`, e.g. the affiliate program (docs/product.md#footer). */
  external?: boolean;
};

export type FooterGroup = {
  /** Heading of the column, e.g. "Games" or "Customer Care". */
  title: string;
  links: FooterLink[];
};

export type FooterProps = {
  /**
   * Link columns (docs/product.md#footer: Games, Promotions, Banking, Casino, Customer Care).
   * @default []
   */
  groups?: FooterGroup[];
  /**
   * The brand's logo.
   * @default undefined
   */
  logo?: ReactNode;
  /**
   * Customer care contacts, e.g. `tel:` and `mailto:` links (docs/product.md#footer).
   * @default undefined
   */
  contact?: ReactNode;
  /**
   * The bottom strip: legal text, licence, 18+ badge, responsible gaming.
   * @default undefined
   */
  bottom?: ReactNode;
  /**
   * Accessible name of the navigation around the link columns.
   * @default 'Footer'
   */
  navLabel?: string;
  /**
   * Read by screen readers after an external link's text, since it opens a new tab (WCAG 3.2.5).
   * @default '(opens in a new tab)'
   */
  newTabHint?: string;
  /**
   * Element for the group titles, so they fit the page's heading outline.
   * @default 'h2'
   */
  groupTitleAs?: 'h2' | 'h3' | 'p';
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/** The page footer (`contentinfo` landmark): logo and contacts, link columns, and a legal strip. */
export function Footer(props: FooterProps) {
  const m = useCasinoMessages().footer;
  const {
    groups = [],
    logo,
    contact,
    bottom,
    navLabel = m.nav,
    newTabHint = m.newTabHint,
    groupTitleAs: GroupTitle = 'h2',
    className,
  } = props;
  const Link = useLinkComponent();
  const id = useId();

  return (
    <footer className={clsx(styles.footer, className)}>
      <div className={styles.top}>
        {logo || contact ? (
          <div className={styles.brand}>
            {logo}
            {contact ? <div className={styles.contact}>{contact}</div> : null}
          </div>
        ) : null}
        {groups.length > 0 ? (
          <nav aria-label={navLabel} className={styles.groups}>
            {groups.map((group, groupIndex) => {
              const titleId = `${id}-group-${groupIndex}`;
              return (
                <div key={group.title}>
                  <GroupTitle id={titleId} className={styles.groupTitle}>
                    {group.title}
                  </GroupTitle>
                  <ul className={styles.links} aria-labelledby={titleId}>
                    {group.links.map((link) => (
                      <li key={`${link.href}|${link.label}`}>
                        {link.external ? (
                          // External sites are not routes: a plain anchor, in a new tab, sharing no window or referrer.
                          <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                            {link.label}
                            <ExternalLink className={styles.externalIcon} size={14} aria-hidden="true" />
                            <VisuallyHidden> {newTabHint}</VisuallyHidden>
                          </a>
                        ) : (
                          <Link href={link.href} className={styles.link}>
                            {link.label}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        ) : null}
      </div>
      {bottom ? <div className={styles.bottom}>{bottom}</div> : null}
    </footer>
  );
}
