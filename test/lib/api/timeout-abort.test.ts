import { describe, expect, it, vi } from 'vitest';
import { AbortedError, TimeoutError, type FetchLike } from '../../../lib/api';
import { defaultSleep } from '../../../lib/api/request';
import { emptyPage, json, sequence, stalledFetch, testClient } from './fake-fetch';

describe('timeout', () => {
  it('fails a stalled request with a timeout error', async () => {
    const { client } = testClient(emptyPage, { fetch: stalledFetch, timeoutMs: 10, maxRetries: 0 });
    const error = await client.tags.list({ counter: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 10 });
  });

  it('times out even when fetch ignores its signal', async () => {
    const deaf: FetchLike = () => new Promise(() => {});
    const { client } = testClient(emptyPage, { fetch: deaf, timeoutMs: 10, maxRetries: 0 });
    await expect(client.counters.me()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('times out a body that never finishes', async () => {
    const slowBody: FetchLike = async () => {
      // One chunk, then nothing: the body never ends.
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{')),
        pull: () => new Promise(() => {}),
      });
      return new Response(body);
    };
    const { client } = testClient(emptyPage, { fetch: slowBody, timeoutMs: 10, maxRetries: 0 });
    await expect(client.counters.me()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('takes a per-call timeout over the client default', async () => {
    const { client } = testClient(emptyPage, {
      fetch: stalledFetch,
      timeoutMs: 60_000,
      maxRetries: 0,
    });
    await expect(client.counters.me({ timeoutMs: 5 })).rejects.toMatchObject({ timeoutMs: 5 });
  });

  it('retries a timed-out read', async () => {
    let attempts = 0;
    const stallOnce: FetchLike = (input, init) =>
      ++attempts === 1 ? stalledFetch(input, init) : Promise.resolve(emptyPage());
    const { client } = testClient(emptyPage, { fetch: stallOnce, timeoutMs: 10 });
    await expect(client.tags.list({ counter: '1' })).resolves.toMatchObject({ items: [] });
    expect(attempts).toBe(2);
  });
});

describe('abort', () => {
  it('does not send when the signal is already aborted', async () => {
    const { client, sent } = testClient(emptyPage);
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.tags.list({ counter: '1' }, { signal: controller.signal }),
    ).rejects.toBeInstanceOf(AbortedError);
    expect(sent).toHaveLength(0);
  });

  it('cancels a request in flight, and does not retry it', async () => {
    let attempts = 0;
    const counting: FetchLike = (input, init) => {
      attempts++;
      return stalledFetch(input, init);
    };
    const { client } = testClient(emptyPage, { fetch: counting });
    const controller = new AbortController();
    const pending = client.tags.list({ counter: '1' }, { signal: controller.signal });
    await vi.waitFor(() => expect(attempts).toBe(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(attempts).toBe(1);
  });

  it('cancels the wait between retries', async () => {
    const controller = new AbortController();
    const { client, sent } = testClient(
      sequence(() => json({ error: 'x', message: 'down' }, 500), emptyPage),
      { sleep: defaultSleep },
    );
    const pending = client.tags.list({ counter: '1' }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(sent).toHaveLength(1);
  });

  it('stops an iterator between pages', async () => {
    const controller = new AbortController();
    const { client, sent } = testClient((request) =>
      json({
        result: [{ name: `t${request.url.searchParams.get('page')}` }],
        totalResults: 10,
        nextLink: 'https://tracker.test/v2/tag/list?page=next',
      }),
    );
    const seen: string[] = [];
    const run = async () => {
      for await (const tag of client.tags.iterate(
        { counter: '1' },
        { signal: controller.signal },
      )) {
        seen.push(tag.name);
        if (seen.length === 2) controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen).toEqual(['t1', 't2']);
    expect(sent).toHaveLength(2);
  });
});
