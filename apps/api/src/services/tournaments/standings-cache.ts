/**
 * A running tournament's standings, summed from its bets at most once per `refreshMs` per process: between two sums
 * every request reads the last one, so a busy leaderboard costs one query per interval instead of one per visitor.
 * A sum older than that is still answered while the next one runs, and readers arriving together share one sum.
 *
 * A bet this process records (`betPlaced`) makes the last sums out of date at once: the next reader waits for a sum
 * that includes it, so a player who has just played finds their place. Bets of other processes reach the standings
 * within `refreshMs`. Entries are keyed by tournament and occurrence: a new occurrence starts from a sum of its own.
 */
export class StandingsCache<T> {
  private readonly entries = new Map<number, Entry<T>>();
  /** Counts the bets this process recorded: a sum knows the count it started at. */
  private bets = 0;

  /** `monotonicNow` measures the interval: it is not the business clock, which tests pin. */
  constructor(
    private readonly refreshMs: number,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  /** A bet was recorded by this process: every sum from before it is out of date. */
  betPlaced(): void {
    this.bets += 1;
  }

  read(tournamentId: number, occurrenceStartMs: number, sum: () => Promise<T>): Promise<T> {
    if (this.refreshMs === 0) return sum();
    let entry = this.entries.get(tournamentId);
    if (!entry || entry.occurrenceStartMs !== occurrenceStartMs) {
      entry = { occurrenceStartMs, last: undefined, running: undefined };
      this.entries.set(tournamentId, entry);
    }
    const { last } = entry;
    const upToDate = last !== undefined && last.bets === this.bets;
    if (upToDate && this.monotonicNow() - last.summedAt < this.refreshMs) return last.value;
    const running = this.start(entry, sum);
    // Past its interval but up to date with this process's bets, the last sum answers while the next one runs.
    return upToDate ? last.value : running;
  }

  /** The sum that includes every bet known now: the one running if it does, else a new one. */
  private start(entry: Entry<T>, sum: () => Promise<T>): Promise<T> {
    if (entry.running && entry.running.bets === this.bets) return entry.running.value;
    const started = { bets: this.bets, summedAt: this.monotonicNow() };
    const value = sum();
    const running = { ...started, value };
    entry.running = running;
    value.then(
      (result) => {
        // A sum that started later may have finished first: the newer one stays.
        if (!entry.last || entry.last.bets <= started.bets) entry.last = { ...started, value: Promise.resolve(result) };
        if (entry.running === running) entry.running = undefined;
      },
      // A failed sum leaves the last one in place; the next reader tries again.
      () => {
        if (entry.running === running) entry.running = undefined;
      },
    );
    return value;
  }
}

type Sum<T> = { bets: number; summedAt: number; value: Promise<T> };

type Entry<T> = {
  occurrenceStartMs: number;
  last: Sum<T> | undefined;
  running: Sum<T> | undefined;
};
