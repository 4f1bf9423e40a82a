/**
 * What the Recent calls view and missed-call notifications need beyond the lookup services:
 * the short pass (lib/lookup/index/recent-pass.ts, its per-counter gate shared by both), the read of
 * recent calls, and the CRM open in the browser for "Find in CRM".
 */
import { browser } from 'wxt/browser';
import { createRecentPass, RECENT_PASS_EVERY_MS } from '../lookup/index/recent-pass';
import { readRecentCalls, type RecentCallsAnswer } from '../lookup/answer/recent-calls';
import { hasCrmSearch, presetOfPage } from '../sites/crm-search';
import type { CallbackQueue, CrmSite } from '../types/recent-calls';
import { withCallbackQueue } from './callback-queue-services';
import type { Services } from './services';

export interface RecentDeps {
  /** The least time between two requests per counter (default a minute). */
  everyMs?: number;
  now?: () => number;
  isOnline?: () => boolean;
}

/**
 * The demo build only: `storage.session` `demoRecentPassMs` shortens the pass's minute, so a
 * test sees a call added to the emulator without waiting a minute. The product build never
 * reads it, and keeps one request per counter and minute. Session storage, not local: content
 * scripts can write `storage.local`, and never see `storage.session` (its access level is left
 * at trusted contexts, in both browsers).
 */
const DEMO_PASS_KEY = 'demoRecentPassMs';

async function passEveryMs(): Promise<number> {
  if (import.meta.env.MODE !== 'demo') return RECENT_PASS_EVERY_MS;
  const stored = (await browser.storage.session.get(DEMO_PASS_KEY))[DEMO_PASS_KEY];
  return typeof stored === 'number' && stored >= 1_000
    ? Math.min(stored, RECENT_PASS_EVERY_MS)
    : RECENT_PASS_EVERY_MS;
}

export type RecentWithQueue = RecentCallsAnswer & { callback: CallbackQueue };

export type Recent = Awaited<ReturnType<typeof createRecent>>;

export async function createRecent(services: Services, deps: RecentDeps = {}) {
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const pass = createRecentPass({
    index: services.index,
    getSource: services.getSource,
    now,
    isOnline,
    everyMs: deps.everyMs ?? (await passEveryMs()),
    onGapTooLong: () => {
      services.sync.run().catch((error: unknown) => console.warn('Index sync failed:', error));
    },
  });
  services.onDataChanged(() => pass.clear());

  return {
    pass,
    /**
     * The chosen counters' calls since `since`, the index first brought up to the minute, and
     * the callback queue among them.
     */
    async read(since: number): Promise<RecentWithQueue> {
      const { settings } = await services.loadSettings();
      const answer = await readRecentCalls(
        { index: services.index, sync: services.sync, pass, now, isOnline },
        {
          baseUrl: settings.baseUrl,
          counters: await services.selectedCounters(settings),
          windowDays: settings.indexWindowDays,
        },
        since,
      );
      return { ...answer, ...(await withCallbackQueue(services, settings, answer.calls)) };
    },
  };
}

const instances = new WeakMap<Services, Promise<Recent>>();

/** The one `Recent` of these services, built on first use. */
export function recentOf(services: Services, deps?: RecentDeps): Promise<Recent> {
  let recent = instances.get(services);
  if (!recent) {
    recent = createRecent(services, deps);
    instances.set(services, recent);
  }
  return recent;
}

/**
 * The CRM to search numbers in: the popup's tab whenever it is a preset's site (the CRM the
 * user is looking at), else the other open tab of a preset the user was in last, one whose
 * preset knows a search address first (the browser tells the address of granted sites only).
 */
export async function findCrmSite(tabId: number | undefined): Promise<CrmSite | undefined> {
  const own =
    tabId === undefined ? undefined : await browser.tabs.get(tabId).catch(() => undefined);
  const ownPreset = presetOfPage(own?.url);
  if (own?.url && ownPreset) return siteOf(ownPreset, own.url);
  const others = await browser.tabs.query({}).catch(() => []);
  const sites = others
    .filter((tab) => tab.id !== tabId)
    .map((tab) => ({ url: tab.url, preset: presetOfPage(tab.url), at: tab.lastAccessed ?? 0 }))
    .filter((site): site is { url: string; preset: { id: string; name: string }; at: number } =>
      Boolean(site.preset && site.url),
    )
    .sort((a, b) => b.at - a.at);
  const best = sites.find((site) => hasCrmSearch(site.preset.id)) ?? sites[0];
  return best ? siteOf(best.preset, best.url) : undefined;
}

const siteOf = (preset: { id: string; name: string }, pageUrl: string): CrmSite => ({
  presetId: preset.id,
  name: preset.name,
  pageUrl,
});
