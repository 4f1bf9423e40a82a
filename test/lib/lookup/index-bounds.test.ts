/**
 * The index's bounds (issue 24, point 4): a listing that does not end is stopped and said, the
 * size cap keeps the newest rows, and clearing deletes the database.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DAY_MS, createIndexSync } from '../../../lib/lookup/index/index-sync';
import { INDEX_DB_NAME, openLocalIndex } from '../../../lib/lookup/index/local-index';
import type { CallRow, ListPage, ListQuery } from '../../../lib/lookup/tracker-source';
import { INDEX_SYNC_SUMMARY_KEY } from '../../../lib/storage/items';
import { createFakeTracker } from './helpers/fake-tracker';

const NOW = Date.UTC(2026, 5, 1, 12);
const UNKNOWN = { calls: 'unknown', leads: 'unknown' } as const;
/** Before the bounds these listings were read forever: fail rather than hang. */
const REQUEST_LIMIT = 400;

const callAt = (index: number, at: number): CallRow => ({
  counterId: '101',
  callId: `e${index}`,
  startTime: at,
  callerPhone: `7999${String(index).padStart(7, '0')}`,
  duration: 60,
  status: 'success',
  utmSource: 'google',
  tags: [],
});

type Listing = (query: ListQuery) => ListPage<CallRow>;

function setUp(listing: Listing, capBytes?: number) {
  const tracker = createFakeTracker({ now: NOW });
  let asked = 0;
  const source = {
    ...tracker.source,
    async listCalls(query: ListQuery) {
      asked += 1;
      if (asked > REQUEST_LIMIT) throw new Error('the listing was read without end');
      return listing(query);
    },
  };
  const index = openLocalIndex();
  const sync = createIndexSync({
    index,
    getSource: async () => source,
    scope: async () => ({
      key: 'https://t',
      counterIds: ['101'],
      windowDays: 30,
      ...(capBytes !== undefined ? { capBytes } : {}),
    }),
    now: () => NOW,
    itemsPerPage: 100,
  });
  return { sync, index, asked: () => asked };
}

/** Full pages of new calls one a minute further back, a next link and a total of ten million. */
const growing: Listing = ({ page }) => {
  const rows = Array.from({ length: 100 }, (_, i) => {
    const index = (page - 1) * 100 + i;
    return callAt(index, NOW - (index + 1) * 60_000);
  });
  return { rows, hasMore: true, totalResults: 10_000_000, nextLink: `next?page=${page + 1}` };
};

describe('index bounds', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    globalThis.indexedDB = new IDBFactory();
  });

  it('stops a listing whose next link repeats, and says so in the status and the summary', async () => {
    const rows = [callAt(1, NOW - 1000), callAt(2, NOW - 2000)];
    const { sync, asked } = setUp(() => ({ rows, hasMore: true, nextLink: 'next?page=2' }));
    await sync.run();
    expect(asked()).toBe(2);
    const status = await sync.status(30, UNKNOWN);
    expect(status).toMatchObject({
      state: 'error',
      calls: 2,
      stopped: { reason: 'repeated_link', counterId: '101', resource: 'calls' },
    });
    expect(status.lastError).toMatch(/did not end/);
    const summary = await fakeBrowser.storage.local.get(INDEX_SYNC_SUMMARY_KEY.slice(6));
    expect(summary).toMatchObject({ indexSync: { lastError: status.lastError } });
    expect(Object.keys(summary.indexSync as object).sort()).toEqual(['lastError', 'lastSyncAt']);
  });

  it('stops a listing whose pages hold more rows than its totalResults', async () => {
    const { sync, asked } = setUp((query) => ({ ...growing(query), totalResults: 5 }));
    await sync.run();
    expect(asked()).toBe(1);
    expect((await sync.status(30, UNKNOWN)).stopped?.reason).toBe('past_total');
  });

  it('stops a listing that goes past the window, and stores none of its older rows', async () => {
    // A day a page: the window of 30 days is passed on the 32nd page.
    const { sync, index, asked } = setUp(({ page }) => ({
      rows: Array.from({ length: 100 }, (_, i) =>
        callAt(page * 100 + i, NOW - (page - 1) * DAY_MS - (i + 1) * 800_000),
      ),
      hasMore: true,
      nextLink: `next?page=${page + 1}`,
    }));
    await sync.run();
    expect(asked()).toBeLessThan(40);
    expect((await sync.status(30, UNKNOWN)).stopped?.reason).toBe('past_window');
    const { calls } = await index.counts();
    expect(calls).toBeLessThanOrEqual(33 * 100);
    const oldest = await index.trimOldest(Number.MAX_SAFE_INTEGER);
    expect(oldest.from).toBeGreaterThanOrEqual(NOW - 31 * DAY_MS);
  });

  it('keeps the newest rows within the size cap and stops there, complete since the oldest kept', async () => {
    const { sync, index, asked } = setUp(growing, 100_000);
    await sync.run();
    const status = await sync.status(30, UNKNOWN, 100_000);
    expect(status.maxRows).toBeGreaterThan(100);
    expect(status.calls).toBe(status.maxRows);
    expect(asked()).toBeLessThanOrEqual(Math.ceil(status.maxRows! / 100) + 2);
    expect(status.state).toBe('idle');
    expect(status.stopped).toBeUndefined();
    expect(status.capped?.from).toBe(NOW - status.maxRows! * 60_000);
    expect(status.coverage).toMatchObject({ complete: true, from: status.capped?.from });
    const newest = await index.byPhones([callAt(0, 0).callerPhone]);
    expect(newest.get(callAt(0, 0).callerPhone)?.calls).toHaveLength(1);
  });

  it('does not take a capped index for one missing its older days (no full pass each time)', async () => {
    const filters: (string | undefined)[] = [];
    const { sync } = setUp((query) => {
      filters.push(query.filter);
      return growing(query);
    }, 100_000);
    await sync.run();
    const first = filters.length;
    expect(first).toBeGreaterThan(1);
    await sync.run();
    // What is new since the pass: the cap is why older days are missing, not a wider window.
    expect(filters[first]).not.toBe(filters[0]);
  });

  it('clears by deleting the database, and works on after', async () => {
    const { sync, index } = setUp(growing, 100_000);
    await sync.run();
    const deleted: string[] = [];
    const factory = globalThis.indexedDB;
    const deleteDatabase = factory.deleteDatabase.bind(factory);
    factory.deleteDatabase = (name: string) => {
      deleted.push(name);
      return deleteDatabase(name);
    };
    await sync.reset();
    expect(deleted).toEqual([INDEX_DB_NAME]);
    expect(await index.counts()).toEqual({ calls: 0, leads: 0 });
    await index.putCalls([callAt(1, NOW)]);
    expect(await index.counts()).toEqual({ calls: 1, leads: 0 });
  });
});
