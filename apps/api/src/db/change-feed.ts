/**
 * What a committed transaction says changed, for the live streams: `account` (a player's balance, bonus money,
 * pending withdrawals or confirming deposits; the key is the player's id) and `session` (a login ended; the key is
 * its session family's id). A stream waits on its keys instead of asking the database every second, so an idle one
 * costs no statement.
 */
export type ChangeChannel = 'account' | 'session';

export const CHANGE_CHANNELS: readonly ChangeChannel[] = ['account', 'session'];

export type ChangeListener = () => void;

export interface ChangeFeed {
  /** Calls `listener` after each change of `key` on `channel`, until the returned function is called. */
  subscribe(channel: ChangeChannel, key: string | number, listener: ChangeListener): () => void;
  /**
   * Calls `listener` when changes may have been missed (the process lost its listening connection and has it back):
   * each stream then reads its state once again.
   */
  onMissedChanges(listener: ChangeListener): () => void;
  /**
   * Resolves once changes are being heard (at once in-process; on PostgreSQL when the listening connection is up): a
   * stream that reads its state after this misses nothing.
   */
  ready(): Promise<void>;
}

/** The process's own subscribers; an engine feeds it what it hears (db/postgres) or what it committed (db/sqlite). */
export class LocalChangeFeed implements ChangeFeed {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly resyncListeners = new Set<ChangeListener>();

  /** `onSubscribe` runs at each subscription: an engine opens its listening connection when the first stream comes. */
  constructor(private readonly onSubscribe?: () => void) {}

  subscribe(channel: ChangeChannel, key: string | number, listener: ChangeListener): () => void {
    const name = `${channel}:${key}`;
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener);
    this.onSubscribe?.();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(name);
    };
  }

  onMissedChanges(listener: ChangeListener): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  /** Hands one change to its subscribers. A listener that throws does not keep the others from hearing it. */
  publish(channel: ChangeChannel, key: string): void {
    const set = this.listeners.get(`${channel}:${key}`);
    if (!set) return;
    for (const listener of [...set]) callSafely(listener);
  }

  /** Every subscriber reads again: what changed while nobody listened is unknown. */
  publishMissedChanges(): void {
    for (const listener of [...this.resyncListeners]) callSafely(listener);
  }

  get subscriberCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

function callSafely(listener: ChangeListener) {
  try {
    listener();
  } catch (error) {
    console.error('A change listener failed:', error);
  }
}

/** Notifications of one transaction, kept until it commits; a key said twice is told once. */
export class PendingChanges {
  private readonly changes = new Set<string>();

  add(channel: ChangeChannel, key: string | number): void {
    this.changes.add(`${channel}:${key}`);
  }

  /** Moves a savepoint's changes into its transaction's when the savepoint is released. */
  mergeInto(outer: PendingChanges): void {
    for (const change of this.changes) outer.changes.add(change);
  }

  *entries(): Generator<[ChangeChannel, string]> {
    for (const change of this.changes) {
      const at = change.indexOf(':');
      yield [change.slice(0, at) as ChangeChannel, change.slice(at + 1)];
    }
  }

  get size() {
    return this.changes.size;
  }
}
