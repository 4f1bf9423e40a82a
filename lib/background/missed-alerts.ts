/**
 * Desktop notifications of new missed calls (off by default). The options page asks the
 * browser for the optional `notifications` permission from the switch's click and then says
 * `recent.alerts.set`; while on, an alarm each minute runs the Recent calls pass (its
 * per-counter gate is shared with the view, so the two never add up to more than one request
 * per counter and minute) and tells each missed call the index holds that started after the
 * switch was turned on and was not told yet. A click opens the number in the workspace.
 */
import { browser } from 'wxt/browser';
import { formatPhone } from '../format';
import { recent as recentText } from '../i18n/messages/recent';
import { createTranslate, resolveLocale } from '../i18n/translate';
import { missedCallNotice } from './missed-notice';
import { DAY_MS } from '../lookup/index/sync-constants';
import { MAX_NOTIFIED_CALLS, missedAlertsItem } from '../storage/recent-items';
import type { RecentCall } from '../types/recent-calls';
import type { Recent } from './recent-services';
import type { Services } from './services';

export const MISSED_ALERTS_ALARM = 'missed-calls';
export const NOTIFICATION_PREFIX = 'tl-missed:';
/** More new missed calls than this at once are told in one summary after these. */
const MAX_TOLD_AT_ONCE = 3;

const callKey = (call: RecentCall) => `${call.counterId}:${call.callId}`;

async function hasPermission(): Promise<boolean> {
  return browser.permissions.contains({ permissions: ['notifications'] }).catch(() => false);
}

async function setAlarm(on: boolean): Promise<void> {
  if (on) await browser.alarms.create(MISSED_ALERTS_ALARM, { periodInMinutes: 1 });
  else await browser.alarms.clear(MISSED_ALERTS_ALARM);
}

export function createMissedAlerts(services: Services, recent: () => Promise<Recent>) {
  let checking: Promise<void> | undefined;

  async function tell(calls: readonly RecentCall[]): Promise<void> {
    const { settings } = await services.loadSettings();
    const locale = resolveLocale(settings.language, browser.i18n.getUILanguage());
    const t = createTranslate(recentText, locale);
    const icon = browser.runtime.getURL('/icon/128.png');
    for (const call of calls.slice(0, MAX_TOLD_AT_ONCE)) {
      await browser.notifications.create(
        `${NOTIFICATION_PREFIX}${call.phone}:${call.callId}`,
        missedCallNotice(call, locale, icon),
      );
    }
    const rest = calls.length - MAX_TOLD_AT_ONCE;
    const last = calls[MAX_TOLD_AT_ONCE];
    if (rest > 0 && last) {
      await browser.notifications.create(`${NOTIFICATION_PREFIX}${last.phone}:more`, {
        type: 'basic',
        iconUrl: icon,
        title: t('notify.more', { n: rest }),
        message: formatPhone(last.phone),
      });
    }
  }

  async function check(): Promise<void> {
    const state = await missedAlertsItem.getValue();
    if (!state.on || !(await hasPermission()) || !(await services.keyVault.getKey())) return;
    const since = Math.max(state.since ?? 0, Date.now() - DAY_MS);
    const answer = await (await recent()).read(since);
    const told = new Set(state.notified);
    // Oldest first, so the notifications stack in the order the calls came.
    const fresh = answer.calls
      .filter((call) => !call.answered && !told.has(callKey(call)))
      .reverse();
    if (fresh.length === 0) return;
    await tell(fresh);
    const notified = [...state.notified, ...fresh.map(callKey)].slice(-MAX_NOTIFIED_CALLS);
    await missedAlertsItem.setValue({ ...state, notified });
  }

  return {
    /** Tells new missed calls; concurrent callers share one check. */
    check(): Promise<void> {
      checking ??= check().finally(() => (checking = undefined));
      return checking;
    },
    async get(): Promise<{ on: boolean }> {
      const state = await missedAlertsItem.getValue();
      return { on: state.on && (await hasPermission()) };
    },
    /** On only with the permission granted (the options page asked for it from the click). */
    async set(on: boolean): Promise<{ on: boolean }> {
      const allowed = on && (await hasPermission());
      const state = await missedAlertsItem.getValue();
      await missedAlertsItem.setValue(
        allowed
          ? {
              on: true,
              since: state.on ? (state.since ?? Date.now()) : Date.now(),
              notified: state.notified,
            }
          : { on: false, notified: [] },
      );
      await setAlarm(allowed);
      return { on: allowed };
    },
    /** At start: the alarm follows the stored switch (and a permission removed meanwhile). */
    async resume(): Promise<void> {
      const { on } = await this.get();
      await setAlarm(on);
    },
  };
}

export type MissedAlerts = ReturnType<typeof createMissedAlerts>;

/** The number a notification is about, from its id; undefined for another's notification. */
export function phoneOfNotification(id: string): string | undefined {
  if (!id.startsWith(NOTIFICATION_PREFIX)) return undefined;
  const phone = id.slice(NOTIFICATION_PREFIX.length).split(':')[0] ?? '';
  return /^\d{7,15}$/.test(phone) ? phone : undefined;
}

const instances = new WeakMap<Services, MissedAlerts>();

/** The one `MissedAlerts` of these services. */
export function missedAlertsOf(services: Services, recent: () => Promise<Recent>): MissedAlerts {
  let alerts = instances.get(services);
  if (!alerts) {
    alerts = createMissedAlerts(services, recent);
    instances.set(services, alerts);
  }
  return alerts;
}
