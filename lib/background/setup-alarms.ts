import { browser } from 'wxt/browser';
import { getServices } from './instance';
import { INDEX_SYNC_ALARM, OUTBOX_ALARM, type Services } from './services';

export const INDEX_SYNC_PERIOD_MINUTES = 30;

const warn = (what: string) => (error: unknown) => console.warn(`${what} failed:`, error);

/**
 * Scheduled work: the index is re-synced every half hour, waiting tag writes are retried when
 * their backoff ends. At start, a sync the worker was stopped in resumes and the outbox drains.
 */
export function setUpScheduledWork(services: Services = getServices()): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === INDEX_SYNC_ALARM) {
      void (async () => {
        if (await services.keyVault.getKey()) await services.syncAndRefreshBadges();
      })().catch(warn('Index sync'));
    } else if (alarm.name === OUTBOX_ALARM) {
      services.outbox.drain().catch(warn('Sending tag changes'));
    }
  });
  void (async () => {
    const existing = await browser.alarms.get(INDEX_SYNC_ALARM);
    if (!existing) {
      await browser.alarms.create(INDEX_SYNC_ALARM, {
        delayInMinutes: 1,
        periodInMinutes: INDEX_SYNC_PERIOD_MINUTES,
      });
    }
    if (await services.keyVault.getKey()) {
      if (await services.sync.interrupted()) await services.syncAndRefreshBadges();
    }
  })().catch(warn('Resuming the index sync'));
  services.outbox.drain().catch(warn('Sending tag changes'));
}
