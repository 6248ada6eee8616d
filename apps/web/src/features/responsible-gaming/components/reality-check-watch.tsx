import { useResponsibleGaming } from '../api/responsible-gaming-calls';
import { effectiveRealityCheckMinutes } from '../reality-check';
import { useRealityCheck } from '../use-reality-check';
import { RealityCheckDialog } from './reality-check-dialog';

/** Until jurisdiction settings exist, no market requires the reality check (the lead passes the GB rule here). */
export const REALITY_CHECK_REQUIRED_DEFAULT = false;

type Props = {
  /** Epoch ms the real-money session started. */
  startedAt: number;
  onStop: () => void;
  required?: boolean;
};

/** Runs the player's reality check over a real-money game session. */
export function RealityCheckWatch({ startedAt, onStop, required = REALITY_CHECK_REQUIRED_DEFAULT }: Props) {
  const tools = useResponsibleGaming();
  const minutes = tools.data ? effectiveRealityCheckMinutes(tools.data.realityCheckMinutes, { required }) : null;
  const check = useRealityCheck(startedAt, minutes);
  return (
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
  );
}
