/** What the background does for the Recent calls messages (lib/messaging/protocol/recent.ts). */
import type { RequestOf, ResponseMap } from '../messaging/protocol';
import { callbackBadgeOf } from './callback-badge';
import { missedAlertsOf } from './missed-alerts';
import { findCrmSite, recentOf, type RecentDeps } from './recent-services';
import type { Services } from './services';

type RecentType = 'recent.calls' | 'recent.alerts' | 'recent.alerts.set';

export type RecentHandlers = {
  [T in RecentType]: (request: RequestOf<T>) => Promise<ResponseMap[T]>;
};

export function createRecentHandlers(services: Services, deps?: RecentDeps): RecentHandlers {
  const recent = () => recentOf(services, deps);
  const alerts = missedAlertsOf(services, recent);
  const badge = callbackBadgeOf(services, recent);
  return {
    'recent.calls': async ({ since, tabId }) => {
      const [answer, onTab, crm] = await Promise.all([
        (await recent()).read(since),
        tabId === undefined ? [] : services.tabs.get(tabId),
        findCrmSite(tabId),
      ]);
      const phones = new Set(answer.calls.map((call) => call.phone));
      // What the view's pass brought may hold a missed call to tell (no request of its own).
      alerts.check().catch((error: unknown) => console.warn('Missed-call check failed:', error));
      badge
        .fromAnswer(answer, since)
        .catch((error: unknown) => console.warn('Badge failed:', error));
      return {
        ...answer,
        onPage: onTab.filter((phone) => phones.has(phone)),
        ...(crm ? { crm } : {}),
      };
    },
    'recent.alerts': () => alerts.get(),
    'recent.alerts.set': ({ on }) => alerts.set(on),
  };
}
