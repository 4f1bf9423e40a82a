/**
 * Items only the background reads and writes (re-exported from `items.ts`), in its own
 * IndexedDB database: content scripts can read `storage.local`, not this. Each has its schema
 * (`schemas.ts`) and version; lib/storage/README.md lists them and what an unreadable one gives.
 */
import type { z } from 'zod';
import { defineBackgroundItem, defineBackgroundList } from './background-store';
import {
  CountersCacheSchema,
  IndexSyncSchema,
  PhoneFilterSchema,
  phoneFilterMigrations,
  TagOutboxEntrySchema,
  type IndexSyncSummarySchema,
  type StoredFilterFinding,
} from './schemas';
import type { IndexListingStop, IndexStatus, OutboxEntryView } from '../types/phone-data';
import type { CounterInfo } from '../types/rows';

export type { StoredFilterFinding };

export interface CountersCache {
  baseUrl: string;
  fetchedAt: number;
  counters: CounterInfo[];
}
/** Unreadable: none (the counters are fetched again). */
export const countersCacheItem = defineBackgroundItem<CountersCache | null>('countersCache', {
  schema: CountersCacheSchema.nullable(),
  version: 1,
  fallback: null,
});

/** Tag writes not yet accepted by the service, oldest first. Survives restarts. */
export const tagOutboxItem = defineBackgroundList<OutboxEntryView>('tagOutbox', {
  entry: TagOutboxEntrySchema,
  schema: TagOutboxEntrySchema.array(),
  version: 1,
});

export type FilterFinding = IndexStatus['serverPhoneFilter'];
/** Whether the server's phone filter works, per base URL. Unreadable: nothing known yet. */
export const phoneFilterItem = defineBackgroundItem<Record<string, StoredFilterFinding>>(
  'phoneFilter',
  { schema: PhoneFilterSchema, version: 2, migrations: phoneFilterMigrations, fallback: {} },
);

export type SyncResource = 'calls' | 'leads';
export interface SyncTask {
  counterId: string;
  resource: SyncResource;
  /** Epoch ms of the lower bound of the `>` date filter. */
  since: number;
  nextPage: number;
  done: number;
  total?: number;
  /** Oldest row time stored so far, while pages come newest first. */
  coveredFrom?: number;
  /** The listing was seen not to come newest first: nothing is covered until it ends. */
  unordered?: boolean;
  /** Every page read. */
  finished?: boolean;
  /** The next page link of the last page read: the same link again means a loop. */
  lastLink?: string;
}
export interface IndexSyncState {
  /** The base URL and counters the index holds data of; a change empties the index. */
  scope?: string;
  /** A sync in progress: resumed after a service-worker restart. */
  job?: {
    startedAt: number;
    tasks: SyncTask[];
    /** `first`: the index fills; `full`: the whole window re-read; `recent`/`new`: overlaps. */
    kind?: SyncPassKind;
  };
  /** Per `counterId:resource`, the start time of the last completed pass. */
  syncedUntil: Record<string, number>;
  lastSyncAt?: number;
  lastError?: string;
  approxBytesPerRow?: number;
  /** What the index holds completely since the last finished pass (epoch ms). */
  coverage?: { from: number; to: number };
  /** Paused by the service's rate limit: resumes then (epoch ms). */
  pausedUntil?: number;
  /** When the last full pass (whole window re-read) and the last recent re-read started. */
  lastFullAt?: number;
  lastRecentAt?: number;
  /** The size cap stopped the last pass: rows before `from` were not kept. */
  capped?: { from: number; maxRows: number };
  /** A listing of the last pass did not end and was stopped (said with the status). */
  stopped?: IndexListingStop;
}
export type SyncPassKind = 'first' | 'full' | 'recent' | 'new';
/** Unreadable: never synced, so the index is synced again from scratch (a cache). */
export const indexSyncItem = defineBackgroundItem<IndexSyncState>('indexSync', {
  schema: IndexSyncSchema,
  version: 1,
  fallback: { syncedUntil: {} },
  // Never moved from `storage.local` (`legacy-migration.ts`): `local:indexSync` is now the
  // public summary below; an index of an older version is re-synced rather than trusted.
});

/**
 * The sync's outcome where outside tools have always read it (`storage.local` `indexSync`):
 * when it last completed and its last error, nothing of the account (no address, no counters).
 */
export type IndexSyncSummary = z.infer<typeof IndexSyncSummarySchema>;
/** Written with `storage.setItem`: a defined item would read storage when its module loads. */
export const INDEX_SYNC_SUMMARY_KEY = 'local:indexSync';
