/**
 * The local index: recent calls and leads in IndexedDB, keyed by phone digits so a lookup is
 * one index read per number. Holds only what the engine shows (see `CallRow`/`LeadRow`).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TagTarget } from '../types/phone-data';
import { apiPhoneKey } from './phone-key';
import type { CallRow, LeadRow } from './tracker-source';

interface StoredCall {
  key: string;
  phone: string;
  at: number;
  row: CallRow;
}
interface StoredLead {
  key: string;
  phone: string;
  at: number;
  row: LeadRow;
}

interface IndexSchema extends DBSchema {
  calls: { key: string; value: StoredCall; indexes: { phone: string; at: number } };
  leads: { key: string; value: StoredLead; indexes: { phone: string; at: number } };
}

export const INDEX_DB_NAME = 'tracker-lens-index';

export const callKey = (counterId: string, callId: string) => `${counterId}:${callId}`;
export const leadKey = (counterId: string, leadId: number) => `${counterId}:${leadId}`;

export interface PhoneRows {
  calls: CallRow[];
  leads: LeadRow[];
}

export interface LocalIndex {
  putCalls(rows: readonly CallRow[]): Promise<void>;
  putLeads(rows: readonly LeadRow[]): Promise<void>;
  /** Rows of many numbers in one transaction. */
  byPhones(phones: readonly string[]): Promise<Map<string, PhoneRows>>;
  counts(): Promise<{ calls: number; leads: number }>;
  /** Drops rows older than `before` (epoch ms); answers how many went. */
  pruneBefore(before: number): Promise<number>;
  /** Applies an accepted tag write to the stored row, if the row is indexed. */
  applyTag(target: TagTarget, op: 'add' | 'remove', tag: string): Promise<void>;
  clear(): Promise<void>;
  close(): void;
}

export interface LocalIndexOptions {
  /** Region for numbers the tracker keeps without a country code (the setting). */
  defaultRegion?: () => Promise<string>;
}

export function openLocalIndex(name = INDEX_DB_NAME, options: LocalIndexOptions = {}): LocalIndex {
  const region = options.defaultRegion ?? (async () => 'RU');
  let dbPromise: Promise<IDBPDatabase<IndexSchema>> | undefined;
  const db = () =>
    (dbPromise ??= openDB<IndexSchema>(name, 1, {
      upgrade(database) {
        for (const store of ['calls', 'leads'] as const) {
          const objects = database.createObjectStore(store, { keyPath: 'key' });
          objects.createIndex('phone', 'phone');
          objects.createIndex('at', 'at');
        }
      },
    }));

  return {
    async putCalls(rows) {
      if (rows.length === 0) return;
      const defaultRegion = await region();
      const tx = (await db()).transaction('calls', 'readwrite');
      for (const row of rows) {
        void tx.store.put({
          key: callKey(row.counterId, row.callId),
          phone: apiPhoneKey(row.callerPhone, defaultRegion),
          at: row.startTime,
          row,
        });
      }
      await tx.done;
    },
    async putLeads(rows) {
      if (rows.length === 0) return;
      const defaultRegion = await region();
      const tx = (await db()).transaction('leads', 'readwrite');
      for (const row of rows) {
        void tx.store.put({
          key: leadKey(row.counterId, row.leadId),
          phone: apiPhoneKey(row.phone, defaultRegion),
          at: row.createdAt,
          row,
        });
      }
      await tx.done;
    },
    async byPhones(phones) {
      const tx = (await db()).transaction(['calls', 'leads'], 'readonly');
      const calls = tx.objectStore('calls').index('phone');
      const leads = tx.objectStore('leads').index('phone');
      const unique = [...new Set(phones)];
      const answers = await Promise.all(
        unique.map(async (phone) => {
          const [c, l] = await Promise.all([calls.getAll(phone), leads.getAll(phone)]);
          return [phone, { calls: c.map((s) => s.row), leads: l.map((s) => s.row) }] as const;
        }),
      );
      await tx.done;
      return new Map(answers);
    },
    async counts() {
      const database = await db();
      const [calls, leads] = await Promise.all([database.count('calls'), database.count('leads')]);
      return { calls, leads };
    },
    async pruneBefore(before) {
      const tx = (await db()).transaction(['calls', 'leads'], 'readwrite');
      let removed = 0;
      for (const store of ['calls', 'leads'] as const) {
        let cursor = await tx
          .objectStore(store)
          .index('at')
          .openCursor(IDBKeyRange.upperBound(before, true));
        while (cursor) {
          await cursor.delete();
          removed += 1;
          cursor = await cursor.continue();
        }
      }
      await tx.done;
      return removed;
    },
    async applyTag(target, op, tag) {
      const store = target.kind === 'call' ? 'calls' : 'leads';
      const key =
        target.kind === 'call'
          ? callKey(target.counterId, target.callId)
          : leadKey(target.counterId, target.leadId);
      const tx = (await db()).transaction(store, 'readwrite');
      const stored = await tx.store.get(key);
      if (stored) {
        const tags = stored.row.tags.filter((t) => t !== tag);
        if (op === 'add') tags.push(tag);
        await tx.store.put({ ...stored, row: { ...stored.row, tags } } as StoredCall & StoredLead);
      }
      await tx.done;
    },
    async clear() {
      const tx = (await db()).transaction(['calls', 'leads'], 'readwrite');
      await Promise.all([tx.objectStore('calls').clear(), tx.objectStore('leads').clear()]);
      await tx.done;
    },
    close() {
      void dbPromise?.then((database) => database.close());
      dbPromise = undefined;
    },
  };
}
