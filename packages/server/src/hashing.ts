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

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue)
        fail('unavailable', 'The server is busy checking passwords; try again in a moment.', 503);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await work();
    } finally {
      // A waiter takes this slot over (running stays the same), else the slot is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
