import { describe, expect, it } from 'vitest';
import { NetworkError, redact, redactSecret, toErrorPayload } from '../../../lib/api';
import { API_KEY, json, testClient, text } from './fake-fetch';
import type { FetchLike, TrackerApiError } from '../../../lib/api';

describe('redact', () => {
  it.each([
    [
      'https://x.test/v2/call/list?counter=1&apiKey=abc-123&page=2',
      'https://x.test/v2/call/list?counter=1&apiKey=***&page=2',
    ],
    ['https://x.test/api/me?apiKey=abc', 'https://x.test/api/me?apiKey=***'],
    ['GET https://x.test/a?APIKEY=abc#frag failed', 'GET https://x.test/a?APIKEY=***#frag failed'],
    ['api_key=zzz and api-key=yyy', 'api_key=*** and api-key=***'],
    ['no key here', 'no key here'],
  ])('%s', (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it('removes a known key anywhere, raw or percent-encoded', () => {
    expect(redactSecret('key a/b+c= was refused', 'a/b+c=')).toBe('key *** was refused');
    expect(redactSecret('x?k=a%2Fb%2Bc%3D', 'a/b+c=')).toBe('x?k=***');
  });
});

/** Everything about an error a UI, a log or a crash report could show. */
function everythingShown(error: unknown): string {
  const e = error as TrackerApiError & { cause?: Error };
  return [
    e.message,
    e.stack,
    e.url,
    e.cause?.message,
    e.cause?.stack,
    JSON.stringify(e),
    JSON.stringify(toErrorPayload(e)),
    String(e),
  ].join('\n');
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('the API key never leaves on an error', () => {
  const echoKey = `Key ${API_KEY} is wrong (https://tracker.test/api/me?apiKey=${API_KEY})`;

  it.each([
    ['auth', () => json({ error: 'invalid_api_key', message: echoKey }, 403)],
    ['bad_request', () => json({ error: { code: 1, message: echoKey } }, 400)],
    ['not_found', () => text(`Not found: /api/me?apiKey=${API_KEY}`, 404)],
    ['conflict', () => json({ error: 'already_exists', message: echoKey }, 409)],
    ['rate_limited', () => json({ error: 'rate_limited', message: echoKey }, 429)],
    ['server', () => text(`<pre>Fatal at ${encodeURIComponent(API_KEY)}</pre>`, 500)],
    [
      'invalid_response',
      () => json({ result: [{ callId: 'c', isTarget: API_KEY }], totalResults: 1 }),
    ],
  ])('%s', async (kind, respond) => {
    const { client } = testClient(respond, { maxRetries: 0 });
    const error = await failureOf(client.calls.list({ counter: '1', dimensions: ['callId'] }));
    expect((error as TrackerApiError).kind).toBe(kind);
    expect((error as TrackerApiError).url).toContain('apiKey=***');
    expect(everythingShown(error)).not.toContain(API_KEY);
    expect(everythingShown(error)).not.toContain(encodeURIComponent(API_KEY));
  });

  it('network: a fetch that puts the URL in its message', async () => {
    const throwing: FetchLike = (input) =>
      Promise.reject(new TypeError(`fetch failed for ${input}`));
    const { client } = testClient(() => json({}), { fetch: throwing, maxRetries: 0 });
    const error = await failureOf(client.counters.me());
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toContain('apiKey=***');
    expect(((error as NetworkError).cause as Error).name).toBe('TypeError');
    expect(everythingShown(error)).not.toContain(API_KEY);
  });

  it('timeout and aborted', async () => {
    const stalled: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new Error(`aborted ${String(_input)}`)),
        ),
      );
    const { client } = testClient(() => json({}), { fetch: stalled, timeoutMs: 5, maxRetries: 0 });
    const timedOut = await failureOf(client.counters.me());
    const controller = new AbortController();
    const pending = failureOf(client.counters.me({ signal: controller.signal }));
    controller.abort();
    const aborted = await pending;
    expect((timedOut as TrackerApiError).kind).toBe('timeout');
    expect((aborted as TrackerApiError).kind).toBe('aborted');
    expect(everythingShown(timedOut) + everythingShown(aborted)).not.toContain(API_KEY);
  });
});
