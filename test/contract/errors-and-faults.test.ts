import { describe, expect, it } from 'vitest';
import { DEMO_PHONES, type RunningEmulator } from '../../emulator/index';
import { toErrorPayload, type Sleep, type TrackerApiError } from '../../lib/api/index';
import {
  apiError,
  clientFor,
  CONTRACT_NOW,
  instantSleep,
  requestsTo,
  useContractEmulator,
} from './harness';

const WRONG_KEY = 'wrong-key-Zx81q';

/** Every place an error could carry text to a log or a UI. */
function everyTextOf(error: TrackerApiError): string {
  return [
    error.message,
    error.stack ?? '',
    error.url ?? '',
    JSON.stringify(error),
    JSON.stringify(toErrorPayload(error)),
    String(error.cause ?? ''),
  ].join('\n');
}

/** Resolves once a full second has passed, so the emulator's sliding rate window is empty. */
async function afterQuietSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1010));
}

/** A real sleep that also records what it was asked to wait. */
function recordingRealSleep(): { sleep: Sleep; delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    sleep: (ms) => {
      delays.push(ms);
      return new Promise((resolve) => setTimeout(resolve, ms));
    },
  };
}

const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keys and counter access', () => {
  const emulator = useContractEmulator();
  const counter = () => emulator().store.demoCounterId;

  it('answers a wrong key with auth on every kind of operation, never showing the key', async () => {
    const wrong = clientFor(emulator(), { apiKey: WRONG_KEY });
    // Thunks: a promise made early would reject before it is awaited.
    const attempts: (() => Promise<unknown>)[] = [
      () => wrong.counters.me(),
      () => wrong.counters.meCsv(),
      () => wrong.calls.list({ counter: counter(), dimensions: ['callId'] }),
      () => wrong.calls.listCsv({ counter: counter(), dimensions: ['callId'] }),
      () => wrong.calls.addTags({ counter: counter(), callIds: ['1'], tags: ['x'] }),
      () => wrong.leads.list({ counter: counter(), dimensions: ['id'] }),
      () =>
        wrong.orders.add({
          counter: counter(),
          orderId: 'wrong-key-order',
          dateTime: CONTRACT_NOW,
        }),
      () => wrong.pools.list({ counter: counter() }),
      () => wrong.tags.list({ counter: counter() }),
      () => wrong.bi.getData({ id: 1 }),
    ];
    for (const attempt of attempts) {
      const error = await apiError(attempt());
      expect(error).toMatchObject({
        kind: 'auth',
        status: 403,
        code: 'invalid_api_key',
        counterAccess: false,
      });
      expect(everyTextOf(error)).not.toContain(WRONG_KEY);
      expect(error.url).toContain('apiKey=***');
    }
    expect(emulator().store.findOrder(counter(), 'wrong-key-order')).toBeUndefined();
  });

  it('answers a missing key with auth without sending a request', async () => {
    const before = emulator().requests.length;
    const error = await apiError(clientFor(emulator(), { apiKey: '' }).counters.me());
    expect(error).toMatchObject({ kind: 'auth', code: 'missing_api_key' });
    expect(emulator().requests.length).toBe(before);
  });

  it('answers the limited key on another counter with auth and counter access', async () => {
    const limited = clientFor(emulator(), { apiKey: emulator().keys.limited });
    const other = emulator().store.counters[1]?.counterId ?? '';
    for (const attempt of [
      () => limited.calls.list({ counter: other, dimensions: ['callId'] }),
      () => limited.calls.update({ counter: other, callId: '1', duration: 1 }),
      () => limited.orders.list({ counter: other }),
      () => limited.tags.list({ counter: other }),
    ]) {
      const error = await apiError(attempt());
      expect(error).toMatchObject({
        kind: 'auth',
        status: 403,
        code: 'counter_access_denied',
        counterAccess: true,
      });
    }
    // its own counter still answers
    const own = await limited.calls.list({ counter: counter(), dimensions: ['callId'] });
    expect(own.items.length).toBeGreaterThan(0);
  });
});

