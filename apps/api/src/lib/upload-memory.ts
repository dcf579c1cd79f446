/**
 * The multipart bodies this process holds in memory (issue 47: 20 concurrent requests of
 * 10 x 2.4 MB took the api from 135 to 352 MB). Each upload reserves its declared size before its
 * body is read, so the uploads held at once never exceed the budget; `held` and `peakHeld` count
 * the bytes actually kept (the metrics and tests read them).
 */
export class UploadMemory {
  private reservedBytes = 0;
  private heldBytes = 0;
  private peak = 0;

  constructor(
    /** Bytes of uploads held at once (default UPLOAD_MEMORY_BYTES). */
    readonly budget: number,
  ) {}

  /** Takes bytes of the budget for one upload; false (nothing taken) when they do not fit. */
  reserve(bytes: number): boolean {
    if (this.reservedBytes + bytes > this.budget) return false;
    this.reservedBytes += bytes;
    return true;
  }

  /** Gives back what an upload reserved and held, once its answer is sent or it was aborted. */
  release(reserved: number, held: number): void {
    this.reservedBytes -= reserved;
    this.heldBytes -= held;
  }

  /** Counts bytes of an upload kept in memory. */
  hold(bytes: number): void {
    this.heldBytes += bytes;
    this.peak = Math.max(this.peak, this.heldBytes);
  }

  get reserved(): number {
    return this.reservedBytes;
  }

  get held(): number {
    return this.heldBytes;
  }

  /** The most bytes held at once since the last reset. */
  get peakHeld(): number {
    return this.peak;
  }

  resetPeak(): void {
    this.peak = this.heldBytes;
  }
}

/** Uploads held in memory at once by one api process: 64 MiB (two full 25 MB bodies). */
export const UPLOAD_MEMORY_BYTES = 64 * 1024 * 1024;
