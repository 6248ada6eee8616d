import { useJurisdictionRules } from '../../site';
import { useResponsibleGaming } from '../api/responsible-gaming-calls';
import { effectiveRealityCheckMinutes } from '../reality-check';
import { useRealityCheck } from '../use-reality-check';
import { RealityCheckDialog } from './reality-check-dialog';

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
