/**
 * A first sync nobody waits for starts a random moment later (`startSoon`), one someone waits
 * for at once; the status says when it starts and, once under way, how far it got and how
 * many requests it still has to send (the options' "first sync N% done, about M min left").
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createIndexSync } from '../../../lib/lookup/index/index-sync';
import { openLocalIndex } from '../../../lib/lookup/index/local-index';
import { firstSyncProgress } from '../../../lib/lookup/index/sync-progress';
import type { IndexSyncState, SyncTask } from '../../../lib/storage/items';
import { apiError, createFakeTracker } from './helpers/fake-tracker';

const NOW = Date.UTC(2026, 5, 1, 12);
const UNKNOWN = { calls: 'unknown', leads: 'unknown' } as const;

function setUp(itemsPerPage = 2) {
  const tracker = createFakeTracker({ now: NOW });
  const index = openLocalIndex();
  const sync = createIndexSync({
    index,
    getSource: async () => tracker.source,
    scope: async () => ({ key: 'https://t', counterIds: ['101'], windowDays: 30 }),
    now: () => NOW,
    itemsPerPage,
    sleep: async () => undefined,
  });
  return { tracker, index, sync };
}

const task = (over: Partial<SyncTask>): SyncTask => ({
  counterId: '101',
  resource: 'calls',
  since: 0,
  nextPage: 1,
  done: 0,
  ...over,
});

describe('the first sync’s start and progress', () => {
  let syncs: ReturnType<typeof setUp>['sync'][] = [];
  beforeEach(() => {
    fakeBrowser.reset();
    globalThis.indexedDB = new IDBFactory();
    syncs = [];
  });
  afterEach(async () => {
    for (const sync of syncs) await sync.reset();
  });

  it('puts off a start nobody waits for, says when, and starts at once when someone asks', async () => {
    const { tracker, sync } = setUp();
    syncs.push(sync);
    tracker.addCall('79990000001');
    sync.startSoon(60_000);
    const waiting = await sync.status(30, UNKNOWN);
    expect(waiting).toMatchObject({ state: 'syncing', startsAt: NOW + 60_000 });
    expect(tracker.state.requests).toHaveLength(0);
    // A later start asked for does not push back the one already due.
    sync.startSoon(90_000);
    expect((await sync.status(30, UNKNOWN)).startsAt).toBe(NOW + 60_000);

    await sync.run();
    expect(tracker.state.requests.length).toBeGreaterThan(0);
    const done = await sync.status(30, UNKNOWN);
    expect(done).not.toHaveProperty('startsAt');
    expect(done).toMatchObject({ state: 'idle', lastSyncAt: NOW, calls: 1 });
  });

  it('starts at once for no delay', async () => {
    const { tracker, sync } = setUp();
    syncs.push(sync);
    tracker.addCall('79990000001');
    const ended = new Promise<void>((resolve) =>
      sync.listen((event) => event.kind === 'done' && resolve()),
    );
    sync.startSoon(0);
    await ended;
    expect(await sync.status(30, UNKNOWN)).toMatchObject({ state: 'idle', calls: 1 });
  });

  it('says how far a paused first sync got and what it still has to ask', async () => {
    const { tracker, sync } = setUp(2);
    syncs.push(sync);
    for (let i = 0; i < 6; i += 1) tracker.addCall(`7999000000${i}`);
    let calls = 0;
    tracker.state.gate = async (op) => {
      if (op === 'listCalls' && ++calls === 2)
        throw Object.assign(apiError('rate_limited', 'Too many requests'), { retryAfterMs: 1000 });
    };
    await sync.run();
    const status = await sync.status(30, UNKNOWN);
    expect(status.state).toBe('syncing');
    // Calls: 2 of 6 read, 2 pages of 2 left; leads (none) read whole: (1/3 + 1) / 2.
    expect(status.firstSync).toEqual({ percent: 66, requestsLeft: 2 });
  });

  it('reckons progress over every walk, a finished one whole', () => {
    const state: IndexSyncState = {
      syncedUntil: {},
      job: {
        startedAt: NOW,
        kind: 'first',
        tasks: [
          task({ finished: true, done: 10, total: 10 }),
          task({ resource: 'leads', done: 500, total: 2000 }),
          task({ counterId: '202' }),
          task({ counterId: '202', resource: 'leads', done: 0, total: 0, finished: true }),
        ],
      },
    };
    // The walk of 202's calls has not told its total yet: no count of requests left.
    expect(firstSyncProgress(state, 1000)).toEqual({ percent: 56 });
    state.job!.tasks[2]!.total = 1500;
    // (1 + 500/2000 + 0 + 1) / 4; two pages of leads and two of 202's calls left.
    expect(firstSyncProgress(state, 1000)).toEqual({ percent: 56, requestsLeft: 4 });
    expect(firstSyncProgress({ ...state, job: { ...state.job!, kind: 'new' } }, 1000)).toBe(
      undefined,
    );
    expect(firstSyncProgress({ syncedUntil: {} }, 1000)).toBe(undefined);
  });
});