describe('strictFilter: only ">" is understood', () => {
  const emulator = useContractEmulator({ strictFilter: true });
  const client = () => clientFor(emulator());
  const counter = () => emulator().store.demoCounterId;

  it('answers a phone filter on calls with bad_request and the integer code 4', async () => {
    const phoneFilter = `callerPhone=${DEMO_PHONES.manyCallsAndLeads}`;
    const params = { counter: counter(), dimensions: ['callId' as const], filter: phoneFilter };
    for (const attempt of [
      () => client().calls.list(params),
      () => client().calls.listCsv(params),
    ]) {
      const error = await apiError(attempt());
      expect(error).toMatchObject({ kind: 'bad_request', status: 400, code: 4 });
    }
  });

  it('answers a phone filter on leads with bad_request and the string code', async () => {
    const error = await apiError(
      client().leads.list({
        counter: counter(),
        dimensions: ['id'],
        filter: `phone=${DEMO_PHONES.manyCallsAndLeads}`,
      }),
    );
    expect(error).toMatchObject({ kind: 'bad_request', status: 400, code: 'invalid_filter' });
  });

  it('still filters by startTime> a date', async () => {
    const page = await client().calls.list({
      counter: counter(),
      dimensions: ['callId', 'startTime'],
      filter: 'startTime>2025-05-30',
    });
    const from = Date.parse('2025-05-31T00:00:00+03:00');
    expect(page.items.length).toBeGreaterThan(0);
    for (const call of page.items) expect(call.startTime).toBeGreaterThanOrEqual(from);
  });
});

describe('rateLimit: 1 request per second', () => {
  const emulator = useContractEmulator({ rateLimit: 1 });
  const counter = () => emulator().store.demoCounterId;

  it('retries a 429 after Retry-After and succeeds', async () => {
    const { sleep, delays } = recordingRealSleep();
    const client = clientFor(emulator(), { sleep });
    const path = '/v2/pool/list';
    const before = requestsTo(emulator(), path).length;
    await afterQuietSecond();
    await client.pools.list({ counter: counter() });
    const second = await client.pools.list({ counter: counter() });
    expect(second.items).toHaveLength(5);

    const sent = requestsTo(emulator(), path).slice(before);
    expect(sent.map((entry) => entry.status)).toEqual([200, 429, 200]);
    expect(delays).toEqual([1000]);
    const [, limited, retried] = sent;
    expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('gives up with rate_limited when Retry-After is past maxRetryWaitMs', async () => {
    const { sleep, delays } = instantSleep();
    const client = clientFor(emulator(), { sleep, maxRetryWaitMs: 500 });
    await afterQuietSecond();
    await client.tags.list({ counter: counter() });
    const error = await apiError(client.tags.list({ counter: counter() }));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 1000 });
    expect(delays).toEqual([]);
  });

  it('never retries an add, and the limited add stores nothing', async () => {
    const { sleep, delays } = instantSleep();
    const client = clientFor(emulator(), { sleep });
    await afterQuietSecond();
    await client.pools.list({ counter: counter() });
    const error = await apiError(
      client.calls.add({
        counter: counter(),
        callId: 'rate-limited-add',
        startTime: CONTRACT_NOW,
        callerPhone: '79990000009',
        calledPhone: '74950000001',
      }),
    );
    expect(error.kind).toBe('rate_limited');
    expect(requestsTo(emulator(), '/v2/call/add')).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(emulator().store.findCall(counter(), 'rate-limited-add')).toBeUndefined();
  });
});

