import type { GamingLimit, ResponsibleGaming } from '@casino/api-contract';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@casino/api-contract';

/** A tools state for tests: no limits, no break, reality check off, unless overridden. */
export function toolsState(
  overrides: Partial<ResponsibleGaming> = {},
  limits: Partial<GamingLimit>[] = [],
): ResponsibleGaming {
  return {
    currency: 'USD',
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        amount: null,
        used: 0,
        remaining: null,
        pending: null,
        ...limits.find((l) => l.kind === kind && l.period === period),
      })),
    ),
    block: null,
    realityCheckMinutes: null,
    hasDeposited: true,
    ...overrides,
  };
}
