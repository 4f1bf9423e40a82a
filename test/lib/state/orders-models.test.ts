import { describe, expect, it } from 'vitest';
import { createCardOrdersModel } from '../../../lib/state/orders/card-orders-model';
import { counterChoices } from '../../../lib/state/orders/counter-choices';
import { PopupOrdersModel } from '../../../lib/state/orders/popup-orders-model';
import { createPhoneOrdersModel } from '../../../lib/state/orders/phone-orders-model';
import type { CounterView } from '../../../lib/types/phone-data';
import type { PhoneOrders } from '../../../lib/types/workspace-data';
import { fakeAsk, fail, ok } from './fake-ask';

const ordersOf = (phone: string, count: number): PhoneOrders => ({
  phone,
  orders: [],
  totals: { count, revenue: 100 * count, margin: 10 * count },
  fetchedAt: 0,
  via: 'server-filter',
  unreadable: [],
  calls: [],
});

const counter = (counterId: string, url: string, selected = true): CounterView => ({
  counterId,
  url,
  projectName: 'p',
  projectDisplayName: 'P',
  selected,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('card orders model', () => {
  it("reads the shown number's orders and drops an answer for a number no longer shown", async () => {
    let release: () => void = () => undefined;
    const { ask, sent } = fakeAsk({
      'orders.forPhone': async ({ phone }) => {
        if (phone === '1') await new Promise<void>((resolve) => (release = resolve));
        return ok(ordersOf(phone, phone === '1' ? 1 : 2));
      },
    });
    const model = createCardOrdersModel(ask);
    model.show('1');
    model.show('2');
    await settle();
    expect(model.orders.value?.phone).toBe('2');
    release();
    await settle();
    expect(model.orders.value?.phone).toBe('2');
    expect(sent('orders.forPhone').map((r) => r.phone)).toEqual(['1', '2']);
  });

  it('shows nothing when the orders cannot be read, and opens the workspace to record a sale', async () => {
    const { ask, sent } = fakeAsk({
      'orders.forPhone': () => fail('network'),
      'workspace.open': () => ok(undefined as never),
    });
    const model = createCardOrdersModel(ask);
    model.show('7');
    await settle();
    expect(model.orders.value).toBeNull();
    model.recordSale('7');
    expect(sent('workspace.open')).toEqual([{ type: 'workspace.open', phone: '7', form: 'order' }]);
  });
});

describe('counter choices', () => {
  it('names counters by their site, with the id where asked', () => {
    const counters = [counter('1', 'https://okna.example/'), counter('2', 'not a url')];
    expect(counterChoices(counters)).toEqual([
      { counterId: '1', name: 'okna.example' },
      { counterId: '2', name: 'not a url' },
    ]);
    expect(counterChoices(counters, { withId: true })[0]).toEqual({
      counterId: '1',
      name: 'okna.example (1)',
    });
  });
});

describe('popup orders model', () => {
  it('offers the selected counters only, and leaves them empty when the list fails', async () => {
    const listed = fakeAsk({
      'counters.list': () =>
        ok([counter('1', 'https://a.example'), counter('2', 'https://b.example', false)]),
    });
    const model = new PopupOrdersModel(listed.ask);
    await settle();
    expect(model.counters.value).toEqual([{ counterId: '1', name: 'a.example' }]);
    model[Symbol.dispose]();

    const failing = new PopupOrdersModel(fakeAsk({ 'counters.list': () => fail('network') }).ask);
    await settle();
    expect(failing.counters.value).toEqual([]);
    failing[Symbol.dispose]();
  });
});

describe('phone orders model: correcting a call', () => {
  const call = (callId: string) => ({
    counterId: '1',
    callId,
    startTime: 1_700_000_000_000,
    durationSec: 30,
    status: 'success',
    tags: [],
  });

  it('fills the caller (the number) and, for the newest call, the called number, grouped', async () => {
    const data: PhoneOrders = {
      ...ordersOf('79161234567', 0),
      calls: [call('c2'), call('c1')],
      latestCall: { counterId: '1', callId: 'c2', calledPhone: '4915027662653' },
    };
    const { ask } = fakeAsk({
      'orders.forPhone': () => ok(data),
      'records.outbox': () => ok([]),
    });
    const model = createPhoneOrdersModel(ask);
    await model.show('79161234567');
    model.startCorrectCall(call('c2'));
    expect(model.form.value?.values).toMatchObject({
      callId: 'c2',
      callerPhone: '+7 916 123-45-67',
      calledPhone: '+49 15027 662653',
    });
    model.startCorrectCall(call('c1'));
    expect(model.form.value?.values).toMatchObject({
      callId: 'c1',
      callerPhone: '+7 916 123-45-67',
      calledPhone: '',
    });
    model.dispose();
  });

  it('fills the called number from the list shown while that list reloads (after a write)', async () => {
    const data: PhoneOrders = {
      ...ordersOf('79161234567', 0),
      calls: [call('c2')],
      latestCall: { counterId: '1', callId: 'c2', calledPhone: '4915027662653' },
    };
    let reloads = 0;
    const { ask } = fakeAsk({
      'orders.forPhone': () =>
        reloads++ === 0 ? ok(data) : new Promise<never>(() => undefined /* held */),
      'records.outbox': () => ok([]),
    });
    const model = createPhoneOrdersModel(ask);
    await model.show('79161234567');
    void model.refresh();
    expect(model.orders.value.status).toBe('loading');
    model.startCorrectCall(call('c2'));
    expect(model.form.value?.values).toMatchObject({ calledPhone: '+49 15027 662653' });
    model.dispose();
  });
});

describe('phone orders model: a write the tracker took at once', () => {
  it('reads the list again and says accepted, though the outbox never showed it waiting', async () => {
    let reads = 0;
    const { ask, sent } = fakeAsk({
      'orders.forPhone': () => ok(ordersOf('79161234567', reads++)),
      // The tracker took the tag before the view first read the outbox: nothing waits.
      'records.outbox': () => ok([]),
      'orders.tag': () => ok(undefined as never),
    });
    const model = createPhoneOrdersModel(ask);
    await model.show('79161234567');
    await model.tag({ counterId: '1', orderId: 'A-1' } as never, 'vip');
    expect(sent('orders.forPhone').map((r) => r.refresh)).toEqual([false, true]);
    expect(model.lastWrite.value).toBe('accepted');
    expect(model.orders.value).toMatchObject({ status: 'ready', data: { totals: { count: 1 } } });
    model.dispose();
  });
});

describe('phone orders model: tags in use', () => {
  it('reads the tags in use once, when a form opens, for its tags field', async () => {
    const { ask, sent } = fakeAsk({
      'orders.forPhone': () => ok(ordersOf('79161234567', 0)),
      'records.outbox': () => ok([]),
      'tags.suggestions': () => ok(['sale', 'vip']),
    });
    const model = createPhoneOrdersModel(ask);
    await model.show('79161234567');
    expect(model.tagsInUse.value).toEqual([]);
    model.startRecord({});
    await expect.poll(() => model.tagsInUse.value).toEqual(['sale', 'vip']);
    model.startLogCall({});
    expect(sent('tags.suggestions')).toHaveLength(1);
    model.dispose();
  });
});
