/**
 * The order and call write outbox against the real emulator through the real client: a write
 * whose answer is lost is retried and lands once, writes survive a restart, unsent writes of
 * one record merge, and a refused write stays, visible, until retried or discarded.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startEmulator, type RunningEmulator } from '../../../emulator/index';
import { createTrackerClient, NetworkError, type TrackerClient } from '../../../lib/api/index';
import { createRecordOutbox, recordOutboxItem } from '../../../lib/outbox/record-outbox';
import { sendRecordWrite } from '../../../lib/background/workspace-services';
import type { RecordWrite } from '../../../lib/types/workspace-data';

let emulator: RunningEmulator;
let client: TrackerClient;
const counter = () => emulator.store.demoCounterId;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, calls: 300, leads: 60 });
  client = createTrackerClient({
    baseUrl: emulator.baseUrl,
    apiKey: emulator.keys.full,
    maxRetries: 0,
  });
});
afterAll(() => emulator.close());
beforeEach(() => fakeBrowser.reset());

/** Sends through the real client; `loseAnswers` of them reach the tracker but their answer is lost. */
function sender(options: { loseAnswers?: number } = {}) {
  let lose = options.loseAnswers ?? 0;
  return async (write: RecordWrite) => {
    await sendRecordWrite(client, write, () => 0);
    if (lose > 0) {
      lose -= 1;
      throw new NetworkError('connection reset after the request was sent');
    }
  };
}

function outboxWith(send: (write: RecordWrite) => Promise<void>) {
  let now = 1_000_000;
  const outbox = createRecordOutbox({
    send,
    baseUrl: async () => emulator.baseUrl,
    scheduleWake: () => undefined,
    now: () => now,
  });
  return { outbox, later: (ms: number) => (now += ms) };
}

const orderAdds = (orderId: string) =>
  emulator.requests.filter(
    (r) =>
      r.path.startsWith('/v2/order/add') && (r.body as { orderId?: string }).orderId === orderId,
  );

