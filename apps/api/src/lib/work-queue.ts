import { rateLimitRefusals } from '../observability/metrics';
import { ApiError } from './errors';

/**
 * Bounds how many expensive tasks (password hashes: about 0.7 s of CPU and 128 MiB each) run at
 * once in this process, with a short queue behind them; a task that finds the queue full is
 * refused at once with 429 and Retry-After, instead of piling work onto the server.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        rateLimitRefusals.inc({ limit: 'busy' });
        throw new ApiError(429, 'The server is busy. Please try again in a moment.', {
          retryAfter: 2,
        });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot to the next one waiting, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running and waiting (tests, metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
