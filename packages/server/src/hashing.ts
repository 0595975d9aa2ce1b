import { fail } from './errors.ts';

/**
 * Password hashing with a bound: scrypt runs on libuv's small thread pool, which file reads
 * and DNS share, so a flood of logins must not take all of it. At most `concurrency` hashes
 * run at once and `queue` wait; one more is refused at once (503, try again shortly)
 * rather than left to wait behind the flood.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  /** How long a hash takes lately (ms, a moving average), to make a refusal without one take as long. */
  private typical = 50;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue)
        fail('unavailable', 'The server is busy checking passwords; try again in a moment.', 503);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.typical = 0.9 * this.typical + 0.1 * (performance.now() - start);
      // A waiter takes this slot over (running stays the same), else the slot is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Waits about as long as a hash takes, using no thread: an unknown name is refused as
   * slowly as a wrong password (timing tells no names), but a flood of made-up names
   * costs no hashing.
   */
  pretend(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.typical));
  }
}
