import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumWithExtension } from './harness/chromium.ts';
import type { ChromiumWithExtension } from './harness/chromium.ts';
import { useEmulator } from './harness/emulator.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';

const POPUP_VIEWPORT = { width: 420, height: 600 };

// The slice of the extension API the assertions read, without pulling in @types/chrome.
interface ChromeGlobal {
  chrome: { runtime: { getManifest(): { host_permissions?: string[] } } };
}

interface MeReply {
  status: number;
  counterIds: string[];
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

  // Runs in the service worker: reads /api/me and lists the counter ids it names.
  const fetchMe = (url: string): Promise<MeReply> =>
    chromium.serviceWorker.evaluate(async (meUrl) => {
      const response = await fetch(meUrl);
      if (!response.ok) return { status: response.status, counterIds: [] };
      const body = (await response.json()) as {
        projects: Record<string, { counters: Record<string, { counter_id: string }> }>;
      };
      const counterIds = Object.values(body.projects).flatMap((project) =>
        Object.values(project.counters).map((counter) => String(counter.counter_id)),
      );
      return { status: response.status, counterIds };
    }, url);

  const meUrl = (apiKey: string) =>
    `${emulator().baseUrl}/api/me?apiKey=${encodeURIComponent(apiKey)}`;

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

  it('renders the options page', async () => {
    const page = await chromium.openExtensionPage('options.html');
    await page.waitForFunction(() => document.body.innerText.trim().length > 0);
    expect(await page.title()).not.toBe('');
    await saveScreenshot(page, 'chromium-options');
    await page.close();
    expect(pageErrors).toEqual([]);
  });

  it('renders the popup', async () => {
    const page = await chromium.openExtensionPage('popup.html', { viewport: POPUP_VIEWPORT });
    await page.waitForFunction(() => document.body.innerText.trim().length > 0);
    await saveScreenshot(page, 'chromium-popup');
    await page.close();
    expect(pageErrors).toEqual([]);
  });

  it('reaches the emulator from the service worker', async () => {
    const me = await fetchMe(meUrl(emulator().keys.full));
    expect(me.status).toBe(200);
    expect(me.counterIds.length).toBeGreaterThan(0);

    const wrongKey = await fetchMe(meUrl('not-a-key'));
    expect(wrongKey.status).toBe(403);
  });

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
    const me = await fetchMe(meUrl(emulator().keys.full));
    expect(me.status).toBe(200);
  });
});
