/**
 * An open CRM tab follows a language switch in the options without a reload (Chromium, demo
 * build, emulator): the card open on the page changes its words at once, and the next card
 * comes in the new language.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import {
  CARD,
  expectCard,
  hoverUntilCard,
  useCrmBrowser,
  waitForDetected,
} from './harness/crm-pages.ts';
import { useEmulator } from './harness/emulator.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { saveScreenshot } from './harness/screenshots.ts';

describe('Open CRM tabs follow the language (Chromium)', () => {
  const emulator = useEmulator();
  const browser = useCrmBrowser(() => emulator().baseUrl, { width: 1280, height: 800 });
  let control: Page;
  const { setLanguage } = extensionMessages(() => control);
  beforeAll(async () => {
    control = await browser.chromium.openExtensionPage('options.html');
    await setLanguage('en');
  });

  it('the open card and the next one speak the language chosen after the page loaded', async () => {
    const page = await browser.openFixture('crm/amocrm-deal.html');
    await waitForDetected(browser.chromium, page.url(), [
      emulator().store.demoPhones.manyCallsAndLeads,
    ]);
    const card = await hoverUntilCard(page, '#deal-phone', /\d+\s*calls?/i);
    await setLanguage('ru');
    // No reload: the card that is open redraws in Russian.
    await expectCard(card, /\d+\s*звон/i);
    await saveScreenshot(page, 'language-follow-card-ru', { fullPage: false });
    await page.mouse.move(5, 5);
    await card.waitFor({ state: 'hidden' });
    await expectCard(await hoverUntilCard(page, '#deal-input', /\S/), /звон|Нет звонков|заяв/i);
    await setLanguage('en');
    await expectCard(page.locator(CARD), /calls?\b/i);
    await page.close();
  });
});
