/**
 * The popup in a real Chromium against the emulator: search in three formats, tag add and
 * remove reaching the emulator's store, the current tab's numbers, the ready time, and
 * screenshots of each view in English and Russian.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { useChromium } from './harness/chromium-session.ts';
import { scaled } from './harness/machine-speed.ts';

interface ChromeGlobal {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<unknown> };
    tabs: { query(q: { url?: string }): Promise<{ id?: number }[]> };
  };
}

const POPUP_VIEWPORT = { width: 400, height: 600 };
const PHONE = DEMO_PHONES.manyCallsAndLeads; // 79161234567

describe('popup in Chromium against the emulator', () => {
  const { chromium, emulator, fixtures, control, setLanguage } = useChromium({
    emulator: { calls: 800, leads: 200 },
  });

  const openPopup = async (query = '') => {
    const page = await chromium().openExtensionPage(`popup.html${query}`, {
      viewport: POPUP_VIEWPORT,
    });
    await page.waitForSelector('body[data-ready-ms]');
    return page;
  };

  const search = async (page: Page, text: string) => {
    await page.getByRole('searchbox').fill(text);
    await page.getByRole('searchbox').press('Enter');
  };

  it('finds one number typed in three formats', async () => {
    const page = await openPopup();
    for (const typed of ['+7 (916) 123-45-67', '89161234567', '79161234567']) {
      await search(page, typed);
      await page.getByRole('heading', { name: '+7 916 123-45-67', level: 2 }).waitFor();
      await page.locator('.tl-h-call').first().waitFor();
      // The history fills in as the answers come (the index, then the service): all of them.
      await expect
        .poll(() => page.locator('.tl-h-call').count(), {
          message: `calls shown for ${typed}`,
          timeout: scaled(15_000),
        })
        .toBe(emulator().store.callsByPhone(PHONE).length);
      await page.getByRole('button', { name: '← Back' }).click();
    }
    await search(page, 'not a phone');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('does not look like');
    await page.close();
  });

  it('adds and removes a tag, and the emulator stores both changes', async () => {
    const tag = 'e2e-popup-tag';
    const hasTag = () =>
      emulator()
        .store.callsByPhone(PHONE)
        .some((c) => (c.tags as string[]).includes(tag));
    const page = await openPopup();
    await search(page, PHONE);
    const firstCall = page.locator('.tl-h-call').first();
    // The history's one Add tag field, pointed at the newest call (the first in the list).
    const adder = page.locator('.tl-h-tag-adder');
    const newestCall = await adder.locator('option[value^="call-"]').first().getAttribute('value');
    await adder.locator('select').selectOption(newestCall!);
    await adder.locator('.tl-h-tag-input').fill(tag);
    await adder.getByRole('button', { name: 'Add' }).click();
    await waitFor(hasTag, 'the tag to reach the emulator');
    await firstCall.getByRole('button', { name: `Remove tag “${tag}”` }).waitFor();
    await saveScreenshot(page, 'popup-detail-en', { fullPage: false });
    await firstCall.getByRole('button', { name: `Remove tag “${tag}”` }).click();
    await waitFor(() => !hasTag(), 'the tag removal to reach the emulator');
    await waitFor(
      async () => (await firstCall.getByText(tag, { exact: true }).count()) === 0,
      'the removed tag to leave the view',
    );
    await setLanguage('ru');
    await page.reload();
    await page.waitForSelector('body[data-ready-ms]');
    await search(page, PHONE);
    await page.locator('.tl-h-call').first().waitFor();
    await saveScreenshot(page, 'popup-detail-ru', { fullPage: false });
    await setLanguage('en');
    await page.close();
  });

  it('lists the numbers of the current tab, known and unknown, and opens one', async () => {
    const site = await chromium().context.newPage();
    await site.goto(fixtures().url('hello.html'));
    const [tab] = await control().evaluate(
      (url) => (globalThis as unknown as ChromeGlobal).chrome.tabs.query({ url }),
      fixtures().url('hello.html'),
    );
    expect(tab?.id).toBeTypeOf('number');
    let page = await openPopup(`?tab=${tab!.id}`);
    // The content script reports the page's numbers shortly after load.
    await waitFor(async () => {
      if ((await page.locator('.tl-phone').count()) >= 4) return true;
      await page.reload();
      await page.waitForSelector('body[data-ready-ms]');
      return false;
    }, 'the fixture page numbers in the popup');
    const known = page.locator('.tl-phone.is-known');
    await expect(known.first().textContent()).resolves.toContain('+7 916 123-45-67');
    // An unknown number's count says what it covers (the local index's window).
    await expect(page.locator('.tl-phone.is-unknown').first().textContent()).resolves.toMatch(
      /not in call tracking|none in \d+ days/,
    );
    await saveScreenshot(page, 'popup-tab-en');
    await setLanguage('ru');
    await page.reload();
    await page.locator('.tl-phone').first().waitFor();
    await saveScreenshot(page, 'popup-tab-ru');
    await setLanguage('en');
    await page.reload();
    await page.locator('.tl-phone.is-known').first().click();
    await page.locator('.tl-h-group').first().waitFor();
    await page.close();
    page = await openPopup(`?tab=${tab!.id}`);
    await page.close();
    await site.close();
  });

  it('shows its content from a warm index; prints how soon', async () => {
    const figures: number[] = [];
    const navigation: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await openPopup();
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
