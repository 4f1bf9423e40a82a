import { errorFromResponse } from './error-response';
import {
  AbortedError,
  AuthError,
  InvalidResponseError,
  RedirectError,
  TimeoutError,
  TrackerApiError,
} from './errors';
import { encodeQuery, type ArrayFormat, type QueryParams } from './query';
import { MAX_RESPONSE_BYTES, readBoundedText } from './read-body';
import { redactSecret } from './redact';
import { queueTurn, requestInit, retryPolicyOf, unreachable } from './request-steps';
import { nextRetryDelay } from './retry';
import type { Priority, RequestGate } from './request-queue';

export const DEFAULT_BASE_URL = 'https://api.tracker.k50.ru';
export const DEFAULT_TIMEOUT_MS = 15_000;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
/** Resolves after `ms`; rejects when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RequestConfig {
  /** The key, or a getter so a changed key needs no new client. */
  apiKey: string | (() => string | Promise<string>);
  baseUrl?: string;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  maxRetries?: number;
  /** Cap on the total time spent sleeping between retries of one call. */
  maxRetryWaitMs?: number;
  fetch?: FetchLike;
  sleep?: Sleep;
  /** Clock for `Retry-After` dates. */
  now?: () => number;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** Largest answer body read; a larger one fails with `invalid_response`. */
  maxResponseBytes?: number;
  /**
   * The background's one gate to the tracker: each attempt waits for its turn there, and a
   * `429` pauses every request rather than failing this one (see `request-queue.ts`).
   */
  scheduler?: RequestGate;
  /** Rank of this client's reads in the scheduler; writes (POST) rank as `write`. */
  priority?: Priority;
  /**
   * Told what the service made of the key on every answer: `accepted` on a 2xx, `refused` on
   * a 401/403 for the key itself (not for a counter it cannot see). The background keeps the
   * key's one status from it (lib/background/key-vault.ts). Other answers say nothing of it.
   */
  onKeyAnswer?: KeyAnswerListener;
}

/** Awaited before the answer goes on, so a refusal is on record before anyone reads the error. */
export type KeyAnswerListener = (answer: {
  apiKey: string;
  verdict: 'accepted' | 'refused';
}) => void | Promise<void>;

/** Refusals for the key's rate a scheduled request sits out before failing. */
export const MAX_RATE_LIMITED_RETRIES = 30;

/** Options every operation takes. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Epoch ms (by the client's clock) by which the call ends, retries included: no attempt
   * runs past it and no retry starts that could not finish before it.
   */
  deadline?: number;
  /** Rank in the scheduler, over the client's own (`RequestConfig.priority`). */
  priority?: Priority;
}

export interface RequestSpec<T> extends CallOptions {
  method: 'GET' | 'POST';
  path: string;
  query?: QueryParams;
  arrayFormat?: ArrayFormat;
  /** Sent as JSON (POST only). */
  body?: unknown;
  /** Safe to send twice. Only idempotent requests are retried. */
  idempotent: boolean;
  accept?: 'json' | 'csv';
  /** Turns the 2xx body text into the result; throws InvalidResponseError on mismatch. */
  parse: (text: string) => T;
}

export type Requester = <T>(spec: RequestSpec<T>) => Promise<T>;

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

// Resolved per call: an unbound `fetch` throws "Illegal invocation" in browsers, and tests
// may stub the global after the client was made.
const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/** Rejects as soon as `signal` aborts, even if the underlying promise never settles. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A redirect answer: `opaqueredirect` in browsers with `redirect: 'manual'`, a plain 3xx in
 * Node, or a response some fetch followed anyway (then it came from another URL).
 */
function isRedirect(response: Response, url: string): boolean {
  if (response.type === 'opaqueredirect' || response.redirected) return true;
  if (response.status >= 300 && response.status < 400) return true;
  return response.url !== '' && new URL(response.url).origin !== new URL(url).origin;
}

