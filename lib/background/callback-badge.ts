/**
 * The callback queue's count on the toolbar button, while the queue is on (settings
 * `callbackQueue`): how many missed calls of today and yesterday nobody has called back. An
 * alarm each minute reads the Recent calls pass (its per-counter gate is shared with the view
 * and the notifications: never more than one request per counter and minute in all), and every
 * answer the view gets updates it too. The text is the button's default: a tab's own count of
 * known numbers (badge.ts) stands over it on that tab.
 */
import { browser } from 'wxt/browser';
import type { Recent, RecentWithQueue } from './recent-services';
import type { Services } from './services';

export const CALLBACK_QUEUE_ALARM = 'callback-queue';
const QUEUE_COLOR = '#b3261e';

const toolbarAction = () => browser.action ?? browser.browserAction;

/** Local midnight of yesterday: the view's default period ("Today and yesterday"). */
export function queueBadgeSince(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - 1);
  return day.getTime();
}

export async function showQueueCount(count: number | undefined): Promise<void> {
  const action = toolbarAction();
  await action.setBadgeText({ text: count ? String(Math.min(count, 999)) : '' });
  if (count) await action.setBadgeBackgroundColor({ color: QUEUE_COLOR });
}

export function createCallbackBadge(services: Services, recent: () => Promise<Recent>) {
  /** What the button shows; null until the first show (a restarted worker sets it again). */
  let shown: number | undefined | null = null;
  const show = async (count: number | undefined) => {
    if (count === shown) return;
    shown = count;
    await showQueueCount(count);
  };
  return {
    /** After a Recent calls answer for today and yesterday (or longer): the open count in it. */
    async fromAnswer(answer: RecentWithQueue, since: number): Promise<void> {
      if (!answer.callback.on) return show(undefined);
      if (since > queueBadgeSince(Date.now())) return;
      const from = queueBadgeSince(Date.now());
      const keys = new Set(answer.callback.open);
      const open = answer.calls.filter(
        (call) => call.startTime >= from && keys.has(`${call.counterId}:${call.callId}`),
      );
      await show(open.length);
    },
    /** On the alarm: reads the pass and shows the count (nothing while the queue is off). */
    async check(): Promise<void> {
      const { settings } = await services.loadSettings();
      if (!settings.callbackQueue || !(await services.keyVault.getKey())) return show(undefined);
      const since = queueBadgeSince(Date.now());
      await this.fromAnswer(await (await recent()).read(since), since);
    },
    /** At start and after the switch changed: the alarm follows the setting. */
    async resume(): Promise<void> {
      const { settings } = await services.loadSettings();
      if (settings.callbackQueue) {
        await browser.alarms.create(CALLBACK_QUEUE_ALARM, { periodInMinutes: 1 });
        await this.check();
      } else {
        await browser.alarms.clear(CALLBACK_QUEUE_ALARM);
        await show(undefined);
      }
    },
  };
}

export type CallbackBadge = ReturnType<typeof createCallbackBadge>;

const instances = new WeakMap<Services, CallbackBadge>();

export function callbackBadgeOf(services: Services, recent: () => Promise<Recent>): CallbackBadge {
  let badge = instances.get(services);
  if (!badge) {
    badge = createCallbackBadge(services, recent);
    instances.set(services, badge);
  }
  return badge;
}
