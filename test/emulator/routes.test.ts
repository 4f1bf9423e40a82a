import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { get, json, post, useEmulator, type Envelope } from './harness';

const emulator = useEmulator();

describe('every operation answers its documented shape', () => {
  it('GET /api/me lists projects keyed by name with counters keyed by id', async () => {
    const body = await json<{
      projects: Record<
        string,
        {
          name: string;
          display_name: string;
          counters: Record<string, { counter_id: string; url: string }>;
        }
      >;
    }>(await get(emulator(), '/api/me'));
    const names = Object.values(body.projects).map((p) => p.display_name);
    expect(names).toEqual(['Okna Moskva', 'Dental Clinic Smile']);
    const counters = Object.values(body.projects).flatMap((p) => Object.values(p.counters));
    expect(counters).toHaveLength(4);
    for (const counter of counters) {
      expect(counter.counter_id).toMatch(/^\d+$/);
      expect(counter.url).toMatch(/^https:\/\//);
    }
    expect(body.projects['okna-moskva']?.name).toBe('okna-moskva');
  });

  it('GET /api/me/csv has the documented columns', async () => {
    const response = await get(emulator(), '/api/me/csv');
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe('project_name;project_display_name;counter_id;url');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(5);
  });

  it('GET /v2/call/list returns only the requested dimensions', async () => {
    const e = emulator();
    const body = await json<Envelope>(
      await get(e, '/v2/call/list', {
        counter: e.store.demoCounterId,
        dimensions: ['callId', 'startTime', 'callerPhone', 'status', 'isTarget', 'tags'],
        itemsPerPage: 5,
      }),
    );
    expect(body.result).toHaveLength(5);
    expect(body.totalResults).toBe(e.store.callCount(e.store.demoCounterId));
    for (const call of body.result) {
      expect(Object.keys(call).sort()).toEqual([
        'callId',
        'callerPhone',
        'isTarget',
        'startTime',
        'status',
        'tags',
      ]);
      expect(call.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0300$/);
      expect(['SUCCESS', 'FAILED']).toContain(call.status);
      expect(['true', 'false']).toContain(call.isTarget);
      expect(Array.isArray(call.tags)).toBe(true);
    }
  });

  it('GET /v2/call/list/csv returns the same page as CSV', async () => {
    const e = emulator();
    const query = {
      counter: e.store.demoCounterId,
      dimensions: ['callId', 'tags', 'isTarget'],
      itemsPerPage: 20,
    };
    const listed = await json<Envelope>(await get(e, '/v2/call/list', query));
    const csv = await (await get(e, '/v2/call/list/csv', query)).text();
    const parsed = Papa.parse<Record<string, string>>(csv.trim(), { header: true, delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((row) => row.callId)).toEqual(listed.result.map((row) => row.callId));
    expect(parsed.data.map((row) => row.tags)).toEqual(
      listed.result.map((row) => (row.tags as string[]).join(',')),
    );
  });

  it('POST /v2/call/add, /v2/call/update, addTags and removeTags answer ok', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const add = await post(e, '/v2/call/add', {
      counter,
      callId: 'route-test-1',
      startTime: '2025-05-30 12:00:00',
      callerPhone: '79990001122',
      calledPhone: '74951112233',
    });
    expect(await json(add)).toEqual({ result: 'ok', callId: 'route-test-1' });
    const update = await post(e, '/v2/call/update', {
      counter,
      callId: 'route-test-1',
      duration: 42,
    });
    expect(await json(update)).toEqual({ result: 'ok', callId: 'route-test-1' });
    const tag = await post(e, '/v2/call/addTags', {
      counter,
      callIds: ['route-test-1'],
      tags: ['target'],
    });
    expect(await json(tag)).toEqual({ result: { 'route-test-1': { result: 'ok' } } });
    const untag = await post(e, '/v2/call/removeTags', {
      counter,
      callIds: ['route-test-1'],
      tags: ['target'],
    });
    expect(await json(untag)).toEqual({ result: { 'route-test-1': { result: 'ok' } } });
  });

  it('GET /v2/leads/list and its CSV return leads with integer ids', async () => {
    const e = emulator();
    const query = {
      counter: e.store.demoCounterId,
      dimensions: ['id', 'createdAt', 'phone', 'status', 'tags'],
      itemsPerPage: 10,
    };
    const body = await json<Envelope>(await get(e, '/v2/leads/list', query));
    expect(body.result).toHaveLength(10);
    for (const lead of body.result) {
      expect(Number.isInteger(lead.id)).toBe(true);
      expect(['new', 'in_progress', 'won', 'lost']).toContain(lead.status);
    }
    const csv = await (await get(e, '/v2/leads/list/csv', query)).text();
    expect(csv.split('\r\n')[0]).toBe('id;createdAt;phone;status;tags');
    expect(csv.split('\r\n')[1]?.split(';')[0]).toBe(String(body.result[0]?.id));
  });

  it('POST /v2/leads/addTags tags leads by id', async () => {
    const e = emulator();
    const [lead] = e.store.leadsByPhone(e.store.demoPhones.leadOnly);
    const response = await post(e, '/v2/leads/addTags', {
      counter: e.store.demoCounterId,
      leadIds: [lead?.id],
      tags: ['vip'],
    });
    expect(await json(response)).toEqual({ result: { [String(lead?.id)]: { result: 'ok' } } });
  });

  it('order add, update, addTags and list', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const add = await post(e, '/v2/order/add', {
      counter,
      orderId: 'R-1',
      dateTime: '2025-05-31',
      revenue: 1000,
    });
    expect(await json(add)).toEqual({ result: 'ok', orderId: 'R-1' });
    expect(
      await json(await post(e, '/v2/order/update', { counter, orderId: 'R-1', margin: 300 })),
    ).toEqual({
      result: 'ok',
      orderId: 'R-1',
    });
    expect(
      await json(
        await post(e, '/v2/order/addTags', { counter, orderIds: ['R-1'], tags: ['sale'] }),
      ),
    ).toEqual({
      result: { 'R-1': { result: 'ok' } },
    });
    const list = await json<Envelope>(
      await get(e, '/v2/order/list', {
        counter,
        dimensions: ['orderId', 'revenue', 'margin', 'tags'],
        itemsPerPage: 1000,
      }),
    );
    expect(list.result.find((o) => o.orderId === 'R-1')).toMatchObject({
      revenue: 1000,
      margin: 300,
      tags: ['sale'],
    });
  });

  it('GET /v2/pool/list and /v2/tag/list', async () => {
    const e = emulator();
    const pools = await json<Envelope>(
      await get(e, '/v2/pool/list', { counter: e.store.demoCounterId }),
    );
    expect(pools.result.length).toBeGreaterThanOrEqual(3);
    for (const pool of pools.result) {
      expect(Object.keys(pool).sort()).toEqual(['isActive', 'name', 'phones', 'poolId', 'type']);
      expect(['dynamic', 'static']).toContain(pool.type);
    }
    const tags = await json<Envelope<{ name: string; callCount: number; leadCount: number }>>(
      await get(e, '/v2/tag/list', { counter: e.store.demoCounterId }),
    );
    expect(tags.result.map((t) => t.name)).toEqual(
      expect.arrayContaining(['target', 'spam', 'sale', 'repeat']),
    );
    expect(tags.result.find((t) => t.name === 'target')?.callCount).toBeGreaterThan(0);
  });

  it('BI tables 1 and 2: schema and data rows keyed by column', async () => {
    const e = emulator();
    for (const id of [1, 2]) {
      const schema = await json<{
        id: number;
        name: string;
        columns: { name: string; type: string }[];
      }>(await get(e, `/api/table/${id}/getSchema`));
      expect(schema.id).toBe(id);
      const data = await json<Envelope>(
        await get(e, `/api/table/${id}/getData`, { itemsPerPage: 50 }),
      );
      expect(data.result.length).toBeGreaterThan(0);
      expect(Object.keys(data.result[0] ?? {}).sort()).toEqual(
        schema.columns.map((c) => c.name).sort(),
      );
    }
    expect((await get(e, '/api/table/3/getSchema')).status).toBe(404);
  });

  it('paths work with a trailing slash and the /v2/calls alias', async () => {
    const e = emulator();
    expect((await get(e, '/api/me/')).status).toBe(200);
    const alias = await post(e, '/v2/calls/addTags/', {
      counter: e.store.demoCounterId,
      callIds: ['nope'],
      tags: ['x'],
    });
    expect(await json(alias)).toEqual({
      result: { nope: { result: 'error', message: 'Call nope not found.' } },
    });
    const unknown = await get(e, '/v2/nothing');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ error: 'not_found' });
  });

  it('lists accept POST JSON and GET dimensions[]', async () => {
    const e = emulator();
    const viaPost = await json<Envelope>(
      await post(e, '/v2/call/list', {
        counter: e.store.demoCounterId,
        dimensions: ['callId'],
        itemsPerPage: 3,
      }),
    );
    const viaBrackets = await json<Envelope>(
      await fetch(
        `${e.baseUrl}/v2/call/list?apiKey=${e.keys.full}&counter=${e.store.demoCounterId}&dimensions[]=callId&itemsPerPage=3`,
      ),
    );
    expect(viaPost.result).toEqual(viaBrackets.result);
    expect(viaPost.result).toHaveLength(3);
  });
});
