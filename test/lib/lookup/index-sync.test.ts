import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatTrackerDateTime } from '../../../lib/api/dates';
import { DAY_MS, createIndexSync } from '../../../lib/lookup/index-sync';
import { openLocalIndex } from '../../../lib/lookup/local-index';
import { indexSyncItem } from '../../../lib/storage/items';
import { apiError, createFakeTracker } from './helpers/fake-tracker';

const NOW = Date.UTC(2026, 5, 1, 12);
const UNKNOWN = { calls: 'unknown', leads: 'unknown' } as const;

function setUp(itemsPerPage = 1000) {
  const tracker = createFakeTracker({ now: NOW });
  const index = openLocalIndex();
  let clock = NOW;
  const make = () =>
    createIndexSync({
      index,
      getSource: async () => tracker.source,
      scope: async () => ({ key: 'https://t', counterIds: ['101'], windowDays: 30 }),
      now: () => clock,
      itemsPerPage,
    });
  return { tracker, index, make, advance: (ms: number) => (clock += ms) };
}

describe('index sync', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    globalThis.indexedDB = new IDBFactory();
  });

  it('fills the window first, then re-reads only the recent overlap, and prunes old rows', async () => {
    const { tracker, index, make, advance } = setUp();
    tracker.addCall('79990000001', { startTime: NOW - 2 * DAY_MS });
    tracker.addCall('79990000002', { startTime: NOW - 40 * DAY_MS });
    tracker.addLead('79990000001', { createdAt: NOW - DAY_MS });
    const sync = make();

    await sync.run();
    const windowStart = formatTrackerDateTime(NOW - 30 * DAY_MS);
    expect(tracker.state.requests.map((r) => r.filter)).toEqual([
      `startTime>${windowStart}`,
      `createdAt>${windowStart}`,
    ]);
    expect(await index.counts()).toEqual({ calls: 1, leads: 1 });

    advance(10 * DAY_MS);
    tracker.state.requests.length = 0;
    await sync.run();
    expect(tracker.state.requests[0]!.filter).toBe(
      `startTime>${formatTrackerDateTime(NOW - 3 * DAY_MS)}`,
    );

    const status = await sync.status(30, UNKNOWN);
    expect(status).toMatchObject({
      state: 'idle',
      calls: 1,
      leads: 1,
      lastSyncAt: NOW + 10 * DAY_MS,
    });
    expect(status.approxBytes).toBeGreaterThan(0);
  });

  it('resumes an interrupted sync at the page it stopped on', async () => {
    const { tracker, index, make } = setUp(2);
    for (let i = 0; i < 5; i += 1) tracker.addCall(`7999000000${i}`);
    const first = make();
    // Page 1 answers, page 2 fails as if the worker had stopped there.
    let calls = 0;
    tracker.state.gate = async (op) => {
      if (op === 'listCalls' && ++calls === 2) throw apiError('network', 'worker stopped');
    };
    await expect(first.run()).rejects.toThrow('worker stopped');
    expect((await indexSyncItem.getValue()).job?.tasks[0]).toMatchObject({ nextPage: 2, done: 2 });
    expect(await first.status(30, UNKNOWN)).toMatchObject({
      state: 'error',
      lastError: 'worker stopped',
    });

    tracker.state.gate = undefined;
    tracker.state.requests.length = 0;
    const restarted = make();
    expect(await restarted.interrupted()).toBe(true);
    await restarted.run();
    expect(tracker.state.requests.filter((r) => r.op === 'listCalls').map((r) => r.page)).toEqual([
      2, 3,
    ]);
    expect((await index.counts()).calls).toBe(5);
    expect(await restarted.interrupted()).toBe(false);
  });

  it('empties the index when the data comes from another base URL', async () => {
    const { tracker, index } = setUp();
    tracker.addCall('79990000001');
    let key = 'https://a';
    const sync = createIndexSync({
      index,
      getSource: async () => tracker.source,
      scope: async () => ({ key, counterIds: ['101'], windowDays: 30 }),
      now: () => NOW,
    });
    await sync.run();
    await index.putCalls([{ ...tracker.state.calls[0]!, callId: 'only-on-a' }]);
    key = 'https://b';
    await sync.run();
    expect((await index.counts()).calls).toBe(1);
  });
});
