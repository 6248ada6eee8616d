import { ToastProvider } from '@casino/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppUpdatePrompt } from '@/features/app-update';
import { AuthModals, AuthProvider, LoginQueryParam, ModalsProvider } from '@/features/auth';
import { BalanceRefreshProvider } from '@/features/balance';
import { ColorSchemeSync } from '@/features/color-scheme';
import { CookieBanner } from '@/features/consent';
import { LanguageSync, LocalizedUIProvider } from '@/features/language';
import { RecentGamesHandover } from '@/features/recent';
import { SignUpModal } from '@/features/sign-up';
import { GeoBlockGate } from '@/features/site';
import { APP_READY_ATTRIBUTE } from '@/lib/document/boot-attributes';
import { brandTheme } from './brand-theme.css';
import { SiteLayout } from './layout/site-layout';
import { LiveAccountOnDemand } from './live-account-on-demand';
import { OverlayOutlet } from './overlay-outlet';
import { RouterLink } from './router-link';

/** Everything that needs the router: theme with router links, auth, modals and the page frame. */
export function RootLayout() {
  const { t } = useTranslation();
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <LocalizedUIProvider theme={brandTheme} linkComponent={RouterLink} className="app-root">
      {/* Toasts tell a player about failures that happen out of view (a favourite that did not save). */}
      <ToastProvider regionLabel={t('common.notifications')} dismissLabel={t('common.dismiss')}>
        <AuthProvider>
          <LanguageSync />
          <ColorSchemeSync />
          <AppUpdatePrompt />
          <RecentGamesHandover />
          <LiveAccountOnDemand />
          <BalanceRefreshProvider>
            <ModalsProvider>
              <LoginQueryParam />
              {/* Before the page frame: the consent is among the first stops of the tab order (WCAG 2.4.11, docs/product.md#cookie-consent). */}
              <CookieBanner />
              <SiteLayout>
                <GeoBlockGate>
                  <OverlayOutlet />
                </GeoBlockGate>
              </SiteLayout>
              <AuthModals SignUpModal={SignUpModal} />
            </ModalsProvider>
          </BalanceRefreshProvider>
        </AuthProvider>
      </ToastProvider>
    </LocalizedUIProvider>
  );
}
