import { describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS, backoffMs, createTagOutbox } from '../../../lib/outbox/tag-outbox';
import { sendTagBatch } from '../../../lib/background/tag-send';
import type { TagTarget } from '../../../lib/types/phone-data';
import { tagOutboxItem } from '../../../lib/storage/items';
import { apiError } from '../lookup/helpers/fake-tracker';
import { setUpBackground } from '../lookup/helpers/services';

const PHONE = '79991234567';
const call = (callId: string): TagTarget => ({ kind: 'call', counterId: '101', callId });

describe('tag outbox', () => {
  it('shows a tag at once, sends it, and keeps it after the write is accepted', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    const row = tracker.addCall(PHONE);
    let release!: () => void;
    tracker.state.gate = (op) =>
      op === 'addCallTags' ? new Promise<void>((r) => (release = r)) : Promise.resolve();
    await services.lookup.detail(PHONE);

    await services.outbox.enqueue(call(row.callId), 'add', 'hot');
    const optimistic = await services.lookup.detail(PHONE);
    expect(optimistic.calls[0]!.tags).toEqual(['hot']);
    expect(optimistic.pendingTagWrites).toBe(1);

    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await vi.waitFor(async () => expect(await services.outbox.list()).toEqual([]));
    await services.outbox.drain(); // let the pass finish before storage is reset
    const accepted = await services.lookup.detail(PHONE);
    expect(accepted.calls[0]!.tags).toEqual(['hot']);
    expect(accepted.pendingTagWrites).toBe(0);
    expect(tracker.state.tagWrites).toEqual([{ op: 'add', target: '101:c1', tag: 'hot' }]);
  });

  it('an undone removal still waiting is replaced by the add: one write, the removal never sent', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    const row = tracker.addCall(PHONE);
    let release!: () => void;
    tracker.state.gate = (op) =>
      op === 'addCallTags' && !release
        ? new Promise<void>((r) => (release = r))
        : Promise.resolve();
    // A write in flight keeps the removal waiting behind it.
    await services.outbox.enqueue(call(row.callId), 'add', 'first');
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    const removal = await services.outbox.enqueue(call(row.callId), 'remove', 'vip');
    const undo = await services.outbox.enqueue(call(row.callId), 'add', 'vip');
    expect(undo).toBe(removal);
    const waiting = (await services.outbox.list()).filter((entry) => entry.tag === 'vip');
    expect(waiting.map((entry) => entry.op)).toEqual(['add']);
    release();
    await vi.waitFor(async () => expect(await services.outbox.list()).toEqual([]));
    await services.outbox.drain();
    expect(tracker.state.tagWrites.filter((w) => w.tag === 'vip')).toEqual([
      { op: 'add', target: '101:c1', tag: 'vip' },
    ]);
  });

  it('an undone removal already sent is followed by the add, once', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    const row = tracker.addCall(PHONE);
    await services.outbox.enqueue(call(row.callId), 'remove', 'vip');
    await vi.waitFor(async () => expect(await services.outbox.list()).toEqual([]));
    await services.outbox.enqueue(call(row.callId), 'add', 'vip');
    await vi.waitFor(async () => expect(await services.outbox.list()).toEqual([]));
    await services.outbox.drain();
    expect(tracker.state.tagWrites).toEqual([
      { op: 'remove', target: '101:c1', tag: 'vip' },
      { op: 'add', target: '101:c1', tag: 'vip' },
    ]);
  });

  it('survives a restart: a new outbox sends what the old one left in storage', async () => {
    const { tracker } = await setUpBackground();
    tracker.addCall(PHONE);
    await tagOutboxItem.setValue([
      {
        id: 'a',
        target: call('c1'),
        op: 'add',
        tag: 'x',
        attempts: 0,
        state: 'pending',
        createdAt: 1,
      },
    ]);
    const fresh = createTagOutbox({
      send: (batch) => sendTagBatch(tracker.source, batch),
      scheduleWake: vi.fn(),
    });
    await fresh.drain();
    expect(tracker.state.tagWrites).toEqual([{ op: 'add', target: '101:c1', tag: 'x' }]);
    expect(await tagOutboxItem.getValue()).toEqual([]);
  });

  it('backs off after a retryable failure and asks to be woken then', async () => {
    let clock = 1_000_000;
    const { tracker } = await setUpBackground();
    const wake = vi.fn();
    const outbox = createTagOutbox({
      send: (batch) => sendTagBatch(tracker.source, batch),
      scheduleWake: wake,
      now: () => clock,
    });
    tracker.state.failures.set('addCallTags', [apiError('network', 'offline')]);
    await outbox.enqueue(call('c1'), 'add', 'x');
    await outbox.drain();

    const [entry] = await outbox.list();
    expect(entry).toMatchObject({ attempts: 1, state: 'pending', lastError: 'offline' });
    expect(entry!.nextAttemptAt).toBe(clock + backoffMs(1));
    expect(wake).toHaveBeenLastCalledWith(clock + backoffMs(1));

    await outbox.drain(); // too early: nothing is sent
    expect(tracker.count('addCallTags')).toBe(1);
    clock += backoffMs(1);
    await outbox.drain();
    expect(await outbox.list()).toEqual([]);
    expect(tracker.count('addCallTags')).toBe(2);
    expect(wake).toHaveBeenLastCalledWith(undefined);
  });

  it('marks a write failing after too many attempts or a non-retryable error; retry sends again', async () => {
    let clock = 0;
    const { tracker } = await setUpBackground();
    const outbox = createTagOutbox({
      send: (batch) => sendTagBatch(tracker.source, batch),
      scheduleWake: vi.fn(),
      now: () => clock,
    });
    tracker.state.failures.set(
      'addCallTags',
      Array.from({ length: MAX_ATTEMPTS }, () => apiError('server', 'boom')),
    );
    tracker.state.failures.set('removeCallTags', [apiError('not_found', 'no such call')]);
    await outbox.enqueue(call('c1'), 'add', 'x');
    await outbox.enqueue(call('c2'), 'remove', 'y');
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      clock += 60 * 60_000;
      await outbox.drain();
    }
    const entries = await outbox.list();
    expect(entries.map((e) => [e.tag, e.state, e.attempts])).toEqual([
      ['x', 'failing', MAX_ATTEMPTS],
      ['y', 'failing', 1],
    ]);
    expect(tracker.count('addCallTags')).toBe(MAX_ATTEMPTS);

    await outbox.retry(entries[0]!.id);
    await outbox.drain();
    expect((await outbox.list()).map((e) => e.tag)).toEqual(['y']);
    await expect(outbox.retry('missing')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('coalesces an unsent add then remove of one tag into the remove', async () => {
    const { tracker } = await setUpBackground();
    tracker.state.failures.set('addCallTags', [apiError('network')]);
    const outbox = createTagOutbox({
      send: (batch) => sendTagBatch(tracker.source, batch),
      scheduleWake: vi.fn(),
    });
    await outbox.enqueue(call('c1'), 'add', 'x');
    await outbox.drain(); // failed once, now waiting for its backoff
    const id = await outbox.enqueue(call('c1'), 'remove', 'x');
    const entries = await outbox.list();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id, op: 'remove', attempts: 0, state: 'pending' });
  });

  it('never sends a later op before an earlier one on the same call and tag', async () => {
    const { tracker } = await setUpBackground();
    tracker.addCall(PHONE);
    let release!: () => void;
    tracker.state.gate = (op) =>
      op === 'addCallTags' ? new Promise<void>((r) => (release = r)) : Promise.resolve();
    const outbox = createTagOutbox({
      send: (batch) => sendTagBatch(tracker.source, batch),
      scheduleWake: vi.fn(),
    });
    await outbox.enqueue(call('c1'), 'add', 'x'); // goes in flight
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    await outbox.enqueue(call('c1'), 'remove', 'x');
    await outbox.enqueue(call('c1'), 'add', 'x');
    expect((await outbox.list()).map((e) => e.op)).toEqual(['add', 'add']);
    tracker.state.gate = undefined;
    release();
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]));
    await outbox.drain();
    expect(tracker.state.tagWrites.map((w) => w.op)).toEqual(['add', 'add']);
    expect(tracker.state.calls[0]!.tags).toEqual(['x']);
  });
});

