import { BoundedPool } from '../services/bounded-pool';

/**
 * A password-hash pool whose tasks wait for `open()`: a test holds guesses in flight (their budget slots taken) while
 * it sends more, so which guesses came first does not depend on how the database orders concurrent transactions.
 */
export class GatedPool extends BoundedPool {
  private release!: () => void;
  private readonly gate = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  override run<T>(task: () => Promise<T>): Promise<T> {
    return super.run(async () => {
      await this.gate;
      return task();
    });
  }

  open(): void {
    this.release();
  }
}
