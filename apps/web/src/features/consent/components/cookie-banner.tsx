import { Button } from '@casino/ui';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useContentLanguage } from '@/features/content';
import { CONSENT_DECIDED_ATTRIBUTE, MAIN_CONTENT_ID } from '@/lib/document/boot-attributes';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { ConsentChoice } from '../consent-storage';
import { useConsent } from '../consent-store';
import * as styles from './cookie-banner.css';
import { useBottomInset } from './use-bottom-inset';
import { useOpenDialog } from './use-open-dialog';

/**
 * The first layer of cookie consent: a non-modal region (the page stays usable) with Accept and Reject equally
 * prominent. It takes focus only when reopened from the footer; after a choice, focus goes back to where it was.
 *
 * It is rendered before the page frame, so it is among the first stops of the tab order, and the page keeps room for
 * it at the bottom so nothing focused hides under it (WCAG 2.2 2.4.11). While a dialog is open everything outside it
 * is inert, so the banner moves into the dialog, below its content: it can still be read and answered with pointer,
 * keyboard and screen reader, and takes room from the dialog's scrolling body instead of covering a field.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const { isBannerOpen, decide, opener, reopenCount } = useConsent();
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const dialog = useOpenDialog(isBannerOpen);
  useBottomInset(regionRef, isBannerOpen && dialog === null);

  // The boot script hid the prerendered banner from a visitor who had already chosen; open after hydration, the
  // banner is meant to show (reopened from the footer). A layout effect, so it is shown before the effects that
  // measure it or focus it run.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated && isBannerOpen) document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
  }, [hydrated, isBannerOpen]);
  useEffect(() => {
    if (reopenCount > 0 && isBannerOpen) titleRef.current?.focus();
  }, [reopenCount, isBannerOpen]);

  if (!isBannerOpen) return null;

  const choose = (choice: ConsentChoice) => {
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    decide(choice);
    if (!hadFocus) return;
    // The banner is about to unmount; without this, focus would fall back to the top of the document.
    const target = dialog ?? (opener?.isConnected ? opener : document.getElementById(MAIN_CONTENT_ID));
    queueMicrotask(() => target?.focus());
  };

  const region = (
    <section
      ref={regionRef}
      className={dialog ? styles.inDialog : styles.floating}
      aria-labelledby={titleId}
      data-placement={dialog ? 'dialog' : 'page'}
    >
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {t('content.consent.title')}
      </h2>
      <p className={styles.text}>
        {t('content.consent.text')}{' '}
        <Link className={styles.link} to={paths.info(lang, 'privacy-policy')}>
          {t('content.consent.privacyLink')}
        </Link>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => choose('accepted')}>
          {t('content.consent.accept')}
        </Button>
        <Button variant="secondary" onPress={() => choose('rejected')}>
          {t('content.consent.reject')}
        </Button>
      </div>
    </section>
  );
  return dialog ? createPortal(region, dialog) : region;
}

/** The footer's way back to the choice (it can be changed at any time). */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const { openSettings } = useConsent();
  return (
    <button type="button" className={styles.settingsButton} onClick={(event) => openSettings(event.currentTarget)}>
      {t('content.consent.settings')}
    </button>
  );
}
