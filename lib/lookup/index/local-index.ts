/**
 * The local index: recent calls and leads in IndexedDB, keyed by phone digits so a lookup is
 * one index read per number. Rows are stored compact: only what the views show, with the
 * fields the key and the time already say left out (see `compactCall`).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TagTarget } from '../../types/phone-data';
import { apiPhoneKey } from '../phone-key';
import { createAcceptedTags, type AcceptedTags } from './accepted-tags';
import { callSourceOf, leadSourceOf } from '../records';
import type { CallRow, LeadRow } from '../tracker-source';

/** A call as stored: what the card shows, under short names; empty values left out. */
export interface CompactCall {
  /** The caller's digits when they differ from the phone key (a national number). */
  cp?: string;
  d?: number;
  s?: string;
  t?: boolean;
  /** Source, medium, campaign, keyword: the UTM label, else the tracker's own field. */
  src?: string;
  med?: string;
  cmp?: string;
  kw?: string;
  lp?: string;
  pool?: string;
  rec?: string;
  tags?: string[];
}

export interface CompactLead {
  cp?: string;
  s?: string;
  src?: string;
  med?: string;
  cmp?: string;
  form?: string;
  tags?: string[];
}

interface Stored<Row, Compact> {
  key: string;
  phone: string;
  at: number;
  /** When a sync or a live answer last wrote the row: a full pass drops rows it did not see. */
  seen?: number;
  v?: Compact;
  /** Rows written before compact records: read as they are, replaced when re-read. */
  row?: Row;
}
type StoredCall = Stored<CallRow, CompactCall>;
type StoredLead = Stored<LeadRow, CompactLead>;

interface IndexSchema extends DBSchema {
  calls: { key: string; value: StoredCall; indexes: { phone: string; at: number } };
  leads: { key: string; value: StoredLead; indexes: { phone: string; at: number } };
}

export const INDEX_DB_NAME = 'tracker-lens-index';

export const callKey = (counterId: string, callId: string) => `${counterId}:${callId}`;
export const leadKey = (counterId: string, leadId: number) => `${counterId}:${leadId}`;
const rowKeyOf = (target: TagTarget) =>
  target.kind === 'call'
    ? callKey(target.counterId, target.callId)
    : leadKey(target.counterId, target.leadId);

export interface PhoneRows {
  calls: CallRow[];
  leads: LeadRow[];
}

/** A call with the number it is kept under (digits with the country code). */
export interface PhoneCall {
  phone: string;
  row: CallRow;
}

export interface IndexRows {
  calls?: readonly CallRow[];
  leads?: readonly LeadRow[];
}

export interface LocalIndex {
  putCalls(rows: readonly CallRow[]): Promise<void>;
  putLeads(rows: readonly LeadRow[]): Promise<void>;
  /** Calls and leads in one transaction; `seen` stamps them (default: now). */
  putRows(rows: IndexRows, seen?: number): Promise<void>;
  /** Rows of many numbers in one transaction. */
  byPhones(phones: readonly string[]): Promise<Map<string, PhoneRows>>;
  /** Calls started at or after `from`, newest first, at most `limit` (the Recent calls view). */
  callsSince(from: number, limit: number): Promise<PhoneCall[]>;
  counts(): Promise<{ calls: number; leads: number }>;
  /** Drops rows older than `before` (epoch ms); answers how many went. */
  pruneBefore(before: number): Promise<number>;
  /**
   * Drops rows of `counterIds` last written before `seenBefore` whose time is at or after
   * `from`: after a full pass over that period, they are gone from the tracker.
   */
  dropUnseen(counterIds: readonly string[], from: number, seenBefore: number): Promise<number>;
  /**
   * Keeps the newest `keep` rows of both stores, the oldest going first; answers how many went
   * and the time of the oldest row kept.
   */
  trimOldest(keep: number): Promise<{ removed: number; from?: number }>;
  /**
   * Applies an accepted tag write to the stored row, if the row is indexed, and to rows read
   * from the tracker for a while after (`accepted-tags.ts`).
   */
  applyTag(target: TagTarget, op: 'add' | 'remove', tag: string): Promise<void>;
  /** Deletes the database and starts an empty one, so the browser frees its space. */
  clear(): Promise<void>;
  close(): void;
}

export interface LocalIndexOptions {
  /** Region for numbers the tracker keeps without a country code (the setting). */
  defaultRegion?: () => Promise<string>;
  now?: () => number;
}

/** Assigns only values worth keeping (no undefined, empty string or empty list). */
function kept<T extends object>(fields: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[name] = value;
  }
  return out as T;
}

type CompactSource = Pick<CompactLead, 'src' | 'med' | 'cmp'>;

/** The source, medium and campaign a view shows, under their short names. */
function compactSource(source: { source?: string; medium?: string; campaign?: string }) {
  return { src: source.source, med: source.medium, cmp: source.campaign } satisfies CompactSource;
}

/** A compact record's source as the UTM fields of a row. */
function sourceOfCompact(v: CompactSource) {
  return { utmSource: v.src, utmMedium: v.med, utmCampaign: v.cmp };
}

