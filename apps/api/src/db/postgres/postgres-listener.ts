import pg from 'pg';
import { CHANGE_CHANNELS, type ChangeChannel, LocalChangeFeed } from '../change-feed';

/** After a lost listening connection the next try waits this long, doubling up to the cap. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;

/**
 * The process's one listening connection (`LISTEN account; LISTEN session`), opened when the first stream subscribes
 * and fanned out to every stream of the process: 300 open streams cost one idle connection, not 300 pollers. A lost
 * connection is opened again with a growing pause; once it is back, every stream reads its state once, since what
 * changed meanwhile was not heard.
 */
export class PostgresChangeFeed extends LocalChangeFeed {
  private client: pg.Client | undefined;
  private connecting = false;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly config: pg.ClientConfig) {
    super(() => this.listen());
  }

  /** Whether the listening connection is up (for tests and the benchmark). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  override ready(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.listen();
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private listen(): void {
    if (this.client || this.connecting || this.closed || this.retryTimer) return;
    this.connecting = true;
    void this.connect().finally(() => {
      this.connecting = false;
    });
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', ({ channel, payload }) => {
      if ((CHANGE_CHANNELS as readonly string[]).includes(channel))
        this.publish(channel as ChangeChannel, payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(CHANGE_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      if (!this.closed) {
        console.error(`Listening for changes failed (${(error as Error).message}); trying again`);
        this.retryLater();
      }
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    // Streams that read their state while it was down (or gave up waiting for it) read it again; those waiting
    // for it to come up read theirs now, once.
    this.publishMissedChanges();
    for (const resolve of this.waiters) resolve();
    this.waiters.clear();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.closed) return;
    console.error('The connection listening for changes was lost; opening it again');
    this.retryLater();
  }

  private retryLater(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.listen();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
