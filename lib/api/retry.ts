import { retryAfterOf, type TrackerApiError } from './errors';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Give up rather than sleep past this many milliseconds in total. */
  maxTotalWaitMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** In [0, 1); injectable so tests are deterministic. */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: Omit<RetryPolicy, 'random'> = {
  maxRetries: 3,
  maxTotalWaitMs: 30_000,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
};

/** Failures that may pass by themselves. A 4xx other than 429 will fail the same way again. */
export function isTransient(error: TrackerApiError): boolean {
  return (
    error.kind === 'rate_limited' ||
    error.kind === 'server' ||
    error.kind === 'network' ||
    error.kind === 'timeout'
  );
}

/**
 * Exponential backoff with "equal jitter" (half fixed, half random), so clients that failed
 * together do not retry together. `retry` counts from 0.
 */
export function backoffDelay(retry: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (policy.random() * ceiling) / 2);
}

/**
 * Milliseconds to wait before the next attempt, or undefined to give up. The server's
 * `Retry-After` wins over our backoff; a wait past the total budget means giving up now.
 */
export function nextRetryDelay(
  error: TrackerApiError,
  retry: number,
  waitedMs: number,
  policy: RetryPolicy,
): number | undefined {
  if (!isTransient(error) || retry >= policy.maxRetries) return undefined;
  const delay = retryAfterOf(error) ?? backoffDelay(retry, policy);
  return waitedMs + delay > policy.maxTotalWaitMs ? undefined : delay;
}
