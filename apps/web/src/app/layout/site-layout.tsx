import { AppShell, Footer, Header, SideMenu } from '@casino/ui';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, phoneHref } from '@/config/brand';
import { AccountUnavailableBanner, isLoggedIn, useAuth } from '@/features/auth';
import { ColorSchemeSwitch } from '@/features/color-scheme';
import { CookieSettingsButton } from '@/features/consent';
import { useContentLanguage } from '@/features/content';
import { LanguageSwitch } from '@/features/language';
import { HeaderSearch } from '@/features/search';
import { watchLostFocus } from '@/lib/focus-landing';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useFramePathname } from '../document/hydrate/use-frame-pathname';
import { BrandLogo } from './brand-logo';
import { HeaderActions } from './header-actions';
import { footerGroups, sideMenuGroups } from './navigation';
import { SideMenuDrawerOnDemand } from './side-menu-drawer-on-demand';
import * as styles from './site-layout.css';

/** The casino's page frame: header, side menu (a drawer on phones), content and footer (docs/product.md#footer). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const pathname = useFramePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const lang = useContentLanguage();
  // After login, sign-up, logout or a dialog whose opener is gone, focus lands on the page's heading, never <body>.
  useEffect(() => watchLostFocus(), []);

  const sections = sideMenuGroups(t).map((group) => ({
    title: group.title,
    items: group.links.map((link) => ({ ...link, isActive: link.href === pathname })),
  }));

  return (
    <AppShell
      skipLinkLabel={t('common.skipToContent')}
      header={
        <Header
          logo={<BrandLogo />}
          search={<HeaderSearch />}
          // A player's phone and tablet header keeps to one row; the search is then in the account menu.
          searchFrom={isLoggedIn(auth) ? 'desktop' : 'phone'}
          actions={<HeaderActions />}
          onMenuClick={() => setMenuOpen(true)}
          menuLabel={t('nav.openMenu')}
          isMenuOpen={menuOpen}
        />
      }
      sideMenu={<SideMenu sections={sections} label={t('nav.mainMenu')} />}
      footer={
        <Footer
          groups={footerGroups(t, lang)}
          contact={
            <ul className={styles.contactList}>
              <li>
                <a href={phoneHref(brand.supportPhone)}>{t('footer.callUs', { phone: brand.supportPhone })}</a>
              </li>
              <li>
                <a href={`mailto:${brand.supportEmail}`}>{t('footer.emailUs', { email: brand.supportEmail })}</a>
              </li>
            </ul>
          }
          bottom={
            <div className={styles.bottom}>
              <span className={styles.adultsBadge}>{t('footer.adultsOnly')}</span>
              <a href={brand.helpOrganisationUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.helpOrganisation')}
              </a>
              <CookieSettingsButton />
              <LanguageSwitch className={styles.languageSwitch} />
              <ColorSchemeSwitch className={styles.colorSchemeSwitch} />
              <p>{t('footer.licence', { number: brand.licenceNumber })}</p>
              <RightsNotice />
            </div>
          }
        />
      }
    >
      <SideMenuDrawerOnDemand
        sections={sections}
        label={t('nav.mainMenu')}
        title={t('nav.menuTitle')}
        closeLabel={t('nav.closeMenu')}
        open={menuOpen}
        onOpenChange={setMenuOpen}
      />
      <AccountUnavailableBanner />
      <SessionScope>{children}</SessionScope>
    </AppShell>
  );
}

/**
 * Remounts the page whenever the session changes hands, so no screen keeps data of another session. A component of
 * its own, so that the session's changes re-render the page's frame (header, menu, footer) only where they show.
 */
function SessionScope({ children }: { children: ReactNode }) {
  const { sessionEpoch } = useAuth();
  return <Fragment key={sessionEpoch}>{children}</Fragment>;
}

/**
 * The year of the visit, not of the build that prerendered the document (docs/architecture.md#hydration), so it appears once hydrated:
 * in a component of its own, as that second render is then this line's alone.
 */
function RightsNotice() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return hydrated ? <p>{t('footer.rights', { year: new Date().getFullYear(), brand: brand.name })}</p> : null;
}
