import { describe, expect, it } from 'vitest';
import {
  InvalidResponseError,
  RedirectError,
  TimeoutError,
  type FetchLike,
} from '../../../lib/api';
import { API_KEY, emptyPage, json, stalledFetch, testClient, text } from './fake-fetch';

describe('redirects', () => {
  it('never follows a redirect: it fails with a typed error and asks nowhere else', async () => {
    const { client, sent } = testClient(() =>
      text('', 302, { Location: 'https://evil.test/api/me' }),
    );
    const error = await client.counters.me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ kind: 'redirect', status: 302 });
    expect(sent.map((r) => r.url.origin)).toEqual(['https://tracker.test']);
    expect(JSON.stringify(error)).not.toContain(API_KEY);
    expect((error as Error).message).not.toContain(API_KEY);
  });

  it('asks fetch not to follow redirects, for JSON and CSV alike', async () => {
    const modes: (RequestRedirect | undefined)[] = [];
    const fetch: FetchLike = async (_input, init) => {
      modes.push(init.redirect);
      return emptyPage();
    };
    const { client } = testClient(emptyPage, { fetch });
    await client.tags.list({ counter: '1' });
    await client.calls.listCsv({ counter: '1', dimensions: ['callId'] }).catch(() => undefined);
    expect(modes).toEqual(['manual', 'manual']);
  });

  it('treats a browser opaque redirect and an answer from another origin as redirects', async () => {
    const opaque = Object.defineProperty(new Response(null, { status: 200 }), 'type', {
      value: 'opaqueredirect',
    });
    const moved = Object.defineProperty(emptyPage(), 'url', { value: 'https://evil.test/x' });
    for (const response of [opaque, moved]) {
      const { client } = testClient(() => response);
      await expect(client.counters.me()).rejects.toBeInstanceOf(RedirectError);
    }
  });

  it('does not retry a redirect', async () => {
    const { client, sent } = testClient(() => text('', 307, { Location: '/elsewhere' }));
    await expect(client.tags.list({ counter: '1' })).rejects.toMatchObject({ kind: 'redirect' });
    expect(sent).toHaveLength(1);
  });
});

describe('answer size', () => {
  it('refuses an answer larger than the bound, without reading it whole', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const { client } = testClient(() => new Response(endless), { maxResponseBytes: 1024 * 1024 });
    const error = await client.tags.list({ counter: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toMatch(/larger than 1 MB/);
    expect(pulled).toBeLessThan(40);
  });

  it('refuses a declared Content-Length over the bound before reading', async () => {
    const { client } = testClient(() => text('{}', 200, { 'Content-Length': '99999999' }), {
      maxResponseBytes: 1024,
    });
    await expect(client.counters.me()).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('refuses a page with more rows than asked for, as a clear error', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ name: `tag${i}` }));
    const { client } = testClient(() => json({ result: rows, totalResults: rows.length }));
    const error = await client.tags
      .list({ counter: '1', itemsPerPage: 500 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toContain('100000 rows on one page where at most 500');
  });
});

describe('deadline', () => {
  it('ends a call, retries included, by its deadline', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    let attempts = 0;
    const { client } = testClient(emptyPage, {
      fetch: (input, init) => {
        attempts += 1;
        return stalledFetch(input, init);
      },
      timeoutMs: 40,
      maxRetries: 10,
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
    });
    // The clock moves only while sleeping between attempts (backoff 375, 750, 1,500 ms...).
    const error = await client.tags
      .list({ counter: '1' }, { deadline: 1_200 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(sleeps).toEqual([375, 750].slice(0, sleeps.length));
    expect(clock).toBeLessThan(1_200);
    expect(attempts).toBe(sleeps.length + 1);
    expect(attempts).toBeLessThan(4);
  });

  it('gives each attempt only the time left before the deadline', async () => {
    let clock = 1_000;
    const { client } = testClient(emptyPage, {
      fetch: stalledFetch,
      timeoutMs: 60_000,
      maxRetries: 0,
      now: () => clock,
    });
    const error = await client.counters.me({ deadline: clock + 15 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 15 });
    clock += 100;
    await expect(client.counters.me({ deadline: clock - 1 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
