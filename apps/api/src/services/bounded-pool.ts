import { availableParallelism } from 'node:os';

/**
 * Runs at most `concurrency` tasks at once and keeps at most `maxQueued` waiting, first come first served. A task
 * offered to a full queue is refused at once (PoolFullError) instead of piling up: past that point every waiter
 * would wait longer than a client is willing to, and the memory of each held request is spent for nothing.
 */
export class BoundedPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private counters = { started: 0, refused: 0, peakRunning: 0 };

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {
    if (concurrency < 1 || maxQueued < 0) throw new Error('A pool needs at least one worker and a queue of 0 or more');
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return this.execute(task);
    }
    if (this.waiting.length >= this.maxQueued) {
      this.counters.refused += 1;
      return Promise.reject(new PoolFullError());
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(() => this.execute(task));
  }

  /** What the pool is doing and has done: for tests and diagnostics, never for decisions. */
  stats() {
    return { running: this.running, queued: this.waiting.length, ...this.counters };
  }

  /** Runs a task that already holds a slot. */
  private async execute<T>(task: () => Promise<T>): Promise<T> {
    this.counters.started += 1;
    this.counters.peakRunning = Math.max(this.counters.peakRunning, this.running);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a task arriving meanwhile cannot slip in beside it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export class PoolFullError extends Error {
  constructor() {
    super('The pool queue is full');
    this.name = 'PoolFullError';
  }
}

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file and DNS work
 * share; one hash per core keeps the CPU busy without starving the event loop or taking every thread.
 */
const LIBUV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const HASH_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), LIBUV_THREADS - 1));
/** At production cost a hash takes about 0.3 s: eight per worker is at most ~2.5 s of waiting before a 503. */
export const HASH_QUEUE_PER_WORKER = 8;

/** The one pool every password hash and check of the server goes through (login, sign-up, reset, change). */
export const createHashPool = () => new BoundedPool(HASH_CONCURRENCY, HASH_CONCURRENCY * HASH_QUEUE_PER_WORKER);
