import { describe, expect, it } from 'vitest';
import { BoundedPool, PoolFullError } from './bounded-pool';

/** A task the test finishes by hand, so the pool's state can be read in between. */
function gate() {
  let open: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  let started = false;
  return {
    task: async () => {
      started = true;
      await done;
      return 'done';
    },
    open,
    started: () => started,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedPool', () => {
  it('runs at most `concurrency` tasks, queues up to `maxQueued`, and refuses the rest at once', async () => {
    const pool = new BoundedPool(2, 3);
    const gates = Array.from({ length: 7 }, gate);
    const runs = gates.map((g) => pool.run(g.task).catch((e: unknown) => e));
    await settle();

    expect(pool.stats()).toMatchObject({ running: 2, queued: 3, started: 2, refused: 2 });
    expect(gates.map((g) => g.started())).toEqual([true, true, false, false, false, false, false]);
    expect(await runs[5]).toBeInstanceOf(PoolFullError);
    expect(await runs[6]).toBeInstanceOf(PoolFullError);

    for (const g of gates) g.open();
    expect(await Promise.all(runs.slice(0, 5))).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0, started: 5, peakRunning: 2 });
  });

  it('starts waiters first come first served, and a newcomer cannot slip past them', async () => {
    const pool = new BoundedPool(1, 5);
    const order: string[] = [];
    const first = gate();
    const running = pool.run(first.task);
    const queued = ['a', 'b'].map((name) => pool.run(async () => order.push(name)));
    first.open();
    await running;
    const late = pool.run(async () => order.push('late'));
    await Promise.all([...queued, late]);
    expect(order).toEqual(['a', 'b', 'late']);
    expect(pool.stats().peakRunning).toBe(1);
  });

  it('frees the slot when a task fails', async () => {
    const pool = new BoundedPool(1, 0);
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(pool.run(async () => 'next')).resolves.toBe('next');
  });
});
