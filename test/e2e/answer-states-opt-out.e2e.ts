/**
 * A page with `<meta name="format-detection" content="telephone=no">`: the popup says the page
 * asked not to have its numbers detected (not "no numbers"), and "Look up anyway" reads them.
 */
import { describe, expect, it } from 'vitest';
import { hoverUntilCard } from './harness/crm-pages.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { useChromium } from './harness/chromium-session.ts';
import { scaled } from './harness/machine-speed.ts';

interface ChromeGlobal {
  chrome: { tabs: { query(q: { url?: string }): Promise<{ id?: number }[]> } };
}

describe('a page that opts out of phone detection (Chromium, demo build)', () => {
  const { chromium, fixtures } = useChromium({ emulator: { calls: 400, leads: 100 } });

  it('says the page opted out, and reads it anyway on request', async () => {
    const site = await chromium().context.newPage();
    await site.goto(fixtures().url('opted-out.html'));
    const control = await chromium().openExtensionPage('options.html');
    const [tab] = await control.evaluate(
      (url) => (globalThis as unknown as ChromeGlobal).chrome.tabs.query({ url }),
      fixtures().url('opted-out.html'),
    );
    const popup = await chromium().openExtensionPage(`popup.html?tab=${tab!.id}`, {
      viewport: { width: 400, height: 600 },
    });
    await popup.waitForSelector('body[data-ready-ms]');
    // The script stays out of a page that opts out, so the popup offers to look up once.
    await popup.getByRole('button', { name: 'Look up once' }).click();
    await popup.getByText('This page asked not to have its phone numbers detected.').waitFor();
    expect(await popup.locator('body').innerText()).not.toContain('No phone numbers found');
    await saveScreenshot(popup, 'answer-opted-out-en', { fullPage: false });

    await popup.getByRole('button', { name: 'Look up anyway' }).click();
    await popup
      .locator('.tl-phone')
      .first()
      .waitFor({ timeout: scaled(20_000) });
    expect(await popup.locator('.tl-phone').first().innerText()).toContain('+7 916 123-45-67');
    // The page itself is now read: the card opens on hover.
    await site.bringToFront();
    await hoverUntilCard(site, '#phone');
  });
});
