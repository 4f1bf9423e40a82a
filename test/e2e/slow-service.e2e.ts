/**
 * A slow service (6 s a request) with a synced local index, in Chromium with the demo build:
 * the shared scenarios (`scenarios/slow-service.ts`), and the card and the popup detail shot in
 * the "slow" state in English and Russian (.tmp/screenshots/slow-*.png).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { backgroundAsk, waitForIndexFilled } from '../../scripts/demo-screens.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { chromiumDriver, chromiumPage } from './harness/driver-chromium.ts';
import { useEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { waitFor } from './harness/wait.ts';
import {
  POPUP_LINE,
  callsOf,
  openCardOn,
  followSlowAnswer,
  slowServiceScenarios,
  startSlowService,
  type Language,
  type OpenView,
  type SlowService,
} from './scenarios/slow-service.ts';

const VIEWPORT = { width: 1280, height: 800 };
const POPUP_VIEWPORT = { width: 400, height: 600 };

describe('a slow service with a synced index (Chromium, demo build)', () => {
  const emulator = useEmulator({ calls: 600, leads: 150 });
  let chromium: ChromiumWithExtension;
  let fixtures: FixtureServer;
  let service: SlowService;
  let ask: ReturnType<typeof backgroundAsk>;
  const driver = chromiumDriver(() => chromium, VIEWPORT);

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    fixtures = await startFixtureServer();
    service = await startSlowService(emulator().baseUrl);
    chromium = await launchChromiumWithExtension({
      extensionDir: BUILD_DIRS.chromeDemo,
      viewport: VIEWPORT,
    });
    const control: Page = await chromium.openExtensionPage('options.html');
    ask = backgroundAsk(control);
    await waitFor(
      async () => (await ask<{ configured: boolean }>({ type: 'setup.status' })).configured,
      'the demo key preset',
    );
    const settings = await ask<Record<string, unknown>>({ type: 'settings.get' });
    await ask({ type: 'settings.update', patch: { ...settings, baseUrl: service.baseUrl } });
    await waitFor(
      async () =>
        (await ask<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'valid',
      'the key checked through the slow service',
    );
    await ask({ type: 'index.sync' }).catch(() => undefined);
    await waitForIndexFilled(ask);
    service.slowDown();
  });

  afterAll(async () => {
    await chromium?.close();
    await fixtures?.close();
    await service?.close();
  });

  const setLanguage = async (language: Language) => {
    const settings = await ask<Record<string, unknown>>({ type: 'settings.get' });
    await ask({ type: 'settings.update', patch: { ...settings, language } });
  };

  const openCard = (phone: string, selector: string) =>
    openCardOn(driver, fixtures.url('hello.html'), phone, selector);

  const openPopupDetail = async (phone: string): Promise<OpenView> => {
    const popup = await chromium.openExtensionPage('popup.html', { viewport: POPUP_VIEWPORT });
    await popup.waitForSelector('body[data-ready-ms]');
    const page = chromiumPage(popup);
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

  it('says "slow" in Russian too, on the card and in the popup detail (screenshots)', async () => {
    const { store } = emulator();
    await setLanguage('ru');
    try {
      // Numbers not looked up before: a number's answer from the service is kept a while.
      const card = store.demoPhones.international;
      await followSlowAnswer(service, card, () => openCard(card, '#client-phone-2'), {
        calls: callsOf(emulator(), card),
        language: 'ru',
        shoot: (view) => view.page.screenshot('slow-card-ru'),
      });
      const popup = store.demoPhones.tollFree;
      await followSlowAnswer(service, popup, () => openPopupDetail(popup), {
        calls: callsOf(emulator(), popup),
        language: 'ru',
        shoot: (view) => view.page.screenshot('slow-popup-ru'),
      });
    } finally {
      await setLanguage('en');
    }
  });
});
