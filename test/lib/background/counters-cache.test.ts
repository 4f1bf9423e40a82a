import { describe, expect, it, vi } from 'vitest';
import { COUNTERS_TTL_MS, createCountersCache } from '../../../lib/background/counters-cache';
import { COUNTERS, createFakeTracker } from '../lookup/helpers/fake-tracker';
import { setUpBackground } from '../lookup/helpers/services';

async function cacheAt(clock: { now: number }, baseUrl = { value: 'https://a' }) {
  await setUpBackground();
  const tracker = createFakeTracker();
  const onRefreshed = vi.fn();
  const cache = createCountersCache({
    getSource: async () => tracker.source,
    baseUrl: async () => baseUrl.value,
    now: () => clock.now,
    onRefreshed,
  });
  return { cache, tracker, onRefreshed };
}

describe('counters cache', () => {
  it('fetches once, then answers from the cache while fresh', async () => {
    const clock = { now: 0 };
    const { cache, tracker } = await cacheAt(clock);
    expect(await cache.all()).toEqual(COUNTERS);
    clock.now = COUNTERS_TTL_MS - 1;
    expect(await cache.all()).toEqual(COUNTERS);
    expect(tracker.count('counters')).toBe(1);
  });

  it('answers a stale copy at once and refreshes it behind', async () => {
    const clock = { now: 0 };
    const { cache, tracker, onRefreshed } = await cacheAt(clock);
    await cache.all();
    tracker.state.counters = [COUNTERS[0]!];
    clock.now = COUNTERS_TTL_MS + 1;
    expect(await cache.all()).toEqual(COUNTERS); // stale, at once
    await vi.waitFor(async () => expect(await cache.all()).toEqual([COUNTERS[0]]));
    expect(tracker.count('counters')).toBe(2);
    expect(onRefreshed).toHaveBeenCalled();
  });

  it('fetches again for another base URL and on request', async () => {
    const clock = { now: 0 };
    const baseUrl = { value: 'https://a' };
    const { cache, tracker } = await cacheAt(clock, baseUrl);
    await cache.all();
    baseUrl.value = 'https://b';
    await cache.all();
    await cache.all({ refresh: true });
    expect(tracker.count('counters')).toBe(3);
  });

  it('shares one fetch between concurrent callers', async () => {
    const { cache, tracker } = await cacheAt({ now: 0 });
    await Promise.all([cache.all(), cache.all(), cache.all()]);
    expect(tracker.count('counters')).toBe(1);
  });
});
