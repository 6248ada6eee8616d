import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { breakpoints } from '../../theme/breakpoints';
import { useCasinoMessages } from '../../theme/i18n';
import { usePortalTarget } from '../../theme/portal';
import { VisuallyHidden } from '../VisuallyHidden';
import { SideMenu, type SideMenuSection } from './SideMenu';
import * as styles from './SideMenu.css';

export type SideMenuDrawerProps = {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called with `false` when the drawer asks to close: Escape, backdrop, close button, a link, a desktop-wide view. */
  onOpenChange: (open: boolean) => void;
  /** The menu's links, the same as the desktop `SideMenu`'s. */
  sections: SideMenuSection[];
  /**
   * Accessible name of the navigation inside.
   * @default 'Main menu'
   */
  label?: string;
  /**
   * Dialog title, read by screen readers only.
   * @default 'Menu'
   */
  title?: string;
  /**
   * Accessible name of the close button.
   * @default 'Close menu'
   */
  closeLabel?: string;
  /**
   * Shown at the top of the drawer beside the close button, typically the logo.
   * @default undefined
   */
  header?: ReactNode;
  /**
   * Shown under the links, e.g. a language switch or a support link.
   * @default undefined
   */
  footer?: ReactNode;
};

/**
 * The side menu for phones: a modal drawer sliding in from the start edge. Focus is kept inside while open and
 * returns to what opened it. Choosing a link closes it.
 */
export function SideMenuDrawer(props: SideMenuDrawerProps) {
  const m = useCasinoMessages().sideMenu;
  const {
    open,
    onOpenChange,
    sections,
    label,
    title = m.drawerTitle,
    closeLabel = m.closeDrawer,
    header,
    footer,
  } = props;
  const portalContainer = usePortalTarget();
  const openerRef = useRef<HTMLElement | null>(null);

  // The drawer is a phone layout: once the view is desktop-wide the side column shows the same links, so a drawer
  // left open (rotating a tablet, resizing a window) would only trap focus behind a duplicate menu.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(`(min-width: ${breakpoints.desktop}px)`);
    const closeOnDesktop = () => {
      if (desktop.matches) onOpenChange(false);
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Inside a provider whose element is not attached yet, the drawer waits for it rather than open in the body. */}
      {portalContainer === undefined ? null : (
        <Dialog.Portal container={portalContainer}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.drawer}
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              // Opened from the app's own button rather than a Dialog.Trigger, so Radix cannot know where to return focus.
              openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              const opener = openerRef.current;
              if (opener?.isConnected) {
                event.preventDefault();
                opener.focus();
              }
            }}
          >
            <Dialog.Title asChild>
              <VisuallyHidden>{title}</VisuallyHidden>
            </Dialog.Title>
            <div className={styles.drawerHeader}>
              {header ? <div className={styles.drawerHeaderContent}>{header}</div> : null}
              <Dialog.Close className={styles.closeButton} aria-label={closeLabel}>
                <X size={24} aria-hidden="true" />
              </Dialog.Close>
            </div>
            <SideMenu sections={sections} label={label} onNavigate={() => onOpenChange(false)} />
            {footer}
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
