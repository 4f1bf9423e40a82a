import { browser } from 'wxt/browser';
import { refreshTabBadges } from './badge';
import { getServices } from './instance';
import { INDEX_SYNC_ALARM, OUTBOX_ALARM, type Services } from './services';

export const INDEX_SYNC_PERIOD_MINUTES = 30;
/** Each browser's period is drawn within ±20 %, so a team's browsers drift apart. */
export const INDEX_SYNC_JITTER = 0.2;
/** Wakes a sync the service's rate limit paused (the worker may have stopped meanwhile). */
export const INDEX_SYNC_RESUME_ALARM = 'index-sync-resume';
/** Badges follow a running sync at most this often. */
const BADGE_REFRESH_MS = 2_000;
/** Chrome fires alarms no sooner than 30 s after they are set. */
const MIN_ALARM_DELAY_MS = 30_000;

const warn = (what: string) => (error: unknown) => console.warn(`${what} failed:`, error);

/** Minutes until the next periodic sync: the period, moved by up to ±`INDEX_SYNC_JITTER`. */
export function jitteredSyncDelayMinutes(random: () => number = Math.random): number {
  return INDEX_SYNC_PERIOD_MINUTES * (1 - INDEX_SYNC_JITTER + 2 * INDEX_SYNC_JITTER * random());
}

/** One-shot, re-drawn after every run: a fixed period would keep every browser in step. */
async function scheduleNextSync(delayInMinutes = jitteredSyncDelayMinutes()): Promise<void> {
  await browser.alarms.create(INDEX_SYNC_ALARM, { delayInMinutes });
}

/**
 * Scheduled work: the index is re-synced about every half hour (jittered), a sync paused by the
 * rate limit resumes when the service said, badges follow a running sync, and waiting tag
 * writes are retried when their backoff ends. At start, a sync the worker was stopped in
 * resumes, a key never synced starts its first sync (spread: see `FIRST_SYNC_SPREAD_MS`), and
 * the outbox drains.
 */
export function setUpScheduledWork(services: Services = getServices()): void {
  const syncIfKeyed = () =>
    void (async () => {
      if (await services.keyVault.getKey()) await services.syncAndRefreshBadges();
    })().catch(warn('Index sync'));

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === INDEX_SYNC_ALARM) {
      scheduleNextSync().catch(warn('Scheduling the index sync'));
      syncIfKeyed();
    } else if (alarm.name === INDEX_SYNC_RESUME_ALARM) {
      // Only a pass still paused: its own timer usually resumed it, and a new pass would cost
      // a team's key a round of requests for nothing.
      void (async () => {
        if (await services.sync.interrupted()) syncIfKeyed();
      })().catch(warn('Resuming the index sync'));
    } else if (alarm.name === OUTBOX_ALARM) {
      services.outbox.drain().catch(warn('Sending tag changes'));
    }
  });
  followSync(services);
  void (async () => {
    const existing = await browser.alarms.get(INDEX_SYNC_ALARM);
    // An alarm of older versions repeats at a fixed period: replace it with a jittered one.
    if (!existing || existing.periodInMinutes !== undefined) {
      await scheduleNextSync(existing ? jitteredSyncDelayMinutes() : 1);
    }
    if (await services.keyVault.getKey()) {
      if (await services.sync.interrupted()) await services.syncAndRefreshBadges();
      // A key but never a complete pass: the first sync starts now, not at the next alarm.
      else await services.startFirstSync(Math.random());
    }
  })().catch(warn('Resuming the index sync'));
  services.outbox.drain().catch(warn('Sending tag changes'));
}

/** Badges recount as the sync stores pages; a rate-limit pause sets an alarm to resume. */
function followSync(services: Services): void {
  let lastRefresh = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const refreshBadges = () => {
    pending = undefined;
    lastRefresh = Date.now();
    refreshTabBadges(
      async (phones) => (await services.lookup.summaries(phones)).filter((s) => s.known).length,
    ).catch(warn('Refreshing badges'));
  };
  services.sync.listen((event) => {
    if (event.kind === 'paused') {
      const when = Math.max(event.until, Date.now() + MIN_ALARM_DELAY_MS);
      browser.alarms
        .create(INDEX_SYNC_RESUME_ALARM, { when })
        .catch(warn('Scheduling the sync resume'));
      return;
    }
    if (pending !== undefined) return;
    const wait = Math.max(0, lastRefresh + BADGE_REFRESH_MS - Date.now());
    pending = setTimeout(refreshBadges, event.kind === 'done' ? 0 : wait);
  });
}
