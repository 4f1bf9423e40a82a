import { ALL_ORDER_DIMENSIONS as ORDER_DIMENSION_NAMES } from '../../emulator/render';
import { describe, expect, it } from 'vitest';
import { get, json, post, useEmulator, type Envelope } from './harness';

const emulator = useEmulator();

describe('writes are visible in later reads', () => {
  it('an added call appears in the list and by phone; an update changes it', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    await post(e, '/v2/call/add', {
      counter,
      callId: 'w-1',
      startTime: '2025-06-01 13:00:00',
      callerPhone: '+7 999 555-44-33',
      calledPhone: '74950000001',
      isTarget: true,
      status: 'success',
      tags: ['target'],
    });
    const dims = ['callId', 'callerPhone', 'startTime', 'isTarget', 'status', 'tags', 'duration'];
    const first = await json<Envelope>(
      await get(e, '/v2/call/list', { counter, dimensions: dims, itemsPerPage: 1 }),
    );
    expect(first.result[0]).toEqual({
      callId: 'w-1',
      callerPhone: '79995554433',
      startTime: '2025-06-01T13:00:00+0300',
      isTarget: 'true',
      status: 'SUCCESS',
      tags: ['target'],
    });

    await post(e, '/v2/call/update', {
      counter,
      callId: 'w-1',
      startTime: '2024-12-31 10:00:00',
      duration: 77,
    });
    const byPhone = await json<Envelope>(
      await get(e, '/v2/call/list', {
        counter,
        dimensions: dims,
        filter: 'callerPhone=79995554433',
      }),
    );
    expect(byPhone.result).toEqual([
      expect.objectContaining({ startTime: '2024-12-31T10:00:00+0300', duration: 77 }),
    ]);
    expect(e.store.findCall(counter, 'w-1')).toMatchObject({ duration: 77 });
  });

  it('call tags: add and remove are idempotent, unknown ids get a per-id error, each write arrives once', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const [call] = e.store.callsByPhone(e.store.demoPhones.tollFree, counter);
    const callId = String(call?.callId);
    const before = e.requests.length;
    for (let i = 0; i < 2; i++) {
      const reply = await post(e, '/v2/call/addTags', {
        counter,
        callIds: [callId, 'ghost'],
        tags: ['vip', ' vip '],
      });
      expect(await json(reply)).toEqual({
        result: {
          [callId]: { result: 'ok' },
          ghost: { result: 'error', message: 'Call ghost not found.' },
        },
      });
    }
    expect(
      (e.store.findCall(counter, callId)?.tags as string[]).filter((t) => t === 'vip'),
    ).toHaveLength(1);
    expect(e.requests.slice(before).filter((r) => r.path === '/v2/call/addTags')).toHaveLength(2);

    for (let i = 0; i < 2; i++) {
      const reply = await get(e, '/v2/call/removeTags', {
        counter,
        callIds: [callId],
        tags: ['vip'],
      });
      expect(await json(reply)).toEqual({ result: { [callId]: { result: 'ok' } } });
    }
    const listed = await json<Envelope>(
      await get(e, '/v2/call/list', { counter, dimensions: ['tags'], filter: `callId=${callId}` }),
    );
    expect(listed.result[0]?.tags).not.toContain('vip');
  });

  it('lead tags show in the lead list and the tag list counts', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const [lead] = e.store.leadsByPhone(e.store.demoPhones.international, counter);
    const id = Number(lead?.id);
    const reply = await post(e, '/v2/leads/addTags', {
      counter,
      leadIds: [id, 42],
      tags: ['перезвонить'],
    });
    expect(await json(reply)).toEqual({
      result: {
        [String(id)]: { result: 'ok' },
        '42': { result: 'error', message: 'Lead 42 not found.' },
      },
    });
    const listed = await json<Envelope>(
      await get(e, '/v2/leads/list', { counter, dimensions: ['id', 'tags'], filter: `id=${id}` }),
    );
    expect(listed.result[0]?.tags).toContain('перезвонить');
    const tags = await json<Envelope>(await get(e, '/v2/tag/list', { counter }));
    expect(tags.result).toContainEqual({ name: 'перезвонить', callCount: 0, leadCount: 1 });
  });

  it('orders: add with contact person, update and tag, read back in the list', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const add = await post(e, '/v2/order/add', {
      counter,
      orderId: 'W-ORDER',
      dateTime: '2025-06-01 13:00:00',
      callerPhone: '8 (916) 123-45-67',
      revenue: '15000.50',
      contactPerson: { name: 'Анна', phone: '+7 916 123 45 67' },
      tags: ['sale'],
    });
    expect(add.status).toBe(200);
    const dup = await post(e, '/v2/order/add', {
      counter,
      orderId: 'W-ORDER',
      dateTime: '2025-06-01',
    });
    expect(dup.status).toBe(409);
    await post(e, '/v2/order/update', { counter, orderId: 'W-ORDER', comment: 'Оплачен' });
    await post(e, '/v2/order/addTags', {
      counter,
      orderIds: ['W-ORDER'],
      tags: ['sale', 'repeat'],
    });
    const list = await json<Envelope>(
      await get(e, '/v2/order/list', {
        counter,
        dimensions: ORDER_DIMENSION_NAMES,
        filter: 'dateTime>=2025-06-01 12:30:00',
      }),
    );
    expect(list.result).toEqual([
      {
        orderId: 'W-ORDER',
        dateTime: '2025-06-01T13:00:00+0300',
        callerPhone: '89161234567',
        revenue: 15000.5,
        comment: 'Оплачен',
        contactPerson: { name: 'Анна', phone: '79161234567' },
        tags: ['sale', 'repeat'],
      },
    ]);
  });

  it('BI data follows writes', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const filter = `date=2023-01-15;counterId=${counter}`;
    const before = await json<Envelope>(await get(e, '/api/table/1/getData', { filter }));
    expect(before.totalResults).toBe(0);
    await post(e, '/v2/call/add', {
      counter,
      callId: 'bi-1',
      startTime: '2023-01-15 12:00:00',
      callerPhone: '79990000001',
      calledPhone: '74950000001',
      duration: 30,
    });
    const after = await json<Envelope>(await get(e, '/api/table/1/getData', { filter }));
    expect(after.result).toEqual([expect.objectContaining({ calls: 1, avgDuration: 30 })]);
  });
});

describe('records without tags share one list, so tag writes copy it', () => {
  it('tagging one untagged call or lead leaves the other untagged ones empty', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const data = e.store.counterData(counter);
    const [call, otherCall] = (data?.calls ?? []).filter((c) => c.tags.length === 0);
    const [lead, otherLead] = (data?.leads ?? []).filter((l) => l.tags.length === 0);
    if (!call || !otherCall || !lead || !otherLead) throw new Error('expected untagged records');
    expect(call.tags).toBe(otherCall.tags);

    await post(e, '/v2/call/addTags', { counter, callIds: [call.callId], tags: ['vip'] });
    await post(e, '/v2/leads/addTags', { counter, leadIds: [lead.id], tags: ['vip'] });

    expect(e.store.findCall(counter, call.callId)?.tags).toEqual(['vip']);
    expect(e.store.findCall(counter, otherCall.callId)?.tags).toEqual([]);
    expect(e.store.findLead(counter, lead.id)?.tags).toEqual(['vip']);
    expect(e.store.findLead(counter, otherLead.id)?.tags).toEqual([]);
  });
});
