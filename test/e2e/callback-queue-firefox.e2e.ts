/**
 * The callback queue in Firefox ESR (MV2: a background page, `browserAction`) against the
 * emulator: the shared scenario (`scenarios/callback-queue.ts`), as in Chromium. Then what
 * differs: Firefox's notifications have no buttons (`buttons` throws there), so the missed-call
 * notification is made without Call back, with the caller's source, and the options say so.
 * The one test hook is the grant: `extensions.webextOptionalPermissionPrompts` = false stands
 * for the person's "Allow" (Firefox still requires the request to come from the click).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTrackerDateTime } from '../../lib/format/tracker-date.ts';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { addCallThroughApi } from './harness/tracker-writes.ts';
import { waitFor } from './harness/wait.ts';
import {
  QUEUE_VIEWPORT,
  callbackQueueScenario,
  prepareQueue,
  queueCalls,
  type QueueSession,
} from './scenarios/callback-queue.ts';

const skip = skipWithoutFirefox('Firefox callback queue e2e');

describe.skipIf(skip)('The callback queue (Firefox ESR)', () => {
  const { firefox, control, emulator } = useFirefox({
    emulator: { calls: 200, leads: 50 },
    fixtures: false,
    prefs: { 'extensions.webextOptionalPermissionPrompts': false },
  });
  const ids = queueCalls();
  const session: QueueSession = {
    driver: firefoxDriver(firefox, control, QUEUE_VIEWPORT),
    emulator,
    ask: (message) => askBackground(control(), message),
  };

  beforeAll(async () => {
    await prepareQueue(session, ids);
  });

  callbackQueueScenario(session, () => ids);

  interface BackgroundWindow {
    browser: { notifications: { create(...args: unknown[]): Promise<string> } };
    told?: [string, { title?: string; message?: string; buttons?: unknown }][];
  }
  interface PageGlobal {
    browser: { runtime: { getBackgroundPage(): Promise<BackgroundWindow> } };
  }

  it('tells a missed call on the desktop without buttons, with its source, and says why', async () => {
    await session.ask({ type: 'settings.update', patch: { language: 'en' } });
    const options = await firefox().openExtensionPage('options.html', {
      readySelector: '#tl-missed-alerts',
      viewport: { width: 900, height: 900 },
    });
    await options.click('#tl-missed-alerts');
    await waitFor(
      async () => (await session.ask<{ on: boolean }>({ type: 'recent.alerts' })).on,
      'notifications on once Firefox granted the permission',
    );
    // Headless Firefox closes a notification at once (no desktop to show it on), so
    // `notifications.getAll()` never holds it: the background page's calls to
    // `notifications.create` (there once the permission is granted) are recorded instead (MV2: the page reaches its background's window).
    await options.evaluate(async () => {
      const background = await (
        globalThis as unknown as PageGlobal
      ).browser.runtime.getBackgroundPage();
      const notifications = background.browser.notifications;
      const create = notifications.create.bind(notifications);
      background.told = [];
      notifications.create = (...args: unknown[]) => {
        background.told!.push(args as never);
        return create(...args);
      };
    });
    const hint = await options.$eval(
      '#tl-missed-alerts-hint',
      (el) => (el as HTMLElement).innerText,
    );
    expect(hint).toContain('Firefox notifications have no buttons');
    await options.$eval('#alerts', (el) => el.scrollIntoView());
    await saveScreenshot(options, 'firefox-callback-alerts-en');

    const callId = `ff-notify-${Date.now()}`;
    // Two seconds ahead: the switch counts calls from the moment it was turned on.
    await addCallThroughApi(emulator(), {
      callId,
      callerPhone: '79267770044',
      startTime: formatTrackerDateTime(Date.now() + 2_000),
      duration: 0,
      status: 'FAILED',
      utmSource: 'vk',
      utmMedium: 'social',
    });
    const id = `tl-missed:79267770044:${callId}`;
    const told = await waitFor(async () => {
      // A Recent calls read runs the check too (no request of its own beyond the pass).
      await session.ask({ type: 'recent.calls', since: Date.now() - 86_400_000 });
      const all = await options.evaluate(
        async () =>
          (await (globalThis as unknown as PageGlobal).browser.runtime.getBackgroundPage()).told ??
          [],
      );
      return all.find(([name]) => name === id)?.[1];
    }, 'the missed call told on the desktop');
    expect(told.title).toBe('Missed call: +7 926 777-00-44');
    expect(told.message).toContain('vk / social');
    expect(told.buttons).toBeUndefined();

    await session.ask({ type: 'settings.update', patch: { language: 'ru' } });
    await waitFor(
      async () =>
        (
          await options.$eval('#tl-missed-alerts-hint', (el) => (el as HTMLElement).innerText)
        ).includes('В уведомлениях Firefox не бывает кнопок'),
      'the hint in Russian',
    );
    await saveScreenshot(options, 'firefox-callback-alerts-ru');
    await session.ask({ type: 'settings.update', patch: { language: 'en' } });
    await options.close();
  });
});
