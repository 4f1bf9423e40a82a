/**
 * The card's tag field while its page loads (Chromium, demo build, emulator): the field's look
 * (label, input outline with its placeholder, button) holds the frame's place, so the card shows
 * no blank band and nothing moves when the field is ready. The field's readiness is held by the
 * demo build's test hook (`demoHoldCardField` in `storage.session`), not by a sleep.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CARD,
  cardTagField,
  hoverUntilCard,
  useCrmBrowser,
  waitForDetected,
} from './harness/crm-pages.ts';
import { useEmulator } from './harness/emulator.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { scaled } from './harness/machine-speed.ts';
import { holdCardField } from './harness/card-field-hold.ts';

const PLACEHOLDER = 'tracker-lens-ui .tl-card-quicktag-frame .tl-card-field-placeholder';

describe('the card tag field while it loads (Chromium)', () => {
  const emulator = useEmulator();
  const browser = useCrmBrowser(() => emulator().baseUrl, { width: 1280, height: 800 });
  let control: Page;
  const { setLanguage } = extensionMessages(() => control);
  const holdField = (hold: boolean) => holdCardField(control, hold);
  beforeAll(async () => {
    control = await browser.chromium.openExtensionPage('options.html');
  });

  for (const [language, text] of [
    ['en', /Add tag|tag/i],
    ['ru', /тег/i],
  ] as const) {
    it(`shows the field's look in its place, then the field, nothing moving (${language})`, async () => {
      await setLanguage(language);
      await holdField(true);
      const page = await browser.openFixture('crm/amocrm-deal.html');
      await waitForDetected(browser.chromium, page.url(), [
        emulator().store.demoPhones.manyCallsAndLeads,
      ]);
      await hoverUntilCard(page, '#deal-phone', /\S/);
      const field = cardTagField(page);
      const placeholder = page.locator(PLACEHOLDER);
      await placeholder.waitFor({ state: 'visible' });
      expect(await field.frame.getAttribute('data-ready')).toBeNull();
      expect(await placeholder.innerText()).toMatch(text);
      const held = await page.locator(`${CARD} .tl-card-quicktag-frame`).boundingBox();
      const shownBox = await placeholder.boundingBox();
      expect(held && shownBox && shownBox.height).toBe(held?.height);
      await saveScreenshot(page, `card-field-placeholder-${language}`, { fullPage: false });
      await holdField(false);
      await field.frame.and(page.locator('iframe[data-ready]')).waitFor({
        timeout: scaled(30_000),
      });
      await placeholder.waitFor({ state: 'detached' });
      const ready = await page.locator(`${CARD} .tl-card-quicktag-frame`).boundingBox();
      expect(ready?.height).toBe(held?.height);
      await saveScreenshot(page, `card-field-ready-${language}`, { fullPage: false });
      await page.close();
    });
  }
});
