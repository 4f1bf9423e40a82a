import { browser } from 'wxt/browser';
import { telHref } from '../format';
import { CALLBACK_QUEUE_ALARM, callbackBadgeOf } from './callback-badge';
import { getServices } from './instance';
import { MISSED_ALERTS_ALARM, missedAlertsOf, phoneOfNotification } from './missed-alerts';
import { recentOf } from './recent-services';
import type { Services } from './services';

const warn = (error: unknown) => console.warn('Missed-call notifications failed:', error);

/**
 * Missed-call notifications: checked on their alarm (set while the switch is on), and a click
 * opens the number's detail in the workspace. `notifications` is an optional permission: its
 * events exist only once granted (Chrome), so the listener is added when the API is there.
 */
export function setUpRecentCalls(services: Services = getServices()): void {
  const alerts = missedAlertsOf(services, () => recentOf(services));
  const badge = callbackBadgeOf(services, () => recentOf(services));
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === MISSED_ALERTS_ALARM) alerts.check().catch(warn);
    if (alarm.name === CALLBACK_QUEUE_ALARM) badge.check().catch(warn);
  });
  listenToClicks();
  browser.permissions.onAdded?.addListener(() => listenToClicks());
  alerts.resume().catch(warn);
  badge.resume().catch(warn);
}

let listening = false;

function listenToClicks(): void {
  const notifications = (browser as { notifications?: typeof browser.notifications }).notifications;
  if (listening || !notifications?.onClicked) return;
  listening = true;
  notifications.onClicked.addListener((id) => {
    const phone = phoneOfNotification(id);
    if (!phone) return;
    const url = `${browser.runtime.getURL('/workspace.html')}#phone=${phone}`;
    browser.tabs.create({ url }).catch(warn);
    notifications.clear(id).catch(() => undefined);
  });
  // Chrome's Call back button (missed-notice.ts): the number handed to the computer's calling
  // app through its tel: link, as the popup's Call back does.
  notifications.onButtonClicked?.addListener((id, index) => {
    const phone = phoneOfNotification(id);
    if (!phone || index !== 0) return;
    browser.tabs.create({ url: telHref(phone) }).catch(warn);
    notifications.clear(id).catch(() => undefined);
  });
}
