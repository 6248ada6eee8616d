/**
 * The instant the end-to-end run pretends to start at, so that tournaments, promotion windows, history periods and
 * "today" in date pickers are the same on any day the suite runs. `FAKE_NOW` (an ISO date-time) moves it, for
 * instance 400 days ahead to prove the product does not depend on the calendar; the default is a Wednesday noon,
 * when the midweek tournament runs and the weekend one is upcoming.
 */
export const E2E_START = Date.parse(process.env.FAKE_NOW ?? '2026-11-25T12:00:00Z');
if (Number.isNaN(E2E_START)) throw new Error(`FAKE_NOW must be an ISO date-time, got "${process.env.FAKE_NOW}"`);

/**
 * The real moment the run started, shared by the config process and the test workers through the environment: the
 * API servers start their clock at E2E_START then, and every browser context continues from the same timeline.
 */
process.env.E2E_CLOCK_ANCHOR ??= String(Date.now());
const anchor = Number(process.env.E2E_CLOCK_ANCHOR);

/** Now on the run's timeline (epoch milliseconds). */
export const e2eNow = () => E2E_START + (Date.now() - anchor);
