/**
 * A running tournament's standings, summed from its bets at most once per `refreshMs` per process: between two sums
 * every request reads the last one, so a busy leaderboard costs one query per interval instead of one per visitor.
 * A stale sum is still answered while the next one runs, and readers arriving together share one sum. Entries are
 * keyed by tournament and occurrence: a new occurrence starts from a sum of its own, and a tournament keeps one entry.
 */
export class StandingsCache<T> {
  private readonly entries = new Map<number, Entry<T>>();

  /** `monotonicNow` measures the interval: it is not the business clock, which tests pin. */
  constructor(
    private readonly refreshMs: number,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  read(tournamentId: number, occurrenceStartMs: number, sum: () => Promise<T>): Promise<T> {
    if (this.refreshMs === 0) return sum();
    let entry = this.entries.get(tournamentId);
    if (!entry || entry.occurrenceStartMs !== occurrenceStartMs) {
      entry = { occurrenceStartMs, summedAt: -Infinity, last: undefined, running: undefined };
      this.entries.set(tournamentId, entry);
    }
    if (this.monotonicNow() - entry.summedAt >= this.refreshMs) this.start(entry, sum);
    // The last sum while a new one runs; the running one when there is none yet.
    if (entry.last !== undefined) return entry.last;
    return entry.running as Promise<T>;
  }

  private start(entry: Entry<T>, sum: () => Promise<T>): void {
    if (entry.running !== undefined) return;
    const startedAt = this.monotonicNow();
    const running = sum();
    entry.running = running;
    running.then(
      (result) => {
        entry.last = Promise.resolve(result);
        entry.summedAt = startedAt;
        entry.running = undefined;
      },
      // A failed sum leaves the last one in place; the next reader tries again.
      () => {
        entry.running = undefined;
      },
    );
  }
}

type Entry<T> = {
  occurrenceStartMs: number;
  summedAt: number;
  last: Promise<T> | undefined;
  running: Promise<T> | undefined;
};
