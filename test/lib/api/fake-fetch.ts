import { createTrackerClient, type TrackerClientOptions } from '../../../lib/api';
import type { FetchLike } from '../../../lib/api/request';

export const API_KEY = 'sekret-0f1e2d3c-key';

export interface SentRequest {
  url: URL;
  /** The URL exactly as the client built it. */
  rawUrl: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (request: SentRequest, index: number) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function text(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers });
}

/** A fetch that records what was sent and answers with `handler`. */
export function fakeFetch(handler: Handler) {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request: SentRequest = {
      url: new URL(input),
      rawUrl: input,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return handler(request, sent.length - 1);
  };
  return { fetch, sent };
}

/** Answers each request with the next response of the list (the last one repeats). */
export function sequence(...responses: (() => Response | Promise<Response>)[]): Handler {
  return (_request, index) => responses[Math.min(index, responses.length - 1)]!();
}

/** A fetch that never answers until its signal aborts, like a stalled connection. */
export const stalledFetch: FetchLike = (_input, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('This operation was aborted', 'AbortError')),
    );
  });

/** A client over a fake fetch; sleeps are recorded and return at once. */
export function testClient(handler: Handler, options: Partial<TrackerClientOptions> = {}) {
  const { fetch, sent } = fakeFetch(handler);
  const sleeps: number[] = [];
  const client = createTrackerClient({
    apiKey: API_KEY,
    baseUrl: 'https://tracker.test',
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => Date.parse('2024-05-01T12:00:00Z'),
    ...options,
  });
  return { client, sent, sleeps };
}

export const emptyPage = () => json({ result: [], totalResults: 0 });
