import { describe, expect, it, vi } from 'vitest';
import {
  MAX_IDS_PER_REQUEST,
  MAX_OUTBOX_ENTRIES,
  createTagOutbox,
} from '../../../lib/outbox/tag-outbox';
import { sendTagBatch } from '../../../lib/background/tag-send';
import type { OutboxEntryView, TagTarget } from '../../../lib/types/phone-data';
import { tagOutboxItem } from '../../../lib/storage/items';
import { apiError } from '../lookup/helpers/fake-tracker';
import { setUpBackground } from '../lookup/helpers/services';

const call = (callId: string, counterId = '101'): TagTarget => ({
  kind: 'call',
  counterId,
  callId,
});

async function outboxOver() {
  const { tracker } = await setUpBackground();
  const outbox = createTagOutbox({
    send: (batch) => sendTagBatch(tracker.source, batch),
    scheduleWake: vi.fn(),
  });
  return { tracker, outbox };
}

/** Queues writes without sending (the tracker holds every request until released). */
function holdRequests(tracker: Awaited<ReturnType<typeof setUpBackground>>['tracker']) {
  const releases: (() => void)[] = [];
  tracker.state.gate = () => new Promise<void>((resolve) => releases.push(resolve));
  return {
    releaseAll() {
      tracker.state.gate = undefined;
      for (const release of releases.splice(0)) release();
    },
  };
}

describe('tag outbox batches', () => {
  it('sends 200 writes of one tag as two requests of many ids, not 200', async () => {
    const { tracker, outbox } = await outboxOver();
    const held = holdRequests(tracker);
    await outbox.enqueue(call('c0'), 'add', 'hot'); // in flight alone
    await vi.waitFor(() => expect(tracker.count('addCallTags')).toBe(1));
    for (let i = 1; i < 200; i += 1) await outbox.enqueue(call(`c${i}`), 'add', 'hot');
    held.releaseAll();
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]));
    await outbox.drain();
    // 1 (the first, alone) + 199 ids in batches of at most MAX_IDS_PER_REQUEST.
    expect(tracker.count('addCallTags')).toBe(1 + Math.ceil(199 / MAX_IDS_PER_REQUEST));
    expect(new Set(tracker.state.tagWrites.map((w) => w.target)).size).toBe(200);
  });

  it('keeps counters, operations and tag sets apart, and merges tags with the same ids', async () => {
    const { tracker, outbox } = await outboxOver();
    const entries: OutboxEntryView[] = [
      ['c1', '101', 'add', 'a'],
      ['c2', '101', 'add', 'a'],
      ['c1', '101', 'add', 'b'],
      ['c2', '101', 'add', 'b'],
      ['c1', '202', 'add', 'a'],
      ['c3', '101', 'remove', 'a'],
    ].map(([callId, counterId, op, tag], i) => ({
      id: `e${i}`,
      target: call(callId!, counterId),
      op: op as 'add' | 'remove',
      tag: tag!,
      attempts: 0,
      state: 'pending',
      createdAt: i,
    }));
    await tagOutboxItem.setValue(entries);
    const sent: string[] = [];
    const change = tracker.source.changeCallTags.bind(tracker.source);
    tracker.source.changeCallTags = async (op, counterId, callIds, tags) => {
      sent.push(`${op} ${counterId} [${callIds.join(',')}] [${tags.join(',')}]`);
      await change(op, counterId, callIds, tags);
    };
    await outbox.drain();
    expect(sent).toEqual(['add 101 [c1,c2] [a,b]', 'add 202 [c1] [a]', 'remove 101 [c3] [a]']);
    expect(await outbox.list()).toEqual([]);
  });

  it('still orders writes per call and tag: the last intent wins', async () => {
    const { tracker, outbox } = await outboxOver();
    tracker.addCall('79991234567'); // c1
    const held = holdRequests(tracker);
    await outbox.enqueue(call('c1'), 'add', 'x'); // in flight
    await vi.waitFor(() => expect(tracker.count('addCallTags')).toBe(1));
    await outbox.enqueue(call('c1'), 'remove', 'x');
    await outbox.enqueue(call('c2'), 'remove', 'x');
    held.releaseAll();
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]));
    await outbox.drain();
    expect(tracker.state.tagWrites).toEqual([
      { op: 'add', target: '101:c1', tag: 'x' },
      { op: 'remove', target: '101:c1', tag: 'x' },
      { op: 'remove', target: '101:c2', tag: 'x' },
    ]);
    expect(tracker.state.calls[0]!.tags).toEqual([]);
  });

  it('fails only the ids the service refused; the others of the request are done', async () => {
    const { tracker, outbox } = await outboxOver();
    const change = tracker.source.changeCallTags.bind(tracker.source);
    tracker.source.changeCallTags = async (op, counterId, callIds, tags) => {
      await change(op, counterId, callIds, tags);
      throw Object.assign(apiError('bad_request', 'no such call'), { failedIds: ['ghost'] });
    };
    const held = holdRequests(tracker);
    await outbox.enqueue(call('c1'), 'add', 'x');
    await outbox.enqueue(call('ghost'), 'add', 'x');
    held.releaseAll();
    await outbox.drain();
    const left = await outbox.list();
    expect(left.map((e) => [targetOf(e), e.state, e.lastError])).toEqual([
      ['ghost', 'failing', 'no such call'],
    ]);
  });

  it('refuses a write past the cap with an error, and keeps every queued one', async () => {
    const { tracker, outbox } = await outboxOver();
    const full: OutboxEntryView[] = Array.from({ length: MAX_OUTBOX_ENTRIES }, (_, i) => ({
      id: `e${i}`,
      target: call(`c${i}`),
      op: 'add',
      tag: 'x',
      attempts: 5,
      state: 'failing',
      createdAt: i,
    }));
    await tagOutboxItem.setValue(full);
    await expect(outbox.enqueue(call('new'), 'add', 'x')).rejects.toMatchObject({
      kind: 'outbox_full',
    });
    // Changing a write already waiting is still possible: it takes no new place.
    await outbox.enqueue(call('c3'), 'remove', 'x');
    const left = await outbox.list();
    expect(left).toHaveLength(MAX_OUTBOX_ENTRIES);
    expect(left[3]).toMatchObject({ op: 'remove', state: 'pending' });
    expect(tracker.count('addCallTags')).toBe(0);
  });
});

const targetOf = (entry: OutboxEntryView) =>
  entry.target.kind === 'call' ? entry.target.callId : entry.target.leadId;
