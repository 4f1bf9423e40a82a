/**
 * The popup in a real Chromium against the emulator: the shared scenarios
 * (`scenarios/popup.ts`: search in three formats, tag add and remove reaching the emulator's
 * store, the current tab's numbers, screenshots in English and Russian), and the ready time,
 * printed as before: a figure for people, asserting nothing, so not made a shared check.
 */
import { describe, it } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { popupScenarios } from './scenarios/popup.ts';

const POPUP_VIEWPORT = { width: 400, height: 600 };
const VIEWPORT = { width: 1280, height: 720 };

describe('popup in Chromium against the emulator', () => {
  const { chromium, emulator, fixtures, send } = useChromium({
    emulator: { calls: 800, leads: 200 },
  });

  popupScenarios({
    driver: chromiumDriver(chromium, VIEWPORT),
    emulator,
    ask: send,
    url: (path) => fixtures().url(path),
  });

  it('shows its content from a warm index; prints how soon', async () => {
    const figures: number[] = [];
    const navigation: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await chromium().openExtensionPage('popup.html', { viewport: POPUP_VIEWPORT });
      await page.waitForSelector('body[data-ready-ms]');
      navigation.push(
        await page.evaluate(
          () =>
            (window as { __trackerLensPopupReadySinceNavigationMs?: number })
              .__trackerLensPopupReadySinceNavigationMs ?? NaN,
        ),
      );
      figures.push(
        await page.evaluate(
          () => (window as { __trackerLensPopupReadyMs?: number }).__trackerLensPopupReadyMs ?? NaN,
        ),
      );
      await page.close();
    }
    const sorted = [...figures].sort((a, b) => a - b);
    const median = sorted[2]!;
    console.info(
      `popup ready ms from script start: ${figures.join(', ')} (median ${median}); ` +
        `from navigation start: ${navigation.join(', ')}`,
    );
  });
});
