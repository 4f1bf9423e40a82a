/** Storage items only the background reads and writes (re-exported from `items.ts`). */
import { storage } from 'wxt/utils/storage';
import type { IndexStatus, OutboxEntryView } from '../lookup/types';
import type { CounterInfo } from '../lookup/tracker-source';

export interface CountersCache {
  baseUrl: string;
  fetchedAt: number;
  counters: CounterInfo[];
}
export const countersCacheItem = storage.defineItem<CountersCache | null>('local:countersCache', {
  fallback: null,
});

/** Tag writes not yet accepted by the service, oldest first. Survives restarts. */
export const tagOutboxItem = storage.defineItem<OutboxEntryView[]>('local:tagOutbox', {
  fallback: [],
});

export type FilterFinding = IndexStatus['serverPhoneFilter'];
type FilterState = FilterFinding['calls'];
/** Per resource: the state and when it was found (a bare state from older versions). */
export type StoredFilterFinding = Partial<
  Record<keyof FilterFinding, { state: FilterState; at: number } | FilterState>
>;
/** Whether the server's phone filter works, per base URL. */
export const phoneFilterItem = storage.defineItem<Record<string, StoredFilterFinding>>(
  'local:phoneFilter',
  { fallback: {} },
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
}
export interface IndexSyncState {
  /** The base URL and counters the index holds data of; a change empties the index. */
  scope?: string;
  /** A sync in progress: resumed after a service-worker restart. */
  job?: { startedAt: number; tasks: SyncTask[] };
  /** Per `counterId:resource`, the start time of the last completed pass. */
  syncedUntil: Record<string, number>;
  lastSyncAt?: number;
  lastError?: string;
  approxBytesPerRow?: number;
}
export const indexSyncItem = storage.defineItem<IndexSyncState>('local:indexSync', {
  fallback: { syncedUntil: {} },
});
