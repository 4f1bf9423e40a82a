import { browser } from 'wxt/browser';
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
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === MISSED_ALERTS_ALARM) alerts.check().catch(warn);
  });
  listenToClicks();
  browser.permissions.onAdded?.addListener(() => listenToClicks());
  alerts.resume().catch(warn);
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
}
