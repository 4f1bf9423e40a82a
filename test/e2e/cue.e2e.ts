/**
 * The cue under numbers in Chromium (demo build): the shared scenarios (`scenarios/cue.ts`),
 * and the options page's switches, clicked as a person would, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { updateSettings } from './harness/crm-pages.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { CUE_PAGE, CUE_PHONES, cueScenarios, readCue } from './scenarios/cue.ts';
import { waitForDetected } from './scenarios/card.ts';
import { useChromium } from './harness/chromium-session.ts';

const VIEWPORT = { width: 1280, height: 800 };

describe('the cue under numbers in Chromium (demo build)', () => {
  const { chromium, fixtures: pages } = useChromium({ viewport: VIEWPORT });

  const driver = chromiumDriver(chromium, VIEWPORT);
  cueScenarios(
    driver,
    (path) => pages().url(path),
    (patch) => updateSettings(chromium(), patch),
  );

  it('switches the cue off and on from the options page, for all pages and for a site', async () => {
    const page = await driver.openPage(pages().url(CUE_PAGE));
    await waitForDetected(driver, page, CUE_PHONES);
    const marks = () => page.evaluate(readCue, []).then((reading) => reading.marks);
    await waitFor(async () => (await marks()) > 0, 'marks at load');
    const options = await chromium().openExtensionPage('options.html');
    try {
      for (const language of ['en', 'ru'] as const) {
        await updateSettings(chromium(), { language, cueOffSites: ['127.0.0.1'] });
        await options.reload();
        const site = options.locator('#tl-cue-127_0_0_1');
        await site.waitFor({ state: 'visible' });
        expect(await site.isChecked()).toBe(false);
        await options.locator('#tl-cue').scrollIntoViewIfNeeded();
        await saveScreenshot(options, `options-cue-${language}`);
      }
      await options.locator('#tl-cue-127_0_0_1').click();
      await waitFor(async () => (await marks()) > 0, 'marks with the site switched back on');
      await options.locator('#tl-cue').click();
      await waitFor(async () => (await marks()) === 0, 'no marks with the global switch off');
      expect(await options.locator('#tl-cue-127_0_0_1').count()).toBe(0);
      await options.locator('#tl-cue').click();
      await waitFor(async () => (await marks()) > 0, 'marks with the global switch on');
    } finally {
      await updateSettings(chromium(), { language: 'en', cue: true, cueOffSites: [] });
      await options.close();
      await page.close();
    }
  });
});
