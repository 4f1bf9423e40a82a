/**
 * The background's services, built once and wired together. `createServices` takes the
 * tracker source factory so tests run the real wiring against a fake tracker.
 */
import type { RequestGate } from '../api/request-queue';
import { createIndexSync, type IndexSync } from '../lookup/index/index-sync';
import { openLocalIndex } from '../lookup/index/local-index';
import { createLookupEngine } from '../lookup/answer/lookup-engine';
import { readFilterFinding } from '../lookup/phone-filter';
import { createTagOutbox } from '../outbox/tag-outbox';
import { alarmWake, type ScheduleWake } from '../outbox/alarm-wake';
import type { SourceConfig, TrackerSource } from '../lookup/tracker-source';
import type { ParsedPolicy } from '../policy/policies';
import { loadSettings, updateSettings } from '../storage/settings-store';
import { serviceAddressChanged } from '../sites/registration';
import type { Settings, SettingsPatch } from '../storage/settings';
import type { IndexStatus } from '../types/phone-data';
import { refreshTabBadges } from './badge';
import { createStoredDetailCache } from './stored-detail-cache';
import { createTabState } from './tab-state';
import { sendTagBatch } from './tag-send';
import { createTagSuggestions } from './tag-suggestions';
import { createTrackerAccess, type ApiGate } from './tracker-access';

export type { ApiGate } from './tracker-access';

export const OUTBOX_ALARM = 'tag-outbox';
export const INDEX_SYNC_ALARM = 'index-sync';
/**
 * A `429` this recent means the key is at its limit (lookups then spare it, see the engine; a
 * team's first syncs on one key meet it every few seconds, so it holds between them).
 */
const KEY_AT_LIMIT_MS = 120_000;
/** A refusal this recent makes the options say the key's pace is shared (or busy). */
const PACE_LIMITED_MS = 10 * 60_000;
/**
 * A first sync nobody waits for (a key accepted by a check, not typed; a browser start) starts
 * within this long, at a random moment: a team's browsers given one key at once spread out.
 */
export const FIRST_SYNC_SPREAD_MS = 30_000;
/** The size cap is set in MB (settings `indexCapMb`). */
const MB = 1_048_576;

export interface ServicesDeps {
  /** The source of one key and address; every request it sends goes through `gate`. */
  makeSource: (config: SourceConfig, gate: ApiGate) => TrackerSource;
  /** The one gate to the tracker for this background (default: a new one). */
  scheduler?: RequestGate;
  now?: () => number;
  indexName?: string;
  /** How the outbox asks to be woken; default: an alarm (survives) plus a timer (precise). */
  scheduleOutboxWake?: ScheduleWake;
  /**
   * A lookup the service has not answered by then answers from the index (the product passes
   * `LOOKUP_PROMPT_MS`, lib/background/instance.ts); `false` or unset: wait for the service.
   */
  lookupPromptMs?: number | false;
  /** One lookup's deadline (default `LOOKUP_DEADLINE_MS`); tests shorten it. */
  lookupDeadlineMs?: number;
  /** Draws where in `FIRST_SYNC_SPREAD_MS` a first sync starts ([0, 1)). */
  random?: () => number;
  /** The organisation's policies (lib/policy/managed-policy.ts); default: none. */
  organisation?: () => Promise<ParsedPolicy>;
}

