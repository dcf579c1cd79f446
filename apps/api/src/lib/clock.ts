/**
 * The api's sense of "now": every rule that depends on time (scheduled delivery, reminders,
 * quiet hours, the jobs) reads it from here, so that tests can move time on.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock a test controls: it follows real time shifted by what was advanced, or stands still at
 * a set instant. Never built in production (services.ts refuses it, config.ts refuses TEST_CLOCK).
 */
export class ControlledClock implements Clock {
  private fixed: number | undefined;
  private offsetMs = 0;

  constructor(start?: Date) {
    this.fixed = start?.getTime();
  }

  now(): Date {
    return new Date((this.fixed ?? Date.now()) + this.offsetMs);
  }

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }

  /** Back to real time. */
  reset(): void {
    this.fixed = undefined;
    this.offsetMs = 0;
  }

  set(instant: Date): void {
    this.fixed = instant.getTime();
    this.offsetMs = 0;
  }
}