// Only the source the views show is kept; records.ts decides which fields that is.
export function compactCall(row: CallRow, phone: string): CompactCall {
  const source = callSourceOf(row);
  return kept<CompactCall>({
    cp: row.callerPhone === phone ? undefined : row.callerPhone,
    d: row.duration,
    s: row.status,
    t: row.isTarget,
    ...compactSource(source),
    kw: source.keyword,
    lp: row.entryPoint,
    pool: row.poolName,
    rec: row.callRecordUrl,
    tags: row.tags,
  });
}

export function compactLead(row: LeadRow, phone: string): CompactLead {
  const source = leadSourceOf(row);
  return kept<CompactLead>({
    cp: row.phone === phone ? undefined : row.phone,
    s: row.status,
    ...compactSource(source),
    form: row.leadLogFormName,
    tags: row.tags,
  });
}

const afterColon = (key: string) => key.slice(key.indexOf(':') + 1);
const beforeColon = (key: string) => key.slice(0, key.indexOf(':'));

function callOf(stored: StoredCall): CallRow {
  if (stored.row) return stored.row;
  const v = stored.v ?? {};
  const row = kept<CallRow>({
    counterId: beforeColon(stored.key),
    callId: afterColon(stored.key),
    startTime: stored.at,
    callerPhone: v.cp ?? stored.phone,
    duration: v.d,
    status: v.s,
    isTarget: v.t,
    ...sourceOfCompact(v),
    utmTerm: v.kw,
    entryPoint: v.lp,
    poolName: v.pool,
    callRecordUrl: v.rec,
  });
  return { ...row, tags: [...(v.tags ?? [])] };
}

function leadOf(stored: StoredLead): LeadRow {
  if (stored.row) return stored.row;
  const v = stored.v ?? {};
  const row = kept<LeadRow>({
    counterId: beforeColon(stored.key),
    leadId: Number(afterColon(stored.key)),
    createdAt: stored.at,
    phone: v.cp ?? stored.phone,
    status: v.s,
    ...sourceOfCompact(v),
    leadLogFormName: v.form,
  });
  return { ...row, tags: [...(v.tags ?? [])] };
}

export function storedCall(row: CallRow, region: string, seen: number): StoredCall {
  const phone = apiPhoneKey(row.callerPhone, region);
  const key = callKey(row.counterId, row.callId);
  return { key, phone, at: row.startTime, seen, v: compactCall(row, phone) };
}

export function storedLead(row: LeadRow, region: string, seen: number): StoredLead {
  const phone = apiPhoneKey(row.phone, region);
  const key = leadKey(row.counterId, row.leadId);
  return { key, phone, at: row.createdAt, seen, v: compactLead(row, phone) };
}

export function openLocalIndex(name = INDEX_DB_NAME, options: LocalIndexOptions = {}): LocalIndex {
  const region = options.defaultRegion ?? (async () => 'RU');
  const now = options.now ?? Date.now;
  let dbPromise: Promise<IDBPDatabase<IndexSchema>> | undefined;
  /** A clear under way: nothing opens the database until it is deleted. */
  let clearing: Promise<void> | undefined;
  const db = async () => {
    while (clearing) await clearing;
    return open();
  };
  const open = () =>
    (dbPromise ??= openDB<IndexSchema>(name, 1, {
      upgrade(database) {
        for (const store of ['calls', 'leads'] as const) {
          const objects = database.createObjectStore(store, { keyPath: 'key' });
          objects.createIndex('phone', 'phone');
          objects.createIndex('at', 'at');
        }
      },
    }));

  const accepted = createAcceptedTags(now);

  async function putRows(rows: IndexRows, seen = now()): Promise<void> {
    if ((rows.calls ?? []).length === 0 && (rows.leads ?? []).length === 0) return;
    const defaultRegion = await region();
    await putRowsIn(await db(), rows, defaultRegion, seen, accepted);
  }

  return {
    putRows,
    trimOldest: async (keep) => trimOldestIn(await db(), keep),
    putCalls: (rows) => putRows({ calls: rows }),
    putLeads: (rows) => putRows({ leads: rows }),
    async byPhones(phones) {
      const tx = (await db()).transaction(['calls', 'leads'], 'readonly');
      const calls = tx.objectStore('calls').index('phone');
      const leads = tx.objectStore('leads').index('phone');
      const unique = [...new Set(phones)];
      const answers = await Promise.all(
        unique.map(async (phone) => {
          const [c, l] = await Promise.all([calls.getAll(phone), leads.getAll(phone)]);
          return [phone, { calls: c.map(callOf), leads: l.map(leadOf) }] as const;
        }),
      );
      await tx.done;
      return new Map(answers);
    },
    async callsSince(from, limit) {
      const tx = (await db()).transaction('calls', 'readonly');
      const found: PhoneCall[] = [];
      let cursor = await tx.store.index('at').openCursor(IDBKeyRange.lowerBound(from), 'prev');
      while (cursor && found.length < limit) {
        found.push({ phone: cursor.value.phone, row: callOf(cursor.value) });
        cursor = await cursor.continue();
      }
      await tx.done;
      return found;
    },
    async counts() {
      const database = await db();
      const [calls, leads] = await Promise.all([database.count('calls'), database.count('leads')]);
      return { calls, leads };
    },
    pruneBefore: async (before) =>
      deleteWhereIn(await db(), IDBKeyRange.upperBound(before, true), () => true),
    async dropUnseen(counterIds, from, seenBefore) {
      const counters = new Set(counterIds);
      return deleteWhereIn(
        await db(),
        IDBKeyRange.lowerBound(from),
        (row) => (row.seen ?? 0) < seenBefore && counters.has(beforeColon(row.key)),
      );
    },
    async applyTag(target, op, tag) {
      accepted.note(rowKeyOf(target), op, tag);
      const defaultRegion = await region();
      await applyTagIn(await db(), target, defaultRegion, accepted);
    },
    async clear() {
      // Emptying the stores leaves the space taken until the browser compacts them (179 MB
      // after a 113 MB sync, in Chromium); a deleted database gives it back.
      while (clearing) await clearing;
      const opened = dbPromise;
      dbPromise = undefined;
      clearing = (async () => {
        (await opened?.catch(() => undefined))?.close();
        await deleteDB(name);
      })();
      try {
        await clearing;
      } finally {
        clearing = undefined;
      }
    },
    close() {
      void dbPromise?.then((database) => database.close());
      dbPromise = undefined;
    },
  };
}

