/**
 * The storage attack (`scenarios/attack-storage.ts`) in Chromium, shared with Firefox ESR
 * (`attack-storage-firefox.e2e.ts`). What is Chromium's own: the values are written from the
 * content-script world of a CRM page (CDP), as a compromised content script would, and the
 * background restarts as an MV3 worker stopped on idle does.
 */
import { beforeAll, afterAll, describe, expect } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { contentWorldOf } from './harness/content-world.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { startCollector, type LoopbackServer } from './harness/hostile-api.ts';
import { storageAttackScenarios } from './scenarios/attack-storage.ts';

const EXTENSION_NAME = 'Tracker Lens (demo)';
const VIEWPORT = { width: 1280, height: 800 };

describe('a content script writing storage.local, then a worker restart (Chromium)', () => {
  const { chromium, emulator, fixtures } = useChromium({
    emulator: { calls: 300, leads: 60 },
    viewport: VIEWPORT,
  });
  let spy: LoopbackServer;

  beforeAll(async () => {
    spy = await startCollector();
  });

  afterAll(async () => {
    await spy?.close();
  });

  storageAttackScenarios({
    driver: chromiumDriver(chromium, VIEWPORT),
    emulator,
    spy: () => spy,
    async plant(items) {
      const page = await chromium().context.newPage();
      await page.goto(fixtures().url('crm/amocrm-deal.html'));
      const world = await contentWorldOf(page, EXTENSION_NAME);
      await world.evaluate(`chrome.storage.local.set(${JSON.stringify(items)}).then(() => true)`);
      expect(
        await world.evaluate<string[]>(
          'chrome.storage.local.get(null).then((v) => Object.keys(v))',
        ),
      ).toEqual(expect.arrayContaining(Object.keys(items)));
      await world.detach();
      await page.close();
    },
    async restart() {
      await chromium().stopServiceWorker();
      await chromium().waitForServiceWorker();
    },
  });
});
