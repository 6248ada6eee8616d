import { lazy, Suspense } from 'react';
import type { ActiveBonusProps } from './active-bonus';

// The progress bar's number formatting is too heavy for the first page, which imports this feature's entry for its
// query keys: the bonus loads with the first page that shows it (cashier, profile).
const ActiveBonusBody = lazy(() => import('./active-bonus').then((m) => ({ default: m.ActiveBonus })));

/** The player's active bonus with its wagering, loaded on first use; see `active-bonus.tsx`. */
export function ActiveBonus(props: ActiveBonusProps) {
  return (
    <Suspense fallback={null}>
      <ActiveBonusBody {...props} />
    </Suspense>
  );
}
