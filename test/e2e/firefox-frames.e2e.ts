/**
 * Frames in Firefox ESR (MV2), where matching differs from Chrome: `match_about_blank` instead
 * of `match_origin_as_fallback`, and `runtime`/`tabs` messaging by frame id through the
 * persistent background page. The scenarios shared with Chromium are in
 * `scenarios/frames.ts`; the runtime registration is Firefox's own (`contentScripts.register`).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { useEmulator } from './harness/emulator.ts';
import { frameScenarios } from './scenarios/frames.ts';
import {
  firefoxExecutablePath,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
  useTracker,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';

const skip = !isFirefoxInstalled() && !process.env.CI;
if (skip) console.warn(`Skipping Firefox frames e2e: ${firefoxExecutablePath()} not found.`);

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('frames in Firefox ESR (demo build)', () => {
  const emulator = useEmulator();
  let firefox: FirefoxWithExtension;
  let pages: FixtureServer;
  let control: Page;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.firefoxDemo);
    pages = await startFixtureServer();
    firefox = await launchFirefoxWithExtension({ extensionDir: BUILD_DIRS.firefoxDemo });
    control = await firefox.openExtensionPage('options.html');
    await useTracker(control, emulator().baseUrl);
  });

  afterAll(async () => {
    await firefox?.close();
    await pages?.close();
  });

  // Written once for Chromium and Firefox ESR (test/e2e/scenarios/frames.ts).
  frameScenarios(
    firefoxDriver(
      () => firefox,
      () => control,
      VIEWPORT,
    ),
    emulator,
    (path) => pages.url(path),
  );

  it('Firefox accepts the runtime registration the product uses for switched-on sites', async () => {
    // lib/sites/registration.ts registers the script this way in the product build.
    const accepted = await control.evaluate(async () => {
      const api = (
        globalThis as unknown as {
          browser: {
            contentScripts: {
              register(options: object): Promise<{ unregister(): Promise<void> }>;
            };
          };
        }
      ).browser.contentScripts;
      const registration = await api.register({
        matches: ['http://localhost/*'],
        js: [{ file: '/content-scripts/crm.js' }],
        allFrames: true,
        matchAboutBlank: true,
        runAt: 'document_idle',
      });
      await registration.unregister();
      return true;
    });
    expect(accepted).toBe(true);
  });
});
