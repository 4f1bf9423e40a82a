/**
 * Counters from /api/me, kept in the background's storage with a TTL: a fresh copy answers at
 * once, a stale one answers at once and is refreshed behind, none (or another base URL's) is
 * fetched.
 */
import { createInFlight } from '../lookup/in-flight';
import type { CounterInfo, TrackerSource } from '../lookup/tracker-source';
import { countersCacheItem } from '../storage/items';

export const COUNTERS_TTL_MS = 10 * 60_000;

export interface CountersCacheDeps {
  getSource: () => Promise<TrackerSource>;
  baseUrl: () => Promise<string>;
  now?: () => number;
  ttlMs?: number;
  /** The list changed (after a fetch): dependent caches drop what they hold. */
  onRefreshed?: () => void;
}

export type CountersCache = ReturnType<typeof createCountersCache>;

export function createCountersCache(deps: CountersCacheDeps) {
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? COUNTERS_TTL_MS;
  const flights = createInFlight<CounterInfo[]>();

  async function fetchAndStore(baseUrl: string, deadline?: number): Promise<CounterInfo[]> {
    const source = await deps.getSource();
    const counters = await source.counters(undefined, deadline !== undefined ? { deadline } : {});
    await cache.prime(baseUrl, counters);
    return counters;
  }

  const cache = {
    /** `deadline`: a lookup's, which a read of the counters it waits for must keep too. */
    async all(options: { refresh?: boolean; deadline?: number } = {}): Promise<CounterInfo[]> {
      const baseUrl = await deps.baseUrl();
      const stored = await countersCacheItem.getValue();
      const usable = stored && stored.baseUrl === baseUrl ? stored : undefined;
      if (!usable || options.refresh) {
        return flights.run(baseUrl, () => fetchAndStore(baseUrl, options.deadline));
      }
      if (now() - usable.fetchedAt > ttlMs) {
        flights
          .run(baseUrl, () => fetchAndStore(baseUrl))
          .catch((error: unknown) => console.warn('Counters refresh failed:', error));
      }
      return usable.counters;
    },
    async prime(baseUrl: string, counters: CounterInfo[]): Promise<void> {
      const previous = await countersCacheItem.getValue();
      await countersCacheItem.setValue({ baseUrl, fetchedAt: now(), counters });
      if (JSON.stringify(previous?.counters) !== JSON.stringify(counters)) deps.onRefreshed?.();
    },
    invalidate: (): Promise<void> => countersCacheItem.setValue(null),
  };
  return cache;
}