describe('order and call write outbox', () => {
  it('an add whose answer was lost is sent again, meets "already exists" and counts as done: one order', async () => {
    const { outbox, later } = outboxWith(sender({ loseAnswers: 1 }));
    const dateTime = Date.UTC(2025, 4, 30, 9);
    await outbox.enqueue({
      kind: 'order.add',
      counterId: counter(),
      order: { orderId: 'OB-1', dateTime, revenue: 900 },
    });
    await outbox.drain();
    const [waiting] = await outbox.list();
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, maybeStored: true });
    later(60_000);
    await outbox.drain();
    expect(await outbox.list()).toEqual([]);
    expect(orderAdds('OB-1').map((r) => r.status)).toEqual([200, 409]);
    expect(emulator.store.orders(counter()).filter((o) => o.orderId === 'OB-1')).toHaveLength(1);
  });

  it('an add a stopped worker sent (no answer heard) is not doubled by the next worker', async () => {
    // The first worker's send reaches the tracker, then the worker stops: no answer, ever.
    const stopped = outboxWith(async (write) => {
      await sendRecordWrite(client, write, () => 0);
      await new Promise(() => undefined);
    });
    await stopped.outbox.enqueue({
      kind: 'order.add',
      counterId: counter(),
      order: { orderId: 'OB-STOP', revenue: 700 },
    });
    await vi.waitFor(() => expect(orderAdds('OB-STOP')).toHaveLength(1));
    // The next worker, on the same stored list, sends it again: "already exists" is done.
    const next = outboxWith(sender());
    await next.outbox.drain();
    expect(await next.outbox.list()).toEqual([]);
    expect(orderAdds('OB-STOP').map((r) => r.status)).toEqual([200, 409]);
    expect(emulator.store.orders(counter()).filter((o) => o.orderId === 'OB-STOP')).toHaveLength(1);
  });

  it('a duplicate id the user typed is refused and kept, visible, not dropped', async () => {
    const { outbox } = outboxWith(sender());
    const existing = String(emulator.store.orders(counter())[0]!.orderId);
    await outbox.enqueue({
      kind: 'order.add',
      counterId: counter(),
      order: { orderId: existing, dateTime: 1 },
    });
    await outbox.drain();
    const [entry] = await outbox.list();
    expect(entry).toMatchObject({ state: 'failing', attempts: 1 });
    expect(entry?.lastError).toMatch(/already exists/);
    await outbox.discard(entry!.id);
    expect(await outbox.list()).toEqual([]);
  });

  it('merges a correction into an unsent add of the same order, and tags of one order', async () => {
    const { outbox } = outboxWith(async () => {
      throw Object.assign(new Error('the service is rate limiting'), { kind: 'rate_limited' });
    });
    const order = { orderId: 'OB-2', dateTime: 5, revenue: 100 };
    const first = await outbox.enqueue({ kind: 'order.add', counterId: counter(), order });
    // Refused before sending (no connection at all): nothing can have been stored.
    await outbox.drain();
    const second = await outbox.enqueue({
      kind: 'order.update',
      counterId: counter(),
      order: { orderId: 'OB-2', revenue: 250 },
    });
    await outbox.enqueue({
      kind: 'order.tags',
      counterId: counter(),
      orderId: 'OB-2',
      tags: ['a'],
    });
    await outbox.enqueue({
      kind: 'order.tags',
      counterId: counter(),
      orderId: 'OB-2',
      tags: ['b', 'a'],
    });
    await outbox.drain();
    expect(second).toBe(first);
    const entries = await outbox.list();
    expect(entries.map((e) => e.write)).toEqual([
      { kind: 'order.add', counterId: counter(), order: { ...order, revenue: 250 } },
      { kind: 'order.tags', counterId: counter(), orderId: 'OB-2', tags: ['a', 'b'] },
    ]);
  });

  it('survives a restart: a new outbox sends what the stopped one left, in order', async () => {
    const stopped = outboxWith(async () => {
      throw Object.assign(new Error('offline'), { kind: 'network' });
    });
    await stopped.outbox.enqueue({
      kind: 'call.add',
      counterId: counter(),
      call: {
        callId: 'OB-CALL',
        startTime: Date.UTC(2025, 4, 31, 8),
        callerPhone: '79990001122',
        calledPhone: '74951112233',
        duration: 40,
      },
    });
    await stopped.outbox.drain();
    await stopped.outbox.enqueue({
      kind: 'call.update',
      counterId: counter(),
      call: { callId: 'OB-CALL', duration: 41 },
    });
    await stopped.outbox.drain();
    // The add may have been stored (its answer was lost): the correction waits as its own write.
    expect((await recordOutboxItem.getValue()).map((e) => e.write.kind)).toEqual([
      'call.add',
      'call.update',
    ]);
    const restarted = outboxWith(sender());
    restarted.later(3_600_000);
    await restarted.outbox.drain();
    expect(await restarted.outbox.list()).toEqual([]);
    expect(emulator.store.findCall(counter(), 'OB-CALL')).toMatchObject({
      duration: 41,
      callerPhone: '79990001122',
    });
  });

  it('a refused correction (unknown order) fails at once and is sent again only on retry', async () => {
    const { outbox } = outboxWith(sender());
    await outbox.enqueue({
      kind: 'order.update',
      counterId: counter(),
      order: { orderId: 'NO-SUCH', revenue: 1 },
    });
    await outbox.drain();
    const [entry] = await outbox.list();
    expect(entry).toMatchObject({ state: 'failing', attempts: 1 });
    await outbox.drain();
    expect((await outbox.list())[0]?.attempts).toBe(1);
    await outbox.retry(entry!.id);
    await outbox.drain();
    expect((await outbox.list())[0]).toMatchObject({ state: 'failing', attempts: 1 });
  });
});
