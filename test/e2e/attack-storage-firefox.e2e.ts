/**
 * The storage attack (`scenarios/attack-storage.ts`) in Firefox ESR (demo build, MV2), shared
 * with Chromium (`attack-storage.e2e.ts`). What is Firefox's own: the values are written from an
 * extension page, the same `storage.local` area that Firefox's content scripts read and write in
 * full (MV2 gives them no narrower view of it, and the BiDi driver reaches no content-script
 * world), and the background restarts with `runtime.reload()`, as an update or a browser
 * restart starts it again (an MV2 background page is never stopped on idle).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { startCollector, type LoopbackServer } from './harness/hostile-api.ts';
import { waitFor } from './harness/wait.ts';
import { storageAttackScenarios } from './scenarios/attack-storage.ts';

interface FirefoxGlobal {
  browser: {
    runtime: { reload(): void };
    storage: { local: { set(items: object): Promise<void> } };
  };
}

const skip = skipWithoutFirefox('Firefox storage attack e2e');
const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)(
  'storage.local written by a content script, then a restart (Firefox ESR)',
  () => {
    const { emulator, firefox, control } = useFirefox({
      emulator: { calls: 300, leads: 60 },
      fixtures: false,
    });
    let spy: LoopbackServer;

    beforeAll(async () => {
      spy = await startCollector();
    });

    afterAll(async () => {
      await spy?.close();
    });

    const driver = firefoxDriver(firefox, control, VIEWPORT);

    storageAttackScenarios({
      driver,
      emulator,
      spy: () => spy,
      async plant(items) {
        const page = await driver.openExtensionPage('options.html');
        // Just after the previous test's reload the page may still be replaced once (CI saw
        // `browser` undefined): written when the page holds the extension API.
        await waitFor(
          () =>
            page
              .evaluate(async (values) => {
                const api = (globalThis as unknown as Partial<FirefoxGlobal>).browser;
                if (!api?.storage) return false;
                await api.storage.local.set(values);
                return true;
              }, items)
              .catch(() => false),
          'the values written from an extension page',
        );
        await page.close();
      },
      // Every extension page closes with the reload; the new background is waited for by the
      // scenario through a page it opens afresh.
      async restart(page) {
        await page.evaluate(() => {
          setTimeout(() => (globalThis as unknown as FirefoxGlobal).browser.runtime.reload(), 50);
        }, undefined);
        await waitFor(
          async () => !(await page.evaluate(() => true, undefined).catch(() => false)),
          'the extension to reload',
        );
      },
    });
  },
);
