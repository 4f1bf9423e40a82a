/**
 * Who answers: the tracker's address, the API key and the one source that sends requests with
 * them (made again when either changes), the counters the key sees and those chosen.
 */
import type { KeyAnswerListener } from '../api';
import { createRequestGate, type RequestGate } from '../api/request-queue';
import {
  NotConfiguredError,
  type CounterInfo,
  type SourceConfig,
  type TrackerSource,
} from '../lookup/tracker-source';
import { loadSettings } from '../storage/settings-store';
import type { Settings } from '../storage/settings';
import { createCountersCache } from './counters-cache';
import type { ParsedPolicy } from '../policy/policies';
import { createKeyVault } from './key-vault';

/** What every client of the background shares: the one queue, and who hears of the key. */
export interface ApiGate {
  scheduler: RequestGate;
  /** Every answer's word on the key, to the key's one status (key-vault.ts `heard`). */
  onKeyAnswer: KeyAnswerListener;
}

export interface TrackerAccessDeps {
  /** The source of one key and address; every request it sends goes through `gate`. */
  makeSource: (config: SourceConfig, gate: ApiGate) => TrackerSource;
  /** The one gate to the tracker for this background (default: a new one). */
  scheduler?: RequestGate;
  now: () => number;
  /**
   * A key was stored, checked or removed (`keyChanged`: another key than before); the counters
   * follow once this resolves.
   */
  onKeyChanged: (change: { keyChanged: boolean }) => Promise<void>;
  /** The counters' list was fetched again. */
  onCountersRefreshed: () => void;
  /** The tracker accepted the stored key (a check listed its counters, now primed). */
  onKeyAccepted?: () => void;
  /** The organisation's policies (lib/policy); default: none. */
  organisation?: () => Promise<ParsedPolicy>;
}

export function createTrackerAccess(deps: TrackerAccessDeps) {
  const { now } = deps;
  const scheduler = deps.scheduler ?? createRequestGate();
  const gate: ApiGate = { scheduler, onKeyAnswer: (answer) => keyVault.heard(answer) };
  const makeSource = (config: SourceConfig) => deps.makeSource(config, gate);
  const baseUrl = async () => (await loadSettings()).settings.baseUrl;

  let sourceCache: { baseUrl: string; apiKey: string; source: TrackerSource } | undefined;
  async function getSource(): Promise<TrackerSource> {
    const apiKey = await keyVault.getKey();
    if (!apiKey) throw new NotConfiguredError();
    const url = await baseUrl();
    if (sourceCache?.baseUrl !== url || sourceCache.apiKey !== apiKey) {
      if (sourceCache) scheduler.forget();
      sourceCache = { baseUrl: url, apiKey, source: makeSource({ baseUrl: url, apiKey }) };
    }
    return sourceCache.source;
  }

  /** Which account answers: the address and which key (a digest). Stored caches key by it. */
  async function identity(): Promise<string> {
    const apiKey = await keyVault.getKey();
    return `${await baseUrl()}|${apiKey ? await keyDigest(apiKey) : '-'}`;
  }

  const counters = createCountersCache({
    getSource,
    baseUrl,
    now,
    // Same key, a longer or shorter list: the memory caches' minute covers it.
    onRefreshed: () => deps.onCountersRefreshed(),
  });

  const keyVault = createKeyVault({
    makeSource,
    ...(deps.organisation ? { organisation: deps.organisation } : {}),
    baseUrl,
    now,
    onKeyChanged: async (listed, change) => {
      await deps.onKeyChanged(change);
      if (listed) await counters.prime(await baseUrl(), listed);
      else await counters.invalidate();
      if (listed) deps.onKeyAccepted?.();
    },
  });

  async function selectedCounters(settings?: Settings, deadline?: number): Promise<CounterInfo[]> {
    const chosen = (settings ?? (await loadSettings()).settings).selectedCounterIds;
    const all = await counters.all(deadline !== undefined ? { deadline } : {});
    return chosen === null ? all : all.filter((c) => chosen.includes(c.counterId));
  }

  return { scheduler, gate, baseUrl, getSource, identity, counters, keyVault, selectedCounters };
}

/** A short digest of the key: cache keys tell keys apart without holding the key itself. */
async function keyDigest(apiKey: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey));
  return Array.from(new Uint8Array(bytes).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
