/**
 * Counts failures per key inside a sliding window. Kept in memory: a restart forgets them, which is acceptable for
 * the reference server (one process) and keeps failed logins from writing to the database.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly clock: () => number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.maxFailures) return 0;
    const oldestThatBlocks = recent[recent.length - this.maxFailures] ?? this.clock();
    return Math.max(1, Math.ceil((oldestThatBlocks + this.windowMs - this.clock()) / 1000));
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.clock());
    this.failures.set(key, recent);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.clock() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