describe('tag outbox under a change made while a pass starts', () => {
  it('does not lose a remove queued while the pass reads the list', async () => {
    const { tracker } = await setUpBackground();
    tracker.addCall(PHONE);
    await tagOutboxItem.setValue([
      {
        id: 'a',
        target: call('c1'),
        op: 'add',
        tag: 'x',
        attempts: 0,
        state: 'pending',
        createdAt: 1,
      },
    ]);
    // The pass's first read of the list is answered late, with what was stored when it asked.
    const original = tagOutboxItem.getValue.bind(tagOutboxItem);
    let reads = 0;
    let firstReadAsked!: () => void;
    const asked = new Promise<void>((resolve) => (firstReadAsked = resolve));
    vi.spyOn(tagOutboxItem, 'getValue').mockImplementation(async () => {
      reads += 1;
      const snapshot = structuredClone(await original());
      if (reads === 1) {
        firstReadAsked();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return snapshot;
    });
    const outbox = createTagOutbox({
      send: (batch) => sendTagBatch(tracker.source, batch),
      scheduleWake: vi.fn(),
    });
    const pass = outbox.drain();
    await asked;
    await outbox.enqueue(call('c1'), 'remove', 'x');
    await pass;
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]));
    await outbox.drain();
    vi.restoreAllMocks();
    expect(tracker.state.tagWrites.map((w) => w.op)).toEqual(['add', 'remove']);
    expect(tracker.state.calls[0]!.tags).toEqual([]);
  });
});

describe('tag outbox and the service address', () => {
  it('sends a change only to the address it was made for; retry sends it to the current one', async () => {
    let clock = 1_000_000;
    let address = 'https://a.test';
    const { tracker } = await setUpBackground();
    const outbox = createTagOutbox({
      send: (batch) => sendTagBatch(tracker.source, batch),
      scheduleWake: vi.fn(),
      baseUrl: async () => address,
      now: () => clock,
    });
    tracker.state.failures.set('addCallTags', [apiError('network', 'offline')]);
    await outbox.enqueue(call('c1'), 'add', 'x');
    await outbox.drain();
    expect((await outbox.list())[0]).toMatchObject({ baseUrl: 'https://a.test', state: 'pending' });

    address = 'https://b.test';
    clock += 60 * 60_000;
    await outbox.drain();
    const [entry] = await outbox.list();
    expect(entry).toMatchObject({ state: 'failing', lastError: 'Made for https://a.test' });
    expect(tracker.count('addCallTags')).toBe(1);

    await outbox.retry(entry!.id);
    await outbox.drain();
    expect(await outbox.list()).toEqual([]);
    expect(tracker.count('addCallTags')).toBe(2);
  });
});