/** Well under the second a rep waits for a card; a service answering sooner is waited for. */
export const LOOKUP_PROMPT_MS = 700;

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: ServicesDeps) {
  const now = deps.now ?? Date.now;
  const access = createTrackerAccess({
    makeSource: deps.makeSource,
    ...(deps.scheduler ? { scheduler: deps.scheduler } : {}),
    ...(deps.organisation ? { organisation: deps.organisation } : {}),
    now,
    onKeyChanged: async ({ keyChanged }) => {
      // Another key may be another account: nothing of the previous one may show.
      if (keyChanged) await sync.reset();
      dataChanged();
    },
    onCountersRefreshed: () => lookup.invalidate(),
    onKeyAccepted: () => void startFirstSync(deps.random?.() ?? Math.random()),
  });
  const { scheduler, baseUrl, getSource, identity, counters, keyVault, selectedCounters } = access;
  const index = openLocalIndex(deps.indexName, {
    defaultRegion: async () => (await loadSettings()).settings.defaultRegion,
  });

  // Every answer kept in memory depends on the key, the address and the data: any change of
  // these bumps the generation, and cache keys carry it (see `cacheScope`).
  let generation = 0;
  const dataListeners = new Set<() => void>();
  function dataChanged(): void {
    generation += 1;
    lookup.invalidate();
    suggestions.invalidate();
    dataListeners.forEach((listener) => listener());
  }
  /** What a memory-kept answer depends on: the data generation, the account, the counters. */
  async function cacheScope(): Promise<string> {
    const { settings } = await loadSettings();
    const selection = settings.selectedCounterIds?.join(',') ?? '*';
    return `${generation}|${await identity()}|${selection}`;
  }

  const sync = createIndexSync({
    index,
    getSource,
    now,
    probeFilter: true,
    scope: async () => {
      const { settings } = await loadSettings();
      return {
        key: settings.baseUrl,
        counterIds: (await selectedCounters(settings)).map((c) => c.counterId),
        windowDays: settings.indexWindowDays,
        region: settings.defaultRegion,
        capBytes: settings.indexCapMb * MB,
      };
    },
  });

  /** The first sync once a key is accepted: see `startFirstSyncOf`. */
  const startFirstSync = (spread: number) => startFirstSyncOf(keyVault, sync, spread);

  const outboxListeners = new Set<() => void>();
  const outbox = createTagOutbox({
    send: async (batch) => sendTagBatch(await getSource(), batch),
    baseUrl,
    now,
    scheduleWake: (at) => (deps.scheduleOutboxWake ?? outboxWake)(at, () => void outbox.drain()),
    onAccepted: async (entry) => {
      await index.applyTag(entry.target, entry.op, entry.tag);
      await lookup.applyAcceptedTag(entry);
    },
    onChange: () => outboxListeners.forEach((listener) => listener()),
  });

  const lookup = createLookupEngine({
    index,
    sync,
    getSource,
    now,
    pendingWrites: () => outbox.list(),
    cache: createStoredDetailCache(),
    keyAtLimit: () => scheduler.limitedWithin(KEY_AT_LIMIT_MS),
    ...(deps.lookupDeadlineMs !== undefined ? { deadlineMs: deps.lookupDeadlineMs } : {}),
    ...(typeof deps.lookupPromptMs === 'number' ? { promptMs: deps.lookupPromptMs } : {}),
    context: async (deadline) => {
      const { settings } = await loadSettings();
      return {
        baseUrl: settings.baseUrl,
        counters: await selectedCounters(settings, deadline),
        windowDays: settings.indexWindowDays,
        defaultRegion: settings.defaultRegion,
        scope: await identity(),
      };
    },
  });

  const suggestions = createTagSuggestions({ getSource, selectedCounters, now });

  return {
    index,
    sync,
    outbox,
    /** Called after every change of the tag outbox (lib/background/outbox-feed.ts). */
    onOutboxChange: (listener: () => void) => void outboxListeners.add(listener),
    lookup,
    counters,
    keyVault,
    suggestions,
    tabs: createTabState(),
    scheduler,
    gate: access.gate,
    getSource,
    selectedCounters,
    loadSettings,
    async indexStatus(): Promise<IndexStatus> {
      const { settings } = await loadSettings();
      const status = await sync.status(
        settings.indexWindowDays,
        await readFilterFinding(settings.baseUrl, now()),
        settings.indexCapMb * MB,
      );
      return { ...status, pace: paceOf(scheduler, status) };
    },
    startFirstSync,
    /** Saves a patch and lets every cache follow: another base URL means other data. */
    async updateSettings(
      patch: SettingsPatch,
      options?: { onlyUnset?: boolean },
    ): Promise<Settings> {
      const before = (await loadSettings()).settings;
      const { settings } = await updateSettings(patch, options);
      const change = changeOf(before, settings);
      if (change.address) {
        await serviceAddressChanged();
        await counters.invalidate();
        await sync.reset();
        void keyVault.recheck();
      }
      if (change.data) {
        dataChanged();
        if (await keyVault.getKey()) {
          sync.run().catch((error: unknown) => console.warn('Index sync failed:', error));
        }
      }
      return settings;
    },
    /** Syncs the index, then recounts the badges of tabs with numbers. */
    async syncAndRefreshBadges(): Promise<void> {
      await sync.run();
      await refreshTabBadges(
        async (phones) => (await lookup.summaries(phones)).filter((s) => s.known).length,
      );
    },
    /** Empties the index and caches; waiting tag writes are kept so no change is lost. */
    async clearData(): Promise<void> {
      await sync.reset();
      await counters.invalidate();
      dataChanged();
    },
    cacheScope,
    /** Called when the key, the address, the chosen counters or the data change. */
    onDataChanged: (listener: () => void) => void dataListeners.add(listener),
  };
}

const outboxWake = alarmWake(OUTBOX_ALARM);

/**
 * The index's first sync, once a key is accepted: at once when someone waits (`spread` 0: a
 * key typed in the options), else at a random moment within `FIRST_SYNC_SPREAD_MS`. Nothing
 * when a pass completed before (the alarm keeps it current) or the key is gone.
 */
async function startFirstSyncOf(
  keyVault: { getKey: () => Promise<string | null> },
  sync: IndexSync,
  spread: number,
): Promise<void> {
  try {
    if (!(await keyVault.getKey()) || (await sync.lastSyncAt()) !== undefined) return;
    sync.startSoon(Math.floor(spread * FIRST_SYNC_SPREAD_MS));
  } catch (error) {
    console.warn('Starting the first index sync failed:', error);
  }
}

/** The key's pace as learnt from the tracker's refusals, for the options' index state. */
function paceOf(scheduler: RequestGate, status: IndexStatus): NonNullable<IndexStatus['pace']> {
  const { rate } = scheduler.snapshot();
  const pace: NonNullable<IndexStatus['pace']> = {
    requestsPerSecond: rate,
    limited: scheduler.limitedWithin(PACE_LIMITED_MS),
  };
  const left = status.firstSync?.requestsLeft;
  if (left !== undefined && rate > 0) pace.leftMs = Math.round((left / rate) * 1000);
  return pace;
}

/** What a settings change reaches: another address is other data; the data kept follows these. */
function changeOf(before: Settings, after: Settings): { address: boolean; data: boolean } {
  const address = after.baseUrl !== before.baseUrl;
  const selectionChanged =
    JSON.stringify(after.selectedCounterIds) !== JSON.stringify(before.selectedCounterIds);
  const data =
    address ||
    selectionChanged ||
    after.indexWindowDays !== before.indexWindowDays ||
    after.indexCapMb !== before.indexCapMb;
  return { address, data };
}