type IndexDb = IDBPDatabase<IndexSchema>;

async function putRowsIn(
  database: IndexDb,
  { calls = [], leads = [] }: IndexRows,
  defaultRegion: string,
  seen: number,
  accepted: AcceptedTags,
): Promise<void> {
  const stores = [
    ...(calls.length > 0 ? ['calls' as const] : []),
    ...(leads.length > 0 ? ['leads' as const] : []),
  ];
  // One transaction for the page; requests are queued without awaiting each one.
  const tx = database.transaction(stores, 'readwrite');
  if (calls.length > 0) {
    const store = tx.objectStore('calls');
    for (const row of calls) {
      const key = callKey(row.counterId, row.callId);
      void store.put(storedCall(accepted.over(key, row), defaultRegion, seen));
    }
  }
  if (leads.length > 0) {
    const store = tx.objectStore('leads');
    for (const row of leads) {
      const key = leadKey(row.counterId, row.leadId);
      void store.put(storedLead(accepted.over(key, row), defaultRegion, seen));
    }
  }
  await tx.done;
}

/** Deletes the rows of both stores whose time is in `range` and that `test` accepts. */
async function deleteWhereIn(
  database: IndexDb,
  range: IDBKeyRange,
  test: (row: StoredCall | StoredLead) => boolean,
): Promise<number> {
  const tx = database.transaction(['calls', 'leads'], 'readwrite');
  let removed = 0;
  for (const store of ['calls', 'leads'] as const) {
    let cursor = await tx.objectStore(store).index('at').openCursor(range);
    while (cursor) {
      if (test(cursor.value)) {
        await cursor.delete();
        removed += 1;
      }
      cursor = await cursor.continue();
    }
  }
  await tx.done;
  return removed;
}

async function trimOldestIn(
  database: IndexDb,
  keep: number,
): Promise<{ removed: number; from?: number }> {
  const tx = database.transaction(['calls', 'leads'], 'readwrite');
  const stores = [tx.objectStore('calls'), tx.objectStore('leads')] as const;
  const total = (await stores[0].count()) + (await stores[1].count());
  let excess = Math.max(0, total - keep);
  const removed = excess;
  // Two cursors oldest first, merged: the older of their rows goes, until enough went.
  const cursors = await Promise.all(stores.map((store) => store.index('at').openCursor()));
  while (excess > 0) {
    const [a, b] = cursors;
    const which = !b || (a && a.value.at <= b.value.at) ? 0 : 1;
    const cursor = cursors[which]!;
    await cursor.delete();
    excess -= 1;
    cursors[which] = await cursor.continue();
  }
  const times = cursors.flatMap((cursor) => (cursor ? [cursor.value.at] : []));
  await tx.done;
  return times.length > 0 ? { removed, from: Math.min(...times) } : { removed };
}

/** The accepted writes of `target`'s row (the newest just noted) laid over the stored row. */
async function applyTagIn(
  database: IndexDb,
  target: TagTarget,
  region: string,
  accepted: AcceptedTags,
): Promise<void> {
  const tx = database.transaction(target.kind === 'call' ? 'calls' : 'leads', 'readwrite');
  const key = rowKeyOf(target);
  if (target.kind === 'call') {
    const store = tx.objectStore('calls');
    const stored = await store.get(key);
    if (stored)
      await store.put(storedCall(accepted.over(key, callOf(stored)), region, stored.seen ?? 0));
  } else {
    const store = tx.objectStore('leads');
    const stored = await store.get(key);
    if (stored)
      await store.put(storedLead(accepted.over(key, leadOf(stored)), region, stored.seen ?? 0));
  }
  await tx.done;
}
