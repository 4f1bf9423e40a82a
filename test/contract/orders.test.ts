import { describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index';
import { filter, ORDER_DIMENSIONS, type OrderRecord } from '../../lib/api/index';
import {
  apiError,
  clientFor,
  collect,
  CONTRACT_NOW,
  epochOf,
  requestsTo,
  useContractEmulator,
} from './harness';

const emulator = useContractEmulator();
const client = () => clientFor(emulator());
const counter = () => emulator().store.demoCounterId;
const generatedOrderId = (index: number) => {
  const order = emulator().store.orders(counter())[index];
  if (!order) throw new Error(`no order at ${index}`);
  return String(order.orderId);
};

async function listOrder(orderId: string): Promise<OrderRecord | undefined> {
  const page = await client().orders.list({
    counter: counter(),
    filter: filter().eq('orderId', orderId),
  });
  expect(page.items.length).toBeLessThanOrEqual(1);
  return page.items[0];
}

describe('orders.add (POST /v2/order/add)', () => {
  it('stores the order, and a later list read shows it with clean values', async () => {
    const dateTime = new Date(CONTRACT_NOW - 2 * 3_600_000);
    await expect(
      client().orders.add({
        counter: counter(),
        orderId: 'contract-order-1',
        dateTime,
        callerPhone: '+7 916 555-00-22',
        revenue: 15000.5,
        margin: 4000,
        contactPerson: { name: 'Ирина', phone: '8 (916) 555-00-22' },
        comment: 'Через контрактный тест; с точкой с запятой',
        tags: ['order-contract'],
      }),
    ).resolves.toEqual({ orderId: 'contract-order-1' });

    expect(emulator().store.findOrder(counter(), 'contract-order-1')).toMatchObject({
      dateTime: '2025-06-01T10:00:00+0300',
      callerPhone: '79165550022',
      revenue: 15000.5,
      contactPerson: { name: 'Ирина', phone: '89165550022' },
      tags: ['order-contract'],
    });
    expect(await listOrder('contract-order-1')).toEqual({
      orderId: 'contract-order-1',
      dateTime: dateTime.getTime(),
      callerPhone: '79165550022',
      revenue: 15000.5,
      margin: 4000,
      contactPerson: { name: 'Ирина', phone: '89165550022' },
      comment: 'Через контрактный тест; с точкой с запятой',
      tags: ['order-contract'],
    });
  });

  it('answers a duplicate orderId with conflict, sent once and not retried', async () => {
    const input = { counter: counter(), orderId: 'contract-order-dup', dateTime: CONTRACT_NOW };
    await client().orders.add(input);
    const error = await apiError(client().orders.add(input));
    expect(error).toMatchObject({ kind: 'conflict', status: 409, code: 'already_exists' });
    const sent = requestsTo(emulator(), '/v2/order/add').filter(
      (entry) => (entry.body as { orderId?: string }).orderId === 'contract-order-dup',
    );
    expect(sent.map((entry) => entry.status)).toEqual([200, 409]);
  });
});

describe('orders.update (POST /v2/order/update)', () => {
  it('changes fields and replaces the contact person as a whole', async () => {
    const orderId = generatedOrderId(3);
    await expect(
      client().orders.update({
        counter: counter(),
        orderId,
        revenue: 1234,
        contactPerson: { email: 'new@example.test' },
      }),
    ).resolves.toEqual({ orderId });
    const listed = await listOrder(orderId);
    expect(listed?.revenue).toBe(1234);
    expect(listed?.contactPerson).toEqual({ email: 'new@example.test' });
    expect(emulator().store.findOrder(counter(), orderId)).toMatchObject({ revenue: 1234 });
  });

  it('answers an unknown order with not_found', async () => {
    const error = await apiError(
      client().orders.update({ counter: counter(), orderId: 'no-such-order', revenue: 1 }),
    );
    expect(error).toMatchObject({ kind: 'not_found', status: 404 });
  });
});

describe('orders.addTags (POST /v2/order/addTags)', () => {
  it('writes a tag that a later list read and the store both show', async () => {
    const orderId = generatedOrderId(4);
    const outcomes = await client().orders.addTags({
      counter: counter(),
      orderIds: [orderId, 'no-such-order'],
      tags: ['vip-order'],
    });
    expect(outcomes).toEqual([
      { id: orderId, ok: true },
      { id: 'no-such-order', ok: false, message: expect.any(String) },
    ]);
    expect(emulator().store.findOrder(counter(), orderId)?.tags).toContain('vip-order');
    expect((await listOrder(orderId))?.tags).toContain('vip-order');
  });
});

describe('orders.list dimensions (the documented required array)', () => {
  it('sends every order field as dimensions when none are given', async () => {
    await client().orders.list({ counter: counter(), itemsPerPage: 1 });
    const [sent] = requestsTo(emulator(), '/v2/order/list').slice(-1);
    expect(sent?.status).toBe(200);
    expect(sent?.query.dimensions).toEqual(ORDER_DIMENSIONS);
  });

  it('answers only the requested dimensions', async () => {
    const page = await client().orders.list({
      counter: counter(),
      dimensions: ['orderId', 'revenue'],
      itemsPerPage: 5,
    });
    expect(page.items.length).toBe(5);
    for (const order of page.items) {
      const stored = emulator().store.findOrder(counter(), order.orderId);
      expect(order.revenue).toBe(stored?.revenue);
      expect(order.callerPhone).toBeUndefined();
      expect(order.margin).toBeUndefined();
      expect(order.contactPerson).toBeUndefined();
    }
  });

  it('refuses a list without dimensions with 400, as the service documents', async () => {
    const response = await fetch(
      `${emulator().baseUrl}/v2/order/list?apiKey=${emulator().keys.full}&counter=${counter()}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_request' });
  });
});

describe('orders.list (GET /v2/order/list)', () => {
  it('returns orders newest first with epoch-ms dates, digit phones and numbers', async () => {
    const page = await client().orders.list({ counter: counter() });
    const stored = emulator().store.orders(counter());
    expect(page.totalResults).toBe(stored.length);
    expect(page.items.map((order) => order.orderId)).toEqual(stored.map((order) => order.orderId));
    for (const order of page.items) {
      const raw = emulator().store.findOrder(counter(), order.orderId);
      expect(order.dateTime).toBe(epochOf(raw?.dateTime));
      if (order.callerPhone !== undefined) expect(order.callerPhone).toMatch(/^\d+$/);
      if (order.revenue !== undefined) expect(typeof order.revenue).toBe('number');
      expect(Array.isArray(order.tags)).toBe(true);
    }
    const times = page.items.map((order) => order.dateTime ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('walks every order page by page (itemsPerPage 3): totalResults matches', async () => {
    let totalResults: number | undefined;
    const orders = await collect(
      client().orders.iterate(
        { counter: counter() },
        { itemsPerPage: 3, onPage: (info) => (totalResults = info.totalResults) },
      ),
    );
    expect(orders.length).toBe(totalResults);
    expect(orders.length).toBe(emulator().store.orders(counter()).length);
    expect(new Set(orders.map((order) => order.orderId)).size).toBe(orders.length);
  });

  it('filters by callerPhone= and by dateTime>', async () => {
    const byPhone = await client().orders.list({
      counter: counter(),
      filter: `callerPhone=${DEMO_PHONES.manyCallsAndLeads}`,
    });
    expect(byPhone.items.length).toBeGreaterThan(0);
    for (const order of byPhone.items)
      expect(order.callerPhone).toBe(DEMO_PHONES.manyCallsAndLeads);

    const recent = await client().orders.list({
      counter: counter(),
      filter: 'dateTime>2025-05-15',
    });
    const from = Date.parse('2025-05-16T00:00:00+03:00');
    const expected = emulator()
      .store.orders(counter())
      .filter((order) => epochOf(order.dateTime) >= from);
    expect(recent.items.map((order) => order.orderId)).toEqual(
      expected.map((order) => order.orderId),
    );
  });

  it('answers a bad itemsPerPage with bad_request', async () => {
    const error = await apiError(client().orders.list({ counter: counter(), itemsPerPage: 0 }));
    expect(error).toMatchObject({ kind: 'bad_request', status: 400, code: 'bad_request' });
  });
});