describe('failRate: 1 (every request answers 500)', () => {
  const emulator = useContractEmulator({ failRate: 1 });
  const counter = () => emulator().store.demoCounterId;

  it('retries a read three times, with growing waits, then throws server', async () => {
    const { sleep, delays } = instantSleep();
    const client = clientFor(emulator(), { sleep });
    const error = await apiError(client.calls.list({ counter: counter(), dimensions: ['callId'] }));
    expect(error).toMatchObject({ kind: 'server', status: 500, code: 'internal_error' });
    expect(requestsTo(emulator(), '/v2/call/list')).toHaveLength(4);
    // equal jitter with random() = 0: half of 500, 1000, 2000 ms
    expect(delays).toEqual([250, 500, 1000]);
  });

  it('retries idempotent writes (update, tags)', async () => {
    const client = clientFor(emulator());
    await apiError(client.calls.update({ counter: counter(), callId: '1', duration: 1 }));
    await apiError(client.orders.addTags({ counter: counter(), orderIds: ['1'], tags: ['x'] }));
    expect(requestsTo(emulator(), '/v2/call/update')).toHaveLength(4);
    expect(requestsTo(emulator(), '/v2/order/addTags')).toHaveLength(4);
  });

  it('never retries call or order add', async () => {
    const { sleep, delays } = instantSleep();
    const client = clientFor(emulator(), { sleep });
    const callError = await apiError(
      client.calls.add({
        counter: counter(),
        callId: 'failed-add',
        startTime: CONTRACT_NOW,
        callerPhone: '79990000010',
        calledPhone: '74950000001',
      }),
    );
    const orderError = await apiError(
      client.orders.add({ counter: counter(), orderId: 'failed-add', dateTime: CONTRACT_NOW }),
    );
    expect(callError.kind).toBe('server');
    expect(orderError.kind).toBe('server');
    expect(requestsTo(emulator(), '/v2/call/add')).toHaveLength(1);
    expect(requestsTo(emulator(), '/v2/order/add')).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('stops early when the next wait would pass maxRetryWaitMs', async () => {
    const client = clientFor(emulator(), { maxRetryWaitMs: 600 });
    const before = requestsTo(emulator(), '/v2/pool/list').length;
    const error = await apiError(client.pools.list({ counter: counter() }));
    expect(error.kind).toBe('server');
    // waits 250, then 250 + 500 would pass 600: two attempts in all
    expect(requestsTo(emulator(), '/v2/pool/list').length - before).toBe(2);
  });
});

describe('malformedRate: 1 (every 200 JSON reply is broken)', () => {
  const emulator = useContractEmulator({ malformedRate: 1 });
  const counter = () => emulator().store.demoCounterId;

  it('turns every broken JSON reply into invalid_response, without retrying', async () => {
    const client = clientFor(emulator());
    const attempts: [string, () => Promise<unknown>][] = [
      ['/api/me', () => client.counters.me()],
      ['/v2/call/list', () => client.calls.list({ counter: counter(), dimensions: ['callId'] })],
      ['/v2/leads/list', () => client.leads.list({ counter: counter(), dimensions: ['id'] })],
      ['/v2/order/list', () => client.orders.list({ counter: counter() })],
      ['/v2/pool/list', () => client.pools.list({ counter: counter() })],
      ['/v2/tag/list', () => client.tags.list({ counter: counter() })],
      ['/api/table/2/getData', () => client.bi.getData({ id: 2 })],
      [
        '/v2/call/addTags',
        () => client.calls.addTags({ counter: counter(), callIds: ['1'], tags: ['x'] }),
      ],
    ];
    for (const [path, attempt] of attempts) {
      const error = await apiError(attempt());
      expect(error, path).toMatchObject({ kind: 'invalid_response', status: 200 });
      expect(requestsTo(emulator(), path), path).toHaveLength(1);
    }
  });

  it('leaves CSV replies intact, so CSV reads still work', async () => {
    const rows = await clientFor(emulator()).calls.listCsv({
      counter: counter(),
      dimensions: ['callId', 'status'],
      itemsPerPage: 10,
    });
    expect(rows).toHaveLength(10);
  });
});

describe('latencyMs: 300 against a short client timeout', () => {
  const LATENCY_MS = 300;
  const emulator = useContractEmulator({ latencyMs: LATENCY_MS });
  const counter = () => emulator().store.demoCounterId;
  /** The emulator logs a request only after its latency, so wait for late entries. */
  const settle = () => waitFor(LATENCY_MS + 150);
  const countOn = (server: RunningEmulator, path: string) => requestsTo(server, path).length;

  it('throws timeout when one attempt takes longer than the client timeout', async () => {
    const client = clientFor(emulator(), { timeoutMs: 50, maxRetries: 0 });
    const started = Date.now();
    const error = await apiError(client.counters.me());
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(LATENCY_MS);
  });

  it('retries a timed-out read, and a per-call timeout overrides the client one', async () => {
    const client = clientFor(emulator());
    const before = countOn(emulator(), '/v2/tag/list');
    const error = await apiError(client.tags.list({ counter: counter() }, { timeoutMs: 40 }));
    expect(error.kind).toBe('timeout');
    await settle();
    expect(countOn(emulator(), '/v2/tag/list') - before).toBe(4);
  });

  it('never retries a timed-out add, whose call may well be stored', async () => {
    const client = clientFor(emulator(), { timeoutMs: 50 });
    const error = await apiError(
      client.calls.add({
        counter: counter(),
        callId: 'timed-out-add',
        startTime: CONTRACT_NOW,
        callerPhone: '79990000011',
        calledPhone: '74950000001',
      }),
    );
    expect(error.kind).toBe('timeout');
    await settle();
    expect(countOn(emulator(), '/v2/call/add')).toBe(1);
    expect(emulator().store.findCall(counter(), 'timed-out-add')).toBeDefined();
  });
});
