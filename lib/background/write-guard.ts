/**
 * Bounds what content scripts may write. A content script runs inside a web page that may be
 * hostile, so it may tag only the calls and leads the background has shown to its tab, at
 * most WRITES_PER_MINUTE times a minute per tab, and it sees only the waiting writes of those
 * records. The extension's own pages (the popup) are not bound by this.
 */
import { storage } from 'wxt/utils/storage';
import { isQuotaError } from '../storage/storage-full';
import { targetKey } from '../outbox/tag-outbox';
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../types/phone-data';
import { readServedRecords } from '../storage/session';
import { HandlerError } from './router';

/** Tag writes one tab may make in a minute: far above a person typing in the card. */
export const WRITES_PER_MINUTE = 30;
/** Records remembered per tab (the most recent are kept). */
export const MAX_SERVED_PER_TAB = 1000;
const MINUTE_MS = 60_000;

/** The calls and leads shown to a tab: session storage outlives a stopped service worker. */
export const servedRecordsKey = (tabId: number) => `session:served:${tabId}` as const;

export type WriteGuard = ReturnType<typeof createWriteGuard>;

export function createWriteGuard({ now = Date.now }: { now?: () => number } = {}) {
  const recentWrites = new Map<number, number[]>();
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };
  /** Tabs whose record storage.session refused (at its quota): kept here, for this worker's life. */
  const unstored = new Map<number, string[]>();
  const read = async (tabId: number): Promise<string[]> =>
    unstored.get(tabId) ??
    readServedRecords(await storage.getItem<unknown>(servedRecordsKey(tabId)));

  return {
    /** Remembers the records of an answer given to a tab. */
    served(tabId: number, detail: PhoneDetail): Promise<void> {
      const keys = [
        ...detail.calls.map((c) => targetKey({ kind: 'call', ...c })),
        ...detail.leads.map((l) => targetKey({ kind: 'lead', ...l })),
      ];
      if (keys.length === 0) return Promise.resolve();
      return serial(async () => {
        const known = new Set(await read(tabId));
        for (const key of keys) {
          known.delete(key); // re-added last: the most recent stay when the list is cut
          known.add(key);
        }
        const kept = [...known].slice(-MAX_SERVED_PER_TAB);
        try {
          await storage.setItem(servedRecordsKey(tabId), kept);
          unstored.delete(tabId);
        } catch (error) {
          // The session store is full: the tab may still tag what it was shown while this
          // worker runs; after a stop, once an answer shows the records again.
          if (!isQuotaError(error)) throw error;
          console.warn('storage.session refused the records shown to a tab; kept in memory.');
          unstored.set(tabId, kept);
        }
      });
    },

    /** Throws unless this tab may write this record now; counts the write. */
    async admit(tabId: number | undefined, target: TagTarget): Promise<void> {
      if (tabId === undefined || tabId < 0) {
        throw new HandlerError('forbidden_sender', 'Tag writes are accepted only from a tab.');
      }
      const known = await serial(() => read(tabId));
      if (!known.includes(targetKey(target))) {
        throw new HandlerError(
          'forbidden_sender',
          'This page may change tags only of calls and leads the extension has shown on it.',
        );
      }
      const time = now();
      const recent = (recentWrites.get(tabId) ?? []).filter((at) => time - at < MINUTE_MS);
      if (recent.length >= WRITES_PER_MINUTE) {
        recentWrites.set(tabId, recent);
        throw new HandlerError(
          'too_many_writes',
          `More than ${WRITES_PER_MINUTE} tag changes from this page in a minute; try again shortly.`,
        );
      }
      recent.push(time);
      recentWrites.set(tabId, recent);
    },

    /** The waiting writes of records shown to this tab. */
    async visible(tabId: number | undefined, entries: OutboxEntryView[]) {
      if (tabId === undefined) return [];
      const known = new Set(await serial(() => read(tabId)));
      return entries.filter((entry) => known.has(targetKey(entry.target)));
    },
  };
}
