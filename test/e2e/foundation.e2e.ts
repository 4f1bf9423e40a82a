/**
 * Chromium with the demo build, launched bare (no harness session): the shared scenarios
 * (`scenarios/foundation.ts`) with no page error in any extension page, and what only an MV3
 * service worker has: its id and host permissions, and a fresh instance after it is stopped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumWithExtension } from './harness/chromium.ts';
import type { ChromiumWithExtension } from './harness/chromium.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { useEmulator } from './harness/emulator.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { foundationScenarios } from './scenarios/foundation.ts';

const VIEWPORT = { width: 1280, height: 800 };

// The slice of the extension API the assertions read, without pulling in @types/chrome.
interface ChromeGlobal {
  chrome: { runtime: { getManifest(): { host_permissions?: string[] } } };
}

describe('Chromium with the demo build', () => {
  const emulator = useEmulator();
  let chromium: ChromiumWithExtension;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    chromium.context.on('weberror', (error) => pageErrors.push(String(error.error())));
  });

  afterAll(async () => {
    await chromium?.close();
  });

  // Playwright alone hears a page's uncaught errors (the context's `weberror`).
  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  const driver = chromiumDriver(() => chromium, VIEWPORT);

  it('starts the service worker with the demo host permissions', async () => {
    expect(chromium.extensionId).toMatch(/^[a-p]{32}$/);
    expect(chromium.serviceWorker.url()).toBe(`${chromium.extensionOrigin}/background.js`);
    const hostPermissions = await chromium.serviceWorker.evaluate(() => {
      const { chrome } = globalThis as unknown as ChromeGlobal;
      return chrome.runtime.getManifest().host_permissions ?? [];
    });
    expect(hostPermissions).toEqual(
      expect.arrayContaining(['http://127.0.0.1/*', 'http://localhost/*']),
    );
  });

  foundationScenarios(driver, emulator);

  it('comes back after the service worker is stopped', async () => {
    await chromium.serviceWorker.evaluate(() => {
      (globalThis as { e2eMarker?: string }).e2eMarker = 'before-stop';
    });

    await chromium.stopServiceWorker();
    expect(await chromium.isServiceWorkerRunning()).toBe(false);

    const restarted = await chromium.waitForServiceWorker();
    // A fresh instance has lost every global of the stopped one.
    expect(await restarted.evaluate(() => (globalThis as { e2eMarker?: string }).e2eMarker)).toBe(
      undefined,
    );
    const me = await driver.inExtension(
      async (meUrl) => (await fetch(meUrl)).status,
      `${emulator().baseUrl}/api/me?apiKey=${encodeURIComponent(emulator().keys.full)}`,
    );
    expect(me).toBe(200);
  });
});
