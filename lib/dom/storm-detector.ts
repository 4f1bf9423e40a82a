export interface StormOptions {
  /** Mutation records per second above which observing-driven work pauses. */
  maxRecordsPerSecond: number;
  /** Length of the quiet interval, in ms, after which a paused scanner catches up. */
  calmMs: number;
}

export const DEFAULT_STORM_OPTIONS: StormOptions = { maxRecordsPerSecond: 2000, calmMs: 1000 };

/**
 * Counts mutation records in one-second buckets. A page that animates by rewriting the DOM
 * (tickers, virtual lists while scrolling) crosses the threshold; SPA navigation does not.
 * Calm means an interval under half the threshold, so a page hovering near the limit does not
 * flip between paused and running.
 */
export class StormDetector {
  private bucketStart = Number.NEGATIVE_INFINITY;
  private bucketCount = 0;
  private sinceCalmCheck = 0;

  constructor(private readonly options: StormOptions) {}

  get calmMs(): number {
    return this.options.calmMs;
  }

  /** Counts `records` mutations seen at `now`; true when the rate is a storm. */
  record(records: number, now: number): boolean {
    if (now - this.bucketStart >= 1000) {
      this.bucketStart = now;
      this.bucketCount = 0;
    }
    this.bucketCount += records;
    this.sinceCalmCheck += records;
    return this.bucketCount > this.options.maxRecordsPerSecond;
  }

  /** Starts a calm interval (call when pausing). */
  startCalmInterval(): void {
    this.sinceCalmCheck = 0;
  }

  /** Ends a calm interval of `calmMs`: true when it was calm; otherwise a new one starts. */
  endCalmInterval(): boolean {
    const limit = (this.options.maxRecordsPerSecond * this.options.calmMs) / 1000 / 2;
    const calm = this.sinceCalmCheck <= limit;
    this.sinceCalmCheck = 0;
    return calm;
  }
}
