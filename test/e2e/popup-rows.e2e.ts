/**
 * The popup's list and detail in a real Chromium against the emulator, on an amoCRM-like
 * contacts page: the shared scenarios (`scenarios/popup-rows.ts`), and, Chromium's own, every
 * request the browser makes watched (Playwright's context sees them; the driver does not), so
 * that a recording loaded before Play is caught even where the player does not say so.
 */
import { beforeAll, describe } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { popupRowsScenarios } from './scenarios/popup-rows.ts';

const VIEWPORT = { width: 1280, height: 720 };

describe('popup rows and actions (Chromium)', () => {
  const { chromium, fixtures, send } = useChromium({
    emulator: { calls: 600, leads: 150 },
  });
  const recordingRequests: string[] = [];

  beforeAll(() => {
    chromium().context.on('request', (request) => {
      if (request.url().startsWith('https://records.example/'))
        recordingRequests.push(request.url());
    });
  });

  popupRowsScenarios({
    driver: chromiumDriver(chromium, VIEWPORT),
    ask: send,
    url: (path) => fixtures().url(path),
    recordingRequests: () => recordingRequests,
  });
});
