import { lazy, Suspense } from 'react';
import { isLoggedIn, useAuth } from '@/features/auth';

const LiveAccount = lazy(() => import('./live-account'));

/** The account stream's code loads once a player is logged in: a visitor's first page does not carry it. */
export function LiveAccountOnDemand() {
  const auth = useAuth();
  if (!isLoggedIn(auth)) return null;
  return (
    <Suspense fallback={null}>
      <LiveAccount />
    </Suspense>
  );
}
