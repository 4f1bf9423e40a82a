import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatTrackerDateTime } from '../../../lib/api/dates';
import { DAY_MS, createIndexSync } from '../../../lib/lookup/index/index-sync';
import { openLocalIndex } from '../../../lib/lookup/index/local-index';
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

  it('fills the window first, then re-reads a narrow overlap, the last days daily, the window weekly', async () => {
    const { tracker, index, make, advance } = setUp();
    tracker.addCall('79990000001', { startTime: NOW - 2 * DAY_MS });
    tracker.addCall('79990000002', { startTime: NOW - 40 * DAY_MS });
    tracker.addLead('79990000001', { createdAt: NOW - DAY_MS });
    const sync = make();
    const filters = () => tracker.state.requests.map((r) => r.filter);

    await sync.run();
    const windowStart = formatTrackerDateTime(NOW - 30 * DAY_MS);
    expect(filters()).toEqual([`startTime>${windowStart}`, `createdAt>${windowStart}`]);
    expect(await index.counts()).toEqual({ calls: 1, leads: 1 });

    tracker.state.requests.length = 0;
    advance(30 * 60_000);
    await sync.run();
    expect(filters()[0]).toBe(`startTime>${formatTrackerDateTime(NOW - 2 * 3_600_000)}`);

    tracker.state.requests.length = 0;
    advance(DAY_MS);
    await sync.run();
    expect(filters()[0]).toBe(`startTime>${formatTrackerDateTime(NOW + 30 * 60_000 - 3 * DAY_MS)}`);

    tracker.state.requests.length = 0;
    advance(7 * DAY_MS);
    await sync.run();
    expect(filters()[0]).toBe(
      `startTime>${formatTrackerDateTime(NOW + 30 * 60_000 + 8 * DAY_MS - 30 * DAY_MS)}`,
    );

    const status = await sync.status(30, UNKNOWN);
    expect(status).toMatchObject({
      state: 'idle',
      calls: 1,
      leads: 1,
      lastSyncAt: NOW + 30 * 60_000 + 8 * DAY_MS,
      coverage: { complete: true },
    });
    expect(status.approxBytes).toBeGreaterThan(0);
  });

  it('walks back newest first, counters in turn, and answers once the first pages are stored', async () => {
    const { tracker, index } = setUp();
    for (let i = 0; i < 6; i += 1) {
      tracker.addCall(`7999000001${i}`, { startTime: NOW - (i + 1) * DAY_MS });
      tracker.addCall(`7999000002${i}`, { counterId: '202', startTime: NOW - (i + 1) * DAY_MS });
    }
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let pages = 0;
    // Holds the fifth page so the pass is caught in the middle.
    tracker.state.gate = async () => {
      if (++pages === 5) await held;
    };
    const sync = createIndexSync({
      index,
      getSource: async () => tracker.source,
      scope: async () => ({ key: 'https://t', counterIds: ['101', '202'], windowDays: 30 }),
      now: () => NOW,
      itemsPerPage: 2,
    });
    const events: string[] = [];
    sync.listen((event) => events.push(event.kind));
    const whole = sync.run();
    await sync.runUntilAnswerable();
    // One page of each counter's calls and leads, before any second page.
    expect(
      tracker.state.requests.slice(0, 4).map((r) => `${r.op}:${r.counterId}:${r.page}`),
    ).toEqual(['listCalls:101:1', 'listLeads:101:1', 'listCalls:202:1', 'listLeads:202:1']);
    const info = await sync.coverage();
    expect(info).toMatchObject({ syncing: true, complete: false });
    expect(info.coverage).toEqual({ from: NOW - 2 * DAY_MS, to: NOW });
    expect(await sync.status(30, UNKNOWN)).toMatchObject({
      state: 'syncing',
      coverage: { from: NOW - 2 * DAY_MS, complete: false },
    });
    expect((await index.byPhones(['79990000010'])).get('79990000010')!.calls).toHaveLength(1);
    release();
    await whole;
    expect(await index.counts()).toEqual({ calls: 12, leads: 0 });
    expect(await sync.coverage()).toMatchObject({ syncing: false, complete: true });
    expect(events.at(-1)).toBe('done');
  });

  it('pauses under the rate limit, keeps its progress and resumes after Retry-After', async () => {
    const { tracker, index } = setUp(2);
    for (let i = 0; i < 5; i += 1) tracker.addCall(`7999000000${i}`);
    const slept: number[] = [];
    const sync = createIndexSync({
      index,
      getSource: async () => tracker.source,
      scope: async () => ({ key: 'https://t', counterIds: ['101'], windowDays: 30 }),
      now: () => NOW,
      itemsPerPage: 2,
      sleep: async (ms) => void slept.push(ms),
    });
    let calls = 0;
    tracker.state.gate = async (op) => {
      if (op === 'listCalls' && ++calls === 2)
        throw Object.assign(apiError('rate_limited', 'Too many requests'), { retryAfterMs: 7000 });
    };
    const paused: number[] = [];
    sync.listen((event) => event.kind === 'paused' && paused.push(event.until));
    await sync.run();
    expect(paused).toEqual([NOW + 7000]);
    const status = await sync.status(30, UNKNOWN);
    expect(status).toMatchObject({ state: 'syncing', pausedUntil: NOW + 7000 });
    expect(status.lastError).toBeUndefined();
    expect((await indexSyncItem.getValue()).job?.tasks[0]).toMatchObject({ nextPage: 2, done: 2 });

    tracker.state.requests.length = 0;
    await sync.run();
    expect(slept).toEqual([7000]);
    expect(tracker.state.requests.filter((r) => r.op === 'listCalls').map((r) => r.page)).toEqual([
      2, 3,
    ]);
    expect((await index.counts()).calls).toBe(5);
    expect(await sync.status(30, UNKNOWN)).not.toHaveProperty('pausedUntil');
  });

  it('drops rows a full pass no longer finds, and keeps rows a live answer refreshed', async () => {
    const { tracker, index, make, advance } = setUp();
    const gone = tracker.addCall('79990000001', { startTime: NOW - 5 * DAY_MS });
    tracker.addCall('79990000002', { startTime: NOW - 6 * DAY_MS });
    const sync = make();
    await sync.run();
    tracker.state.calls = tracker.state.calls.filter((c) => c !== gone);
    advance(30 * 60_000);
    await sync.run();
    // A narrow pass does not see the deletion.
    expect((await index.counts()).calls).toBe(2);
    advance(8 * DAY_MS);
    await sync.absorbLiveRows({ calls: [{ ...gone, tags: ['kept'] }] }, 30);
    await sync.run();
    const rows = await index.byPhones(['79990000001', '79990000002']);
    expect(rows.get('79990000002')!.calls).toHaveLength(1);
    // Written by a live answer during the pass's lifetime: it stays.
    expect(rows.get('79990000001')!.calls[0]!.tags).toEqual(['kept']);
  });

  it('reads the older days at once when the window grows', async () => {
    const { tracker, index } = setUp();
    let windowDays = 30;
    const sync = createIndexSync({
      index,
      getSource: async () => tracker.source,
      scope: async () => ({ key: 'https://t', counterIds: ['101'], windowDays }),
      now: () => NOW,
    });
    await sync.run();
    windowDays = 90;
    tracker.state.requests.length = 0;
    await sync.run();
    expect(tracker.state.requests[0]!.filter).toBe(
      `startTime>${formatTrackerDateTime(NOW - 90 * DAY_MS)}`,
    );
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
