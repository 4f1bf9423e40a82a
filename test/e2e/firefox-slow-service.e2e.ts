/**
 * A slow service (6 s a request) with a synced local index, in Firefox ESR with the demo
 * build: the shared scenarios (`scenarios/slow-service.ts`) for the card and the popup detail.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { firefoxDriver, firefoxPage } from './harness/driver-firefox.ts';
import { useEmulator } from './harness/emulator.ts';
import {
  askBackground,
  firefoxExecutablePath,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
  useTracker,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { waitFor } from './harness/wait.ts';
import { CARD, waitForDetected } from './scenarios/card.ts';
import {
  CARD_LINE,
  POPUP_LINE,
  cardCalls,
  slowServiceScenarios,
  startSlowService,
  type OpenView,
  type SlowService,
} from './scenarios/slow-service.ts';

const skip = !isFirefoxInstalled() && !process.env.CI;
if (skip) console.warn(`Skipping Firefox slow-service e2e: ${firefoxExecutablePath()} not found.`);

const VIEWPORT = { width: 1280, height: 800 };
const POPUP_VIEWPORT = { width: 400, height: 600 };

describe.skipIf(skip)('a slow service with a synced index (Firefox ESR, demo build)', () => {
  const emulator = useEmulator({ calls: 600, leads: 150 });
  let firefox: FirefoxWithExtension;
  let fixtures: FixtureServer;
  let service: SlowService;
  let control: Page;
  const driver = firefoxDriver(
    () => firefox,
    () => control,
    VIEWPORT,
  );

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.firefoxDemo);
    fixtures = await startFixtureServer();
    service = await startSlowService(emulator().baseUrl);
    firefox = await launchFirefoxWithExtension({ extensionDir: BUILD_DIRS.firefoxDemo });
    control = await firefox.openExtensionPage('options.html');
    await useTracker(control, service.baseUrl);
    await askBackground(control, { type: 'index.sync' }).catch(() => undefined);
    await waitFor(
      async () => {
        const status = await askBackground<{ state: string; lastSyncAt?: number }>(control, {
          type: 'index.status',
        });
        return status.state === 'idle' && status.lastSyncAt !== undefined;
      },
      'the local index to be filled',
      { timeoutMs: 60_000 },
    );
    service.slowDown();
  });

  afterAll(async () => {
    await firefox?.close();
    await fixtures?.close();
    await service?.close();
  });

  const openCard = async (phone: string, selector: string): Promise<OpenView> => {
    const page = await driver.openPage(fixtures.url('hello.html'));
    await waitForDetected(driver, page, [phone]);
    await waitFor(async () => {
      await page.moveMouse(5, 5);
      await page.hover(selector);
      return page
        .waitFor(CARD, 'visible', 2_000)
        .then(() => true)
        .catch(() => false);
    }, `the card over ${selector}`);
    return { page, line: CARD_LINE, calls: () => cardCalls(page) };
  };

  const openPopupDetail = async (phone: string): Promise<OpenView> => {
    const popup = await firefox.openExtensionPage('popup.html', {
      viewport: POPUP_VIEWPORT,
      readySelector: 'body[data-ready-ms]',
    });
    const page = firefoxPage(popup);
    await page.typeAndEnter('#tl-search-input', phone);
    return { page, line: POPUP_LINE, calls: () => page.count('.tl-h-call') };
  };

  slowServiceScenarios({
    emulator,
    service: () => service,
    openCard,
    openPopupDetail,
    shoot: (view, name) => view.page.screenshot(name),
  });
});
