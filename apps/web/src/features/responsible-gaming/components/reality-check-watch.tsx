import { lazy, Suspense } from 'react';
import { useJurisdictionRules } from '@/features/site';
import { useResponsibleGaming } from '../api/responsible-gaming-calls';
import { effectiveRealityCheckMinutes } from '../reality-check';
import { useRealityCheck } from '../use-reality-check';

// The dialog (a Radix modal with its focus trap and scroll lock) loads when a real-money session starts, not with
// every game page a visitor opens (docs/architecture.md#byte-budgets); it is due minutes later, long after the chunk arrived.
const RealityCheckDialog = lazy(() =>
  import('./reality-check-dialog').then((module) => ({ default: module.RealityCheckDialog })),
);

type Props = {
  /** Epoch ms the real-money session started. */
  startedAt: number;
  onStop: () => void;
};

/** Runs the player's reality check over a real-money game session. */
export function RealityCheckWatch({ startedAt, onStop }: Props) {
  // Where the jurisdiction requires it (GB), a player who switched it off still gets the default interval.
  const required = useJurisdictionRules().realityCheckRequired;
  const tools = useResponsibleGaming();
  const minutes = tools.data ? effectiveRealityCheckMinutes(tools.data.realityCheckMinutes, { required }) : null;
  const check = useRealityCheck(startedAt, minutes);
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        open={check.due}
        startedAt={new Date(startedAt).toISOString()}
        elapsedMs={check.elapsedMs}
        onContinue={check.acknowledge}
        onStop={() => {
          check.acknowledge();
          onStop();
        }}
      />
    </Suspense>
  );
}
