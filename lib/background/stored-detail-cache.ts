/**
 * Answers for single numbers in the background's IndexedDB (`detailCache`), so a lookup after
 * the browser stopped the idle service worker still answers at once. Content scripts cannot
 * open that database. Bounded in entries and in bytes (JSON length); read once per worker
 * into memory and written through; a stored value that does not fit the schema is dropped (it
 * is only a cache: the next lookup asks again).
 */
import { z } from 'zod';
import type { DetailCache } from '../lookup/answer/detail-cache';
import type { PhoneDetail } from '../types/phone-data';
import { defineBackgroundItem } from '../storage/background-store';

export const DETAIL_CACHE_VERSION = 1;
export const MAX_CACHED_DETAILS = 300;
export const MAX_CACHED_BYTES = 1024 * 1024;

const CachedDetail = z
  .object({
    phone: z.string().regex(/^\d{1,20}$/),
    calls: z.array(z.object({}).passthrough()),
    leads: z.array(z.object({}).passthrough()),
    answer: z.object({ kind: z.string() }).passthrough(),
    via: z.enum(['server-filter', 'local-index']),
    fetchedAt: z.number(),
  })
  .passthrough();

export const StoredDetailCache = z.object({
  version: z.literal(DETAIL_CACHE_VERSION),
  /** Oldest first. */
  entries: z.array(z.object({ key: z.string().max(4096), detail: CachedDetail })),
});
export type StoredDetailCache = z.infer<typeof StoredDetailCache>;

/** Unreadable: empty (a cache: the next lookup asks again). */
export const detailCacheItem = defineBackgroundItem<StoredDetailCache>('detailCache', {
  schema: StoredDetailCache,
  version: DETAIL_CACHE_VERSION,
  fallback: { version: DETAIL_CACHE_VERSION, entries: [] },
});

type Entry = { key: string; detail: PhoneDetail; bytes: number };

export function createStoredDetailCache(
  limits: { entries?: number; bytes?: number } = {},
): DetailCache {
  const maxEntries = limits.entries ?? MAX_CACHED_DETAILS;
  const maxBytes = limits.bytes ?? MAX_CACHED_BYTES;
  let loaded: Promise<Entry[]> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const entries = () =>
    (loaded ??= detailCacheItem.getValue().then((value) => {
      const parsed = StoredDetailCache.safeParse(value);
      if (!parsed.success) return [];
      return parsed.data.entries.map(({ key, detail }) => ({
        key,
        detail: detail as unknown as PhoneDetail,
        bytes: JSON.stringify(detail).length,
      }));
    }));

  /** Trims `list` (the loaded one) to the newest entries within both bounds and writes it. */
  async function save(list: Entry[]) {
    let bytes = list.reduce((sum, e) => sum + e.bytes, 0);
    while (list.length > maxEntries || (bytes > maxBytes && list.length > 0)) {
      bytes -= list.shift()!.bytes;
    }
    const value: StoredDetailCache = {
      version: DETAIL_CACHE_VERSION,
      entries: list.map(({ key, detail }) => ({
        key,
        detail: detail as unknown as StoredDetailCache['entries'][number]['detail'],
      })),
    };
    writing = writing.then(() => detailCacheItem.setValue(value)).catch(() => undefined);
    await writing;
  }

  return {
    async get(key) {
      return (await entries()).find((e) => e.key === key)?.detail;
    },
    async set(key, detail) {
      const list = await entries();
      const at = list.findIndex((e) => e.key === key);
      if (at !== -1) list.splice(at, 1);
      list.push({ key, detail, bytes: JSON.stringify(detail).length });
      await save(list);
    },
    async update(change) {
      const list = await entries();
      for (const entry of list) {
        entry.detail = change(entry.detail);
        entry.bytes = JSON.stringify(entry.detail).length;
      }
      await save(list);
    },
    async clear() {
      const list = await entries();
      list.length = 0;
      await save(list);
    },
  };
}
