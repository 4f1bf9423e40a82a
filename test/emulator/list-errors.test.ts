import { describe, expect, it } from 'vitest';
import { get, json, post, useEmulator } from './harness';

const emulator = useEmulator();

describe('bad list requests', () => {
  const counter = () => emulator().store.demoCounterId;

  const cases: [string, () => Record<string, string | number | string[]>, number, string][] = [
    ['counter missing', () => ({ dimensions: ['callId'] }), 1, 'counter_required'],
    ['dimensions missing', () => ({ counter: counter() }), 2, 'dimensions_required'],
    [
      'unknown dimension',
      () => ({ counter: counter(), dimensions: ['callId', 'bogus'] }),
      3,
      'unknown_dimension',
    ],
    [
      'filter not understood',
      () => ({ counter: counter(), dimensions: ['callId'], filter: 'startTime~2024' }),
      4,
      'invalid_filter',
    ],
    [
      'filter on unknown field',
      () => ({ counter: counter(), dimensions: ['callId'], filter: 'bogus=1' }),
      4,
      'invalid_filter',
    ],
    [
      'bad date in filter',
      () => ({ counter: counter(), dimensions: ['callId'], filter: 'dateTime>2024-13-01' }),
      4,
      'invalid_filter',
    ],
    [
      'itemsPerPage 0',
      () => ({ counter: counter(), dimensions: ['callId'], itemsPerPage: 0 }),
      5,
      'invalid_items_per_page',
    ],
    [
      'itemsPerPage 1001',
      () => ({ counter: counter(), dimensions: ['callId'], itemsPerPage: 1001 }),
      5,
      'invalid_items_per_page',
    ],
    ['page 0', () => ({ counter: counter(), dimensions: ['callId'], page: 0 }), 6, 'invalid_page'],
    [
      'page not a number',
      () => ({ counter: counter(), dimensions: ['callId'], page: 'two' }),
      6,
      'invalid_page',
    ],
  ];

  it.each(cases)(
    '%s: call list answers integer code, lead list string code',
    async (_name, query, callCode, leadCode) => {
      const e = emulator();
      const leadQuery = { ...query() };
      if (Array.isArray(leadQuery.dimensions)) {
        leadQuery.dimensions = leadQuery.dimensions.map((d) => (d === 'callId' ? 'id' : d));
      }
      for (const [path, q, code] of [
        ['/v2/call/list', query(), callCode],
        ['/v2/call/list/csv', query(), callCode],
        ['/v2/leads/list', leadQuery, leadCode],
        ['/v2/leads/list/csv', leadQuery, leadCode],
      ] as const) {
        const response = await get(e, path, q);
        expect(response.status, path).toBe(400);
        const body = await json(response);
        expect(body.error, path).toBe(code);
        expect(typeof body.message).toBe('string');
      }
    },
  );

  it('other operations answer bad_request', async () => {
    const e = emulator();
    const checks = [
      await post(e, '/v2/call/add', { counter: counter(), callId: 'x' }),
      await post(e, '/v2/call/addTags', { counter: counter(), callIds: ['1'], tags: [] }),
      await post(e, '/v2/call/addTags', {
        counter: counter(),
        callIds: ['1'],
        tags: ['x'.repeat(65)],
      }),
      await post(e, '/v2/call/addTags', { counter: counter(), callIds: ['1'], tags: ['   '] }),
      await post(e, '/v2/order/add', { counter: counter(), orderId: 'o', dateTime: 'yesterday' }),
      await post(e, '/v2/call/add', { callId: 'x' }),
      await get(e, '/v2/order/list', {
        counter: counter(),
        dimensions: ['orderId'],
        filter: 'revenue>lots',
      }),
      await get(e, '/v2/order/list', { counter: counter() }),
      await get(e, '/v2/order/list', { counter: counter(), dimensions: ['price'] }),
      await get(e, '/v2/pool/list', { counter: counter(), itemsPerPage: 5000 }),
    ];
    for (const response of checks) {
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: 'bad_request' });
    }
  });

  it('a write to an unknown call or order is 404, a duplicate add 409', async () => {
    const e = emulator();
    const missing = await post(e, '/v2/call/update', {
      counter: counter(),
      callId: 'missing',
      duration: 3,
    });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ error: 'not_found' });
    const orderMissing = await post(e, '/v2/order/update', {
      counter: counter(),
      orderId: 'missing',
      revenue: 3,
    });
    expect(orderMissing.status).toBe(404);
    const [existing] = e.store.callsByPhone(e.store.demoPhones.callsOnly);
    const duplicate = await post(e, '/v2/call/add', {
      counter: counter(),
      callId: existing?.callId,
      startTime: '2025-01-01',
      callerPhone: '79990000000',
      calledPhone: '74950000000',
    });
    expect(duplicate.status).toBe(409);
    expect(await json(duplicate)).toMatchObject({ error: 'already_exists' });
  });
});
