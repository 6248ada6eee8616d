import { CasinoUIProvider } from '@casino/ui';
import { Outlet } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider';
import { AuthModals } from '../features/auth/components/auth-modals';
import { LoginQueryParam } from '../features/auth/login-query-param';
import { ModalsProvider } from '../features/auth/modals';
import { BalanceRefreshProvider } from '../features/balance/balance-refresh';
import { SiteLayout } from '../features/layout/site-layout';
import { brandTheme } from './brand-theme';
import { RouterLink } from './router-link';

/** Everything that needs the router: theme with router links, auth, modals and the page frame. */
export function RootLayout() {
  return (
    <CasinoUIProvider theme={brandTheme} linkComponent={RouterLink} className="app-root">
      <AuthProvider>
        <BalanceRefreshProvider>
          <ModalsProvider>
            <LoginQueryParam />
            <SiteLayout>
              <Outlet />
            </SiteLayout>
            <AuthModals />
          </ModalsProvider>
        </BalanceRefreshProvider>
      </AuthProvider>
    </CasinoUIProvider>
  );
}
