/** Single-number answers kept in the background's IndexedDB: they outlive the worker. */
import { describe, expect, it, vi } from 'vitest';
import { createServices } from '../../../lib/background/services';
import {
  createStoredDetailCache,
  detailCacheItem,
  type StoredDetailCache,
} from '../../../lib/background/stored-detail-cache';
import type { PhoneDetail } from '../../../lib/types/phone-data';
import { setUpBackground } from '../lookup/helpers/services';

const PHONE = '79991234567';

const detail = (phone: string, padding = 0): PhoneDetail =>
  ({
    phone,
    calls: [{ callId: 'x'.repeat(padding) }],
    leads: [],
    totals: {},
    answer: { kind: 'live', at: 1 },
    via: 'server-filter',
    fetchedAt: 1,
    pendingTagWrites: 0,
  }) as unknown as PhoneDetail;

describe('stored single-number answers', () => {
  it('answer at once, with no request, after the service worker was stopped', async () => {
    const { services, tracker, makeSource } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    const first = await services.lookup.detail(PHONE);
    expect(first.answer.kind).toBe('live');
    // A new worker: new services over the same databases.
    const restarted = createServices({ makeSource, scheduleOutboxWake: vi.fn() });
    const before = tracker.count();
    const again = await restarted.lookup.detail(PHONE);
    expect(tracker.count()).toBe(before);
    expect(again.fetchedAt).toBe(first.fetchedAt);
    expect(again.calls).toHaveLength(1);
  });

  it('keep the newest answers within their bounds in entries and bytes', async () => {
    await setUpBackground();
    const cache = createStoredDetailCache({ entries: 3, bytes: 5_000 });
    for (const n of [1, 2, 3, 4]) await cache.set(`k${n}`, detail(`7999000000${n}`));
    expect(await cache.get('k1')).toBeUndefined();
    expect((await cache.get('k4'))?.phone).toBe('79990000004');
    await cache.set('big', detail('79990000009', 4_000));
    expect(await cache.get('k2')).toBeUndefined();
    expect(await cache.get('big')).toBeDefined();
    const stored = (await detailCacheItem.getValue()) as { entries: unknown[] };
    expect(JSON.stringify(stored).length).toBeLessThan(5_500);
  });

  it('drop a stored value that does not fit the schema, and keep working', async () => {
    await setUpBackground();
    const corrupt = { version: 1, entries: [{ key: 'k', detail: { phone: 1 } }] };
    await detailCacheItem.setValue(corrupt as unknown as StoredDetailCache);
    const cache = createStoredDetailCache();
    expect(await cache.get('k')).toBeUndefined();
    await cache.set('k', detail(PHONE));
    expect((await createStoredDetailCache().get('k'))?.phone).toBe(PHONE);
  });
});
