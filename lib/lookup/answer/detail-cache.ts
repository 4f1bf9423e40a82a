/**
 * Answers for single numbers, kept for a minute of freshness (older ones answer at once and
 * are refreshed behind). The engine sees only this interface: the background keeps them in its
 * IndexedDB so they survive the service worker stopping (`lib/background/stored-detail-cache.ts`);
 * tests use the memory one below.
 */
import type { PhoneDetail } from '../../types/phone-data';

export interface DetailCache {
  get(key: string): Promise<PhoneDetail | undefined>;
  set(key: string, detail: PhoneDetail): Promise<void>;
  /** Rewrites every kept answer (an accepted tag write). */
  update(change: (detail: PhoneDetail) => PhoneDetail): Promise<void>;
  clear(): Promise<void>;
}

/** Newest last; past `limit` entries the oldest goes. */
export function createMemoryDetailCache(limit = 500): DetailCache {
  const details = new Map<string, PhoneDetail>();
  return {
    async get(key) {
      return details.get(key);
    },
    async set(key, detail) {
      details.delete(key);
      details.set(key, detail);
      if (details.size > limit) details.delete(details.keys().next().value!);
    },
    async update(change) {
      for (const [key, detail] of details) details.set(key, change(detail));
    },
    async clear() {
      details.clear();
    },
  };
}
