/**
 * The parts of one request that do not depend on its flow (request.ts): the retry policy, an
 * attempt's fetch options, a fetch that found no tracker, and the turn in the scheduler.
 */
import { AbortedError, NetworkError, RateLimitedError, TimeoutError, safeCause } from './errors';
import type { RequestGate } from './request-queue';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';

/** A `429` this recent explains a request still queued at its deadline. */
const RECENTLY_LIMITED_MS = 30_000;

export function retryPolicyOf(config: {
  random?: () => number;
  maxRetries?: number;
  maxRetryWaitMs?: number;
}): RetryPolicy {
  return {
    ...DEFAULT_RETRY_POLICY,
    random: config.random ?? Math.random,
    ...(config.maxRetries !== undefined ? { maxRetries: config.maxRetries } : {}),
    ...(config.maxRetryWaitMs !== undefined ? { maxTotalWaitMs: config.maxRetryWaitMs } : {}),
  };
}

/** The fetch options of one attempt. */
export function requestInit(
  spec: { method: 'GET' | 'POST'; accept?: 'json' | 'csv'; body?: unknown },
  signal: AbortSignal,
): RequestInit {
  const headers: Record<string, string> = {
    Accept: spec.accept === 'csv' ? 'text/csv' : 'application/json',
  };
  // Never followed: the URL holds the key, and a redirect may point anywhere.
  const init: RequestInit = { method: spec.method, headers, signal, redirect: 'manual' };
  if (spec.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(spec.body);
  }
  return init;
}

/** A fetch that failed on its own (no answer, not aborted, not timed out), key scrubbed. */
export function unreachable(
  error: unknown,
  details: { url: string },
  scrub: (text: string) => string,
): NetworkError {
  const cause = safeCause(error, scrub);
  return new NetworkError(`The tracker could not be reached: ${cause.message}`, {
    ...details,
    cause,
  });
}

/** How a request waits for its turn in the scheduler, and what it fails with there. */
export function queueTurn(
  spec: { signal?: AbortSignal; deadline?: number },
  url: string,
  timeoutMs: number,
  scheduler: RequestGate | undefined,
) {
  const { deadline } = spec;
  return {
    ...(spec.signal ? { signal: spec.signal } : {}),
    ...(deadline !== undefined ? { deadline } : {}),
    // Still waiting at the deadline: because of the key's limit (say so: the service is
    // there, only busy) or because every slot was taken by slow answers.
    expired: () =>
      scheduler?.limitedWithin(RECENTLY_LIMITED_MS)
        ? new RateLimitedError('The key was at its rate limit until the deadline', { url })
        : new TimeoutError(timeoutMs, { url }),
    aborted: () => new AbortedError({ url }),
  };
}
