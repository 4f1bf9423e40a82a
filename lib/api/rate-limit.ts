/**
 * The rate of requests one key may make, learnt from its `429`s: a token bucket whose refill
 * rate is steered by AIMD. A token bucket alone needs the key's limit, which the tracker does
 * not publish; AIMD learns it: every `429` halves the rate (once per burst: only requests
 * started after the last cut may cut again) and stops every start until its `Retry-After`;
 * each second's worth of answers without one adds a small step back. Browsers of one team
 * sharing a key each converge on a share of it, the way TCP flows share a link.
 */
import { retryAfterOf, TrackerApiError } from './errors';

export interface RateOptions {
  /** Requests per second at first, before any `429` taught us the key's limit. */
  initialRate?: number;
  minRate?: number;
  maxRate?: number;
  /** Added to the rate after each second's worth of answers without a `429`. */
  increaseStep?: number;
  now?: () => number;
  /** The `Retry-After` of a refused request in ms (0 when it gave none), or null: not a 429. */
  rateLimitOf?: (error: unknown) => number | null;
}

/** How a started request ended, as the rate sees it. */
export type Answer = { failed: false } | { failed: true; error: unknown };

/** A tracker `429`'s `Retry-After` in ms (0 without one); null for any other outcome. */
export function trackerRateLimitOf(error: unknown): number | null {
  if (!(error instanceof TrackerApiError) || error.kind !== 'rate_limited') return null;
  return retryAfterOf(error) ?? 0;
}

/** Without a Retry-After, a refused request pauses starts this long. */
const DEFAULT_PAUSE_MS = 1_000;

export function createRateLimit(options: RateOptions = {}) {
  const minRate = options.minRate ?? 0.05;
  const maxRate = options.maxRate ?? 20;
  const increaseStep = options.increaseStep ?? 0.25;
  const now = options.now ?? Date.now;
  const rateLimitOf = options.rateLimitOf ?? trackerRateLimitOf;

  let rate = options.initialRate ?? 4;
  let tokens = Math.max(1, rate);
  let refilledAt = now();
  let pausedUntil = 0;
  let lastCutAt = -Infinity;
  let lastLimitedAt = -Infinity;
  let calmAnswers = 0;
  let refused = 0;

  const capacity = () => Math.max(1, rate);

  return {
    /** Ms until starts may resume after a `429` (0: not paused). */
    pausedFor: (at: number): number => Math.max(0, pausedUntil - at),

    refill(at: number): void {
      // After a pause, one token is ready as it ends; none piled up while it lasted.
      const from = Math.max(refilledAt, pausedUntil - 1000 / rate);
      if (at > from) tokens = Math.min(capacity(), tokens + ((at - from) / 1000) * rate);
      refilledAt = Math.max(refilledAt, at);
    },

    /** Takes a token and answers 0, or answers the ms until one is there. */
    take(): number {
      if (tokens < 1) return ((1 - tokens) / rate) * 1000;
      tokens -= 1;
      return 0;
    },

    /** Learns from the answer of a request started at `startedAt`. */
    answered(startedAt: number, answer: Answer): void {
      const retryAfterMs = answer.failed ? rateLimitOf(answer.error) : null;
      if (retryAfterMs === null) {
        if (answer.failed) return;
        calmAnswers += 1;
        if (calmAnswers >= rate) {
          calmAnswers = 0;
          rate = Math.min(maxRate, rate + increaseStep);
        }
        return;
      }
      refused += 1;
      const at = now();
      lastLimitedAt = at;
      pausedUntil = Math.max(pausedUntil, at + (retryAfterMs || DEFAULT_PAUSE_MS));
      // Requests already under way when the rate was cut tell of the same burst.
      if (startedAt > lastCutAt) {
        lastCutAt = at;
        rate = Math.max(minRate, rate / 2);
        tokens = Math.min(tokens, 0);
        calmAnswers = 0;
      }
    },

    /** Another key or address: what was learnt of the old one's limit no longer holds. */
    forget(): void {
      rate = options.initialRate ?? 4;
      tokens = Math.max(1, rate);
      pausedUntil = 0;
      lastCutAt = -Infinity;
      lastLimitedAt = -Infinity;
      calmAnswers = 0;
    },

    /** A `429` came within the last `withinMs`: the key is at its limit. */
    limitedWithin: (withinMs: number): boolean => now() - lastLimitedAt <= withinMs,

    snapshot: () => ({ rate, pausedUntil, refused }),
  };
}
