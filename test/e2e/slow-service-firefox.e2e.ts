/**
 * A slow service (6 s a request) with a synced local index, in Firefox ESR with the demo
 * build: the shared scenarios (`scenarios/slow-service.ts`) for the card and the popup detail.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { firefoxDriver, firefoxPage } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { waitFor } from './harness/wait.ts';
import {
  POPUP_LINE,
  openCardOn,
  slowServiceScenarios,
  startSlowService,
  type OpenView,
  type SlowService,
} from './scenarios/slow-service.ts';

const skip = skipWithoutFirefox('Firefox slow-service e2e');

const VIEWPORT = { width: 1280, height: 800 };
const POPUP_VIEWPORT = { width: 400, height: 600 };

describe.skipIf(skip)('a slow service with a synced index (Firefox ESR, demo build)', () => {
  let service: SlowService | undefined;
  const { emulator, firefox, control, fixtures } = useFirefox({
    emulator: { calls: 600, leads: 150 },
    tracker: async (running) => {
      service = await startSlowService(running.baseUrl);
      return service.baseUrl;
    },
  });
  const driver = firefoxDriver(firefox, control, VIEWPORT);

  beforeAll(async () => {
    await askBackground(control(), { type: 'index.sync' }).catch(() => undefined);
    await waitFor(
      async () => {
        const status = await askBackground<{ state: string; lastSyncAt?: number }>(control(), {
          type: 'index.status',
        });
        return status.state === 'idle' && status.lastSyncAt !== undefined;
      },
      'the local index to be filled',
      { timeoutMs: 60_000 },
    );
    service!.slowDown();
  });

  afterAll(async () => {
    await service?.close();
  });

  const openCard = (phone: string, selector: string) =>
    openCardOn(driver, fixtures().url('hello.html'), phone, selector);

  const openPopupDetail = async (phone: string): Promise<OpenView> => {
    const popup = await firefox().openExtensionPage('popup.html', {
      viewport: POPUP_VIEWPORT,
      readySelector: 'body[data-ready-ms]',
    });
    const page = firefoxPage(popup);
    await page.typeAndEnter('#tl-search-input', phone);
    return { page, line: POPUP_LINE, calls: () => page.count('.tl-h-call') };
  };

  slowServiceScenarios({
    emulator,
    service: () => service!,
    openCard,
    openPopupDetail,
    shoot: (view, name) => view.page.screenshot(name),
  });
});
