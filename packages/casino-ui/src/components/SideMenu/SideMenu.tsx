import { clsx } from 'clsx';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import { useLinkComponent } from '../../theme/link';
import * as styles from './SideMenu.css';

export type SideMenuItem = {
  /** Internal path, e.g. `/categories/slots` (docs/product.md#routes). */
  href: string;
  /** Visible text of the link. */
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Marks the current page (`aria-current="page"`). */
  isActive?: boolean;
};

export type SideMenuSection = {
  /** Heading shown above the section's links; sections without one follow on directly. */
  title?: string;
  items: SideMenuItem[];
};

export type SideMenuProps = {
  /** The menu's links, grouped in sections. */
  sections: SideMenuSection[];
  /**
   * Accessible name of the `navigation` landmark.
   * @default 'Main menu'
   */
  label?: string;
  /**
   * Called after a plain click on a link (not a ctrl/cmd/shift click opening a new tab); the drawer uses it to close.
   * @default undefined
   */
  onNavigate?: (href: string) => void;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The site's main navigation as a list of sections; the desktop side column and the phone drawer both use it. */
export function SideMenu({ sections, label: labelProp, onNavigate, className }: SideMenuProps) {
  const messages = useCasinoMessages();
  const label = labelProp ?? messages.sideMenu.label;
  const Link = useLinkComponent();
  const id = useId();

  return (
    <nav aria-label={label} className={clsx(styles.nav, className)}>
      {sections.map((section, sectionIndex) => {
        const titleId = section.title ? `${id}-section-${sectionIndex}` : undefined;
        return (
          // Sections have no id of their own and come in a fixed order from the app's configuration.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={sectionIndex} className={styles.section}>
            {section.title ? (
              <p id={titleId} className={styles.sectionTitle}>
                {section.title}
              </p>
            ) : null}
            <ul className={styles.list} aria-labelledby={titleId}>
              {section.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.link}
                    aria-current={item.isActive ? 'page' : undefined}
                    onClick={(event) => {
                      if (!opensElsewhere(event)) onNavigate?.(item.href);
                    }}
                  >
                    {item.icon ? (
                      <span className={styles.icon} aria-hidden="true">
                        {item.icon}
                      </span>
                    ) : null}
                    <span>{item.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