export function createRequester(config: RequestConfig): Requester {
  const baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const fetchFn = config.fetch ?? globalFetch;
  const sleep = config.sleep ?? defaultSleep;
  const now = config.now ?? Date.now;
  const policy = retryPolicyOf(config);
  const maxResponseBytes = config.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const readKey = async (): Promise<string> =>
    typeof config.apiKey === 'function' ? await config.apiKey() : config.apiKey;

  const tell = async (apiKey: string, verdict: 'accepted' | 'refused') => {
    try {
      await config.onKeyAnswer?.({ apiKey, verdict });
    } catch (error) {
      console.warn('The key answer listener failed:', error);
    }
  };

  async function attempt<T>(
    spec: RequestSpec<T>,
    url: string,
    scrub: (t: string) => string,
    timeoutMs: number,
    apiKey: string,
  ) {
    const details = { url };
    if (spec.signal?.aborted) throw new AbortedError(details);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    spec.signal?.addEventListener('abort', forwardAbort, { once: true });

    const failure = (error: unknown): TrackerApiError => {
      if (error instanceof TrackerApiError) return error;
      if (spec.signal?.aborted) return new AbortedError(details);
      if (timedOut) return new TimeoutError(timeoutMs, details);
      return unreachable(error, details, scrub);
    };

    try {
      let response: Response;
      let text: string;
      try {
        const init = requestInit(spec, controller.signal);
        response = await untilAborted(fetchFn(url, init), controller.signal);
        if (isRedirect(response, url)) {
          await response.body?.cancel().catch(() => undefined);
          throw new RedirectError({ ...details, status: response.status });
        }
        text = await untilAborted(
          readBoundedText(response, maxResponseBytes, details),
          controller.signal,
        );
      } catch (error) {
        throw failure(error);
      }
      if (!response.ok) {
        const error = errorFromResponse({
          status: response.status,
          bodyText: text,
          retryAfter: response.headers.get('Retry-After'),
          url,
          now: now(),
          scrub,
        });
        if (error instanceof AuthError && !error.counterAccess) await tell(apiKey, 'refused');
        throw error;
      }
      await tell(apiKey, 'accepted');
      try {
        return spec.parse(text);
      } catch (error) {
        if (error instanceof InvalidResponseError) {
          throw new InvalidResponseError(scrub(error.issues), {
            ...details,
            status: response.status,
          });
        }
        throw error;
      }
    } finally {
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return async function request<T>(spec: RequestSpec<T>): Promise<T> {
    const apiKey = await readKey();
    if (!apiKey) {
      throw new AuthError('No API key is set', { code: 'missing_api_key', counterAccess: false });
    }
    const scrub = (text: string) => redactSecret(text, apiKey);
    const query = encodeQuery({ ...spec.query, apiKey }, spec.arrayFormat ?? 'indexed');
    const url = `${baseUrl}${spec.path}?${query}`;

    const timeoutMs = spec.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const { deadline } = spec;
    const { scheduler } = config;
    const priority =
      spec.priority ?? (spec.method === 'POST' ? 'write' : (config.priority ?? 'background'));
    const once = () => {
      // Measured when the turn comes: waiting in the queue is not the attempt's time.
      const left = deadline === undefined ? timeoutMs : deadline - now();
      if (left <= 0) throw new TimeoutError(timeoutMs, { url });
      return attempt(spec, url, scrub, Math.min(timeoutMs, left), apiKey);
    };
    const turn = queueTurn(spec, url, timeoutMs, scheduler);
    let waitedMs = 0;
    let limitedRetries = 0;
    for (let retry = 0; ; retry++) {
      try {
        return await (scheduler ? scheduler.run(priority, once, turn) : once());
      } catch (error) {
        if (!(error instanceof TrackerApiError) || !spec.idempotent) throw error;
        // The scheduler holds every request until the key's limit allows: sitting that out
        // is waiting, not failing, so it costs no retry (the deadline still bounds it).
        if (scheduler && error.kind === 'rate_limited') {
          limitedRetries += 1;
          if (limitedRetries > MAX_RATE_LIMITED_RETRIES) throw error;
          if (deadline !== undefined && now() >= deadline) throw error;
          retry -= 1;
          continue;
        }
        const delay = nextRetryDelay(error, retry, waitedMs, policy);
        if (delay === undefined) throw error;
        // A retry that could not finish before the deadline is not worth starting.
        if (deadline !== undefined && now() + delay >= deadline) throw error;
        waitedMs += delay;
        try {
          await sleep(delay, spec.signal);
        } catch {
          throw new AbortedError({ url });
        }
      }
    }
  };
}
