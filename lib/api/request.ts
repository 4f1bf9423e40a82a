import { errorFromResponse } from './error-response';
import {
  AbortedError,
  AuthError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  TrackerApiError,
  safeCause,
} from './errors';
import { encodeQuery, type ArrayFormat, type QueryParams } from './query';
import { redactSecret } from './redact';
import { DEFAULT_RETRY_POLICY, nextRetryDelay, type RetryPolicy } from './retry';

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
}

/** Options every operation takes. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
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

export function createRequester(config: RequestConfig): Requester {
  const baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const fetchFn = config.fetch ?? globalFetch;
  const sleep = config.sleep ?? defaultSleep;
  const now = config.now ?? Date.now;
  const policy: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    random: config.random ?? Math.random,
    ...(config.maxRetries !== undefined ? { maxRetries: config.maxRetries } : {}),
    ...(config.maxRetryWaitMs !== undefined ? { maxTotalWaitMs: config.maxRetryWaitMs } : {}),
  };
  const readKey = async (): Promise<string> =>
    typeof config.apiKey === 'function' ? await config.apiKey() : config.apiKey;

  async function attempt<T>(spec: RequestSpec<T>, url: string, scrub: (t: string) => string) {
    const timeoutMs = spec.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
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
      if (spec.signal?.aborted) return new AbortedError(details);
      if (timedOut) return new TimeoutError(timeoutMs, details);
      const cause = safeCause(error, scrub);
      return new NetworkError(`The tracker could not be reached: ${cause.message}`, {
        ...details,
        cause,
      });
    };

    try {
      let response: Response;
      let text: string;
      try {
        const headers: Record<string, string> = {
          Accept: spec.accept === 'csv' ? 'text/csv' : 'application/json',
        };
        const init: RequestInit = { method: spec.method, headers, signal: controller.signal };
        if (spec.body !== undefined) {
          headers['Content-Type'] = 'application/json';
          init.body = JSON.stringify(spec.body);
        }
        response = await untilAborted(fetchFn(url, init), controller.signal);
        text = await untilAborted(response.text(), controller.signal);
      } catch (error) {
        throw failure(error);
      }
      if (!response.ok) {
        throw errorFromResponse({
          status: response.status,
          bodyText: text,
          retryAfter: response.headers.get('Retry-After'),
          url,
          now: now(),
          scrub,
        });
      }
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

    let waitedMs = 0;
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(spec, url, scrub);
      } catch (error) {
        if (!(error instanceof TrackerApiError) || !spec.idempotent) throw error;
        const delay = nextRetryDelay(error, retry, waitedMs, policy);
        if (delay === undefined) throw error;
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
