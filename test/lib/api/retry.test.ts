import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../lib/api';
import { backoffDelay, DEFAULT_RETRY_POLICY } from '../../../lib/api/retry';
import { emptyPage, json, sequence, testClient } from './fake-fetch';

const serverError = () => json({ error: 'internal_error', message: 'Injected failure' }, 500);
const rateLimited = (retryAfter: string) => () =>
  json({ error: 'rate_limited', message: 'Slow down' }, 429, { 'Retry-After': retryAfter });
const okCall = () => json({ result: 'ok', callId: 'c1' });
const okTags = () => json({ result: { c1: { result: 'ok' } } });

const callInput = {
  counter: '1',
  callId: 'c1',
  startTime: '2024-05-01 10:00:00',
  callerPhone: '79991234567',
  calledPhone: '74950000000',
};

describe('which operations retry', () => {
  it('a read retries a 500 and returns the later answer', async () => {
    const { client, sent, sleeps } = testClient(sequence(serverError, serverError, emptyPage));
    await expect(client.tags.list({ counter: '1' })).resolves.toEqual({
      items: [],
      totalResults: 0,
    });
    expect(sent).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it.each([
    ['calls.update', (c: Client) => c.calls.update({ counter: '1', callId: 'c1' }), okCall],
    [
      'calls.addTags',
      (c: Client) => c.calls.addTags({ counter: '1', callIds: ['c1'], tags: ['t'] }),
      okTags,
    ],
    [
      'calls.removeTags',
      (c: Client) => c.calls.removeTags({ counter: '1', callIds: ['c1'], tags: ['t'] }),
      okTags,
    ],
    [
      'leads.addTags',
      (c: Client) => c.leads.addTags({ counter: '1', leadIds: [1], tags: ['t'] }),
      okTags,
    ],
    [
      'orders.update',
      (c: Client) => c.orders.update({ counter: '1', orderId: 'o' }),
      () => json({ result: 'ok' }),
    ],
  ])('idempotent write %s is retried', async (_name, run, ok) => {
    const { client, sent } = testClient(sequence(serverError, ok));
    await expect(run(client)).resolves.toBeDefined();
    expect(sent).toHaveLength(2);
  });

  it.each([
    ['calls.add', (c: Client) => c.calls.add(callInput)],
    [
      'orders.add',
      (c: Client) => c.orders.add({ counter: '1', orderId: 'o', dateTime: '2024-05-01' }),
    ],
  ])('%s is never retried, not even on 500 or a network error', async (_name, run) => {
    const onServerError = testClient(sequence(serverError, okCall));
    await expect(run(onServerError.client)).rejects.toMatchObject({ kind: 'server' });
    expect(onServerError.sent).toHaveLength(1);

    let attempts = 0;
    const offline: FetchLike = () => {
      attempts++;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const onNetworkError = testClient(okCall, { fetch: offline });
    await expect(run(onNetworkError.client)).rejects.toMatchObject({ kind: 'network' });
    expect(attempts).toBe(1);
  });

  it('retries a network error on reads', async () => {
    let attempts = 0;
    const flaky: FetchLike = () =>
      ++attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(emptyPage());
    const { client } = testClient(emptyPage, { fetch: flaky });
    await expect(client.pools.list({ counter: '1' })).resolves.toMatchObject({ items: [] });
    expect(attempts).toBe(2);
  });

  it.each([
    [400, { error: 4, message: 'Filter not understood' }],
    [403, { error: 'invalid_api_key', message: 'Wrong key' }],
    [404, { error: 'not_found', message: 'No such call' }],
  ])('does not retry a %i: it would fail the same way', async (status, body) => {
    const { client, sent } = testClient(() => json(body, status));
    await expect(client.calls.update({ counter: '1', callId: 'x' })).rejects.toBeDefined();
    expect(sent).toHaveLength(1);
  });

  it('does not retry an answer it cannot read', async () => {
    const { client, sent } = testClient(() => json({ nope: true }));
    await expect(client.tags.list({ counter: '1' })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
    expect(sent).toHaveLength(1);
  });
});

describe('how long it waits', () => {
  it('backs off exponentially with jitter', async () => {
    const { client, sleeps } = testClient(serverError, { maxRetries: 3 });
    await expect(client.tags.list({ counter: '1' })).rejects.toMatchObject({ kind: 'server' });
    // random() = 0.5: three quarters of 500, 1000, 2000 ms.
    expect(sleeps).toEqual([375, 750, 1500]);
  });

  it('keeps jittered delays within [half, full] of the exponential step, capped', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, random: () => 0 };
    const high = { ...DEFAULT_RETRY_POLICY, random: () => 0.999999 };
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => backoffDelay(n, policy))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
    expect([0, 5].map((n) => backoffDelay(n, high))).toEqual([500, 8000]);
  });

  it('honours Retry-After in seconds', async () => {
    const { client, sleeps } = testClient(sequence(rateLimited('4'), emptyPage));
    await client.tags.list({ counter: '1' });
    expect(sleeps).toEqual([4000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    // The test clock reads 2024-05-01T12:00:00Z.
    const { client, sleeps } = testClient(
      sequence(rateLimited('Wed, 01 May 2024 12:00:06 GMT'), emptyPage),
    );
    await client.tags.list({ counter: '1' });
    expect(sleeps).toEqual([6000]);
  });

  it('honours Retry-After on a 503', async () => {
    const unavailable = () =>
      json({ error: 'unavailable', message: 'Later' }, 503, { 'Retry-After': '2' });
    const { client, sleeps } = testClient(sequence(unavailable, emptyPage));
    await client.tags.list({ counter: '1' });
    expect(sleeps).toEqual([2000]);
  });

  it('gives up after maxRetries and throws the last failure', async () => {
    const { client, sent } = testClient(rateLimited('1'), { maxRetries: 2 });
    await expect(client.tags.list({ counter: '1' })).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 1000,
    });
    expect(sent).toHaveLength(3);
  });

  it('defaults to three retries', async () => {
    const { client, sent } = testClient(serverError);
    await expect(client.tags.list({ counter: '1' })).rejects.toMatchObject({ kind: 'server' });
    expect(sent).toHaveLength(4);
  });

  it('gives up at once when Retry-After is beyond the total wait budget', async () => {
    const { client, sent, sleeps } = testClient(rateLimited('120'), { maxRetryWaitMs: 30_000 });
    await expect(client.tags.list({ counter: '1' })).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 120_000,
    });
    expect(sent).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('stops when the waits so far plus the next would pass the budget', async () => {
    const { client, sleeps } = testClient(rateLimited('4'), {
      maxRetries: 10,
      maxRetryWaitMs: 10_000,
    });
    await expect(client.tags.list({ counter: '1' })).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    expect(sleeps).toEqual([4000, 4000]);
  });
});

type Client = ReturnType<typeof testClient>['client'];
