import { type ReactNode, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { isSessionDecided, useAuth } from '@/features/auth';
import { GEO_PENDING_ATTRIBUTE } from '@/lib/document/boot-attributes';
import { useCountryBlocked, useSiteSettings } from '../api/get-site-settings';
import { isOpenToBlockedVisitors } from '../geo-block-rules';
import { GeoBlockedPage } from './geo-blocked-page';

/**
 * Visitors from a country the brand does not serve see the geo-block page instead of sign-up and play. Players who
 * log in pass, so they can withdraw and read their history; the API still refuses them a game.
 *
 * The boot script may have hidden the page's content for such a visitor before the first paint (docs/architecture.md#answers-inlined-by-the-server);
 * it is shown again in the same commit that puts the right page in place, so neither the lobby nor a blank flashes.
 */
export function GeoBlockGate({ children }: { children: ReactNode }) {
  const settings = useSiteSettings();
  const blocked = useCountryBlocked();
  const auth = useAuth();
  const { pathname } = useLocation();
  const decided = isSessionDecided(auth.status) && !settings.isPending;
  useLayoutEffect(() => {
    if (decided) document.documentElement.removeAttribute(GEO_PENDING_ATTRIBUTE);
  }, [decided]);
  // Only a visitor known to be logged out: a returning player's session check must not flash the page.
  if (blocked && auth.status === 'unauthenticated' && !isOpenToBlockedVisitors(pathname)) {
    return <GeoBlockedPage country={settings.data?.country ?? null} />;
  }
  return children;
}
