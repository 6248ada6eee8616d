import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../auth';
import { useCountryBlocked, useSiteSettings } from '../api/get-site-settings';
import { isOpenToBlockedVisitors } from '../geo-block-rules';
import { GeoBlockedPage } from './geo-blocked-page';

/**
 * Visitors from a country the brand does not serve see the geo-block page instead of sign-up and play. Players who
 * log in pass, so they can withdraw and read their history; the API still refuses them a game.
 */
export function GeoBlockGate({ children }: { children: ReactNode }) {
  const settings = useSiteSettings();
  const blocked = useCountryBlocked();
  const auth = useAuth();
  const { pathname } = useLocation();
  // Only a visitor known to be logged out: a returning player's session check must not flash the page.
  if (blocked && auth.status === 'unauthenticated' && !isOpenToBlockedVisitors(pathname)) {
    return <GeoBlockedPage country={settings.data?.country ?? null} />;
  }
  return children;
}
