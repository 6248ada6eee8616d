/** The most unread notices the badge counts one by one; beyond it says "99+", which still fits a round badge. */
export const MAX_BADGE_COUNT = 99;

/** What the bell's badge shows: nothing for no unread notice, the count, or `99+` past MAX_BADGE_COUNT. */
export function badgeText(count: number, max = MAX_BADGE_COUNT): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}
