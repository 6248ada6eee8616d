/** A first-come, first-served lock for asynchronous work: `acquire` resolves with the function that releases it. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private holders = 0;

  /** Whether someone holds the lock or waits for it. */
  get busy(): boolean {
    return this.holders > 0;
  }

  async acquire(): Promise<() => void> {
    this.holders += 1;
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      release();
    };
  }
}
