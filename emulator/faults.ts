import { mulberry32 } from './prng';

export interface FaultOptions {
  latencyMs: number;
  failRate: number;
  /** Requests per second per key; 0 turns the limit off. */
  rateLimit: number;
  malformedRate: number;
  seed: number;
}

/** Injected failures. A PRNG of their own keeps the data set identical with or without them. */
export class Faults {
  private readonly random: () => number;
  /** Times of the recent accepted requests, per key. */
  private readonly windows = new Map<string, number[]>();

  constructor(private readonly options: FaultOptions) {
    this.random = mulberry32((options.seed ^ 0x5eed_fa17) >>> 0);
  }

  async delay(): Promise<void> {
    if (this.options.latencyMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
  }

  /**
   * Seconds to wait when `key` went over its budget of N requests in any one-second window,
   * else undefined. A sliding window: a burst is limited the same wherever the clock's second
   * boundary falls.
   */
  retryAfter(key: string, now = Date.now()): number | undefined {
    if (this.options.rateLimit <= 0) return undefined;
    const recent = (this.windows.get(key) ?? []).filter((at) => at > now - 1000);
    this.windows.set(key, recent);
    if (recent.length < this.options.rateLimit) {
      recent.push(now);
      return undefined;
    }
    return Math.max(1, Math.ceil(((recent[0] ?? now) + 1000 - now) / 1000));
  }

  shouldFail(): boolean {
    return this.options.failRate > 0 && this.random() < this.options.failRate;
  }

  /** A broken rendering of a 200 JSON body, or undefined to send it intact. */
  malform(json: unknown): string | undefined {
    if (!(this.options.malformedRate > 0 && this.random() < this.options.malformedRate))
      return undefined;
    const text = JSON.stringify(json);
    const variant = Math.floor(this.random() * 4);
    switch (variant) {
      case 0:
        // A proper prefix of a JSON object or array never parses.
        return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
      case 1:
        return 'null';
      case 2:
        return JSON.stringify([json]);
      default: {
        if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'null';
        const [first] = Object.keys(json);
        if (first === undefined) return 'null';
        return JSON.stringify({ ...json, [first]: 12345 });
      }
    }
  }
}
