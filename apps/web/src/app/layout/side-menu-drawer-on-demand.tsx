import type { SideMenuDrawerProps } from '@casino/ui';
import { lazy, Suspense, useState } from 'react';

// The drawer's dialog machinery (focus trap, scroll lock, portal) is a chunk of its own: desktop visitors never open
// it, and phone visitors fetch it with their first tap on the menu button (docs/architecture.md#byte-budgets).
const SideMenuDrawer = lazy(() => import('./side-menu-drawer').then((module) => ({ default: module.SideMenuDrawer })));

/** casino-ui's SideMenuDrawer, mounted from the first time it opens on. */
export function SideMenuDrawerOnDemand(props: SideMenuDrawerProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuDrawer {...props} />
    </Suspense>
  );
}
