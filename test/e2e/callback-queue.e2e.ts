/**
 * The callback queue in a real Chromium against the emulator: the shared scenario
 * (`scenarios/callback-queue.ts`: the queue, its count and badge, search, Done, Call back and
 * an outcome, Russian), registered here and in `callback-queue-firefox.e2e.ts`.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import {
  QUEUE_VIEWPORT,
  callbackQueueScenario,
  prepareQueue,
  queueCalls,
  type QueueSession,
} from './scenarios/callback-queue.ts';

describe('The callback queue (Chromium)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let control: Page;
  const { send, setLanguage, useEmulatorAt } = extensionMessages(() => control);
  const ids = queueCalls();
  const session: QueueSession = {
    driver: chromiumDriver(() => chromium, QUEUE_VIEWPORT),
    emulator: () => emulator,
    ask: send,
  };

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    emulator = await startTestEmulator({ calls: 200, leads: 50 });
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    control = await chromium.openExtensionPage('options.html');
    await useEmulatorAt(emulator.baseUrl);
    await prepareQueue(session, ids);
  });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
    await chromium?.close();
    await emulator?.close().catch(() => undefined);
  });

  callbackQueueScenario(session, () => ids);
});
