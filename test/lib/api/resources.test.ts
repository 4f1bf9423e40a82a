import { describe, expect, it } from 'vitest';
import { filter } from '../../../lib/api';
import { emptyPage, json, testClient, text } from './fake-fetch';

const okCall = () => json({ result: 'ok', callId: 'c1' });

describe('write operations: path, method and JSON body', () => {
  it('calls.add formats dates in the counter zone and phones as digits', async () => {
    const { client, sent } = testClient(okCall);
    const result = await client.calls.add({
      counter: '1',
      callId: 'c1',
      startTime: new Date('2024-05-01T07:30:00Z'),
      callerPhone: '+7 (999) 123-45-67',
      calledPhone: '8 800 555-35-35',
      duration: 42,
      isTarget: true,
    });
    expect(result).toEqual({ callId: 'c1' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/v2/call/add');
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
    expect(sent[0]?.body).toEqual({
      counter: '1',
      callId: 'c1',
      startTime: '2024-05-01 10:30:00',
      callerPhone: '79991234567',
      calledPhone: '88005553535',
      duration: 42,
      isTarget: true,
    });
  });

  it('calls.update sends only the fields given; text dates pass through', async () => {
    const { client, sent } = testClient(okCall);
    await client.calls.update({ counter: '1', callId: 'c1', stopTime: '2024-05-01 10:31:00' });
    expect(sent[0]?.url.pathname).toBe('/v2/call/update');
    expect(sent[0]?.body).toEqual({ counter: '1', callId: 'c1', stopTime: '2024-05-01 10:31:00' });
  });

  it('writes dates in a configured zone', async () => {
    const { client, sent } = testClient(() => json({ result: 'ok', orderId: 'o1' }), {
      utcOffsetMinutes: 300,
    });
    await client.orders.add({
      counter: '1',
      orderId: 'o1',
      dateTime: Date.UTC(2024, 0, 1, 0, 0, 0),
    });
    expect(sent[0]?.body).toMatchObject({ dateTime: '2024-01-01 05:00:00' });
  });

  it('falls back to the sent id when the acknowledgement omits it', async () => {
    const { client } = testClient(() => json({ result: 'OK' }));
    await expect(client.orders.update({ counter: '1', orderId: 'o9' })).resolves.toEqual({
      orderId: 'o9',
    });
  });

  it.each([
    ['calls.addTags', '/v2/call/addTags', 'callIds'],
    ['calls.removeTags', '/v2/call/removeTags', 'callIds'],
    ['orders.addTags', '/v2/order/addTags', 'orderIds'],
  ] as const)('%s posts {counter, %s, tags} to %s', async (name, path, idsField) => {
    const { client, sent } = testClient(() =>
      json({ result: { a: { result: 'ok' }, b: { result: 'error', message: 'unknown id' } } }),
    );
    const input = {
      counter: '1',
      callIds: ['a', 'b'],
      orderIds: ['a', 'b'],
      tags: [' hot ', 'vip', 'hot'],
    };
    const outcomes =
      name === 'calls.addTags'
        ? await client.calls.addTags(input)
        : name === 'calls.removeTags'
          ? await client.calls.removeTags(input)
          : await client.orders.addTags(input);
    expect(sent[0]?.url.pathname).toBe(path);
    expect(sent[0]?.body).toEqual({ counter: '1', [idsField]: ['a', 'b'], tags: ['hot', 'vip'] });
    expect(outcomes).toEqual([
      { id: 'a', ok: true },
      { id: 'b', ok: false, message: 'unknown id' },
    ]);
  });

  it('leads.addTags sends numeric ids and reports an id the server left out as failed', async () => {
    const { client, sent } = testClient(() => json({ result: { '7': { result: 'ok' } } }));
    const outcomes = await client.leads.addTags({ counter: '1', leadIds: [7, 8], tags: ['x'] });
    expect(sent[0]?.url.pathname).toBe('/v2/leads/addTags');
    expect(sent[0]?.body).toEqual({ counter: '1', leadIds: [7, 8], tags: ['x'] });
    expect(outcomes).toEqual([
      { id: '7', ok: true },
      { id: '8', ok: false, message: 'The tracker gave no result for this id' },
    ]);
  });

  it.each([
    [[], ['x'], 'ids_required'],
    [['a'], [], 'tags_required'],
    [['a'], ['   '], 'invalid_tag'],
    [['a'], ['x'.repeat(65)], 'invalid_tag'],
  ])('refuses ids %j with tags %j before sending (%s)', async (callIds, tags, code) => {
    const { client, sent } = testClient(okCall);
    await expect(client.calls.addTags({ counter: '1', callIds, tags })).rejects.toMatchObject({
      kind: 'bad_request',
      code,
    });
    expect(sent).toHaveLength(0);
  });
});

describe('read operations: path and parameters', () => {
  it.each([
    ['orders.list', '/v2/order/list'],
    ['pools.list', '/v2/pool/list'],
    ['tags.list', '/v2/tag/list'],
  ] as const)('%s reads %s with counter and paging', async (name, path) => {
    const { client, sent } = testClient(emptyPage);
    const params = { counter: '5', page: 3, itemsPerPage: 10 };
    if (name === 'orders.list')
      await client.orders.list({ ...params, filter: filter().gt('dateTime', '2024-01-01') });
    if (name === 'pools.list') await client.pools.list(params);
    if (name === 'tags.list') await client.tags.list(params);
    expect(sent[0]?.url.pathname).toBe(path);
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toMatchObject({
      counter: '5',
      page: '3',
      itemsPerPage: '10',
    });
    if (name === 'orders.list')
      expect(sent[0]?.url.searchParams.get('filter')).toBe('dateTime>2024-01-01');
  });

  it('bi.getSchema and bi.getData put the table id in the path', async () => {
    const { client, sent } = testClient((request) =>
      request.url.pathname.endsWith('getSchema')
        ? json({ id: 42, name: 'Calls', columns: [{ name: 'day', title: 'Day', type: 'DATE' }] })
        : json({
            result: [{ day: '2024-05-01', calls: 3, ok: true, note: null }],
            totalResults: 1,
          }),
    );
    await expect(client.bi.getSchema({ id: 42 })).resolves.toEqual({
      id: '42',
      name: 'Calls',
      columns: [{ name: 'day', title: 'Day', type: 'date' }],
    });
    await expect(client.bi.getData({ id: '42', itemsPerPage: 5 })).resolves.toEqual({
      items: [{ day: '2024-05-01', calls: 3, ok: true, note: null }],
      totalResults: 1,
    });
    expect(sent.map((r) => r.url.pathname)).toEqual([
      '/api/table/42/getSchema',
      '/api/table/42/getData',
    ]);
  });

  it('refuses a table id that is not digits', async () => {
    const { client, sent } = testClient(emptyPage);
    await expect(client.bi.getSchema({ id: '../me' })).rejects.toMatchObject({
      kind: 'bad_request',
      code: 'invalid_table_id',
    });
    expect(sent).toHaveLength(0);
  });

  it('counters.me and counters.meCsv read /api/me and /api/me/csv', async () => {
    const { client, sent } = testClient((request) =>
      request.url.pathname === '/api/me'
        ? json({ projects: [] })
        : text('project_name;project_display_name;counter_id;url\r\n'),
    );
    await expect(client.counters.me()).resolves.toEqual({ projects: [], counters: [] });
    await expect(client.counters.meCsv()).resolves.toEqual({ projects: [], counters: [] });
    expect(sent.map((r) => [r.url.pathname, r.headers.Accept])).toEqual([
      ['/api/me', 'application/json'],
      ['/api/me/csv', 'text/csv'],
    ]);
  });
});
