/**
 * The popup's list and detail in a real Chromium against the emulator, on an amoCRM-like
 * contacts page: each row's source, last activity and the page's label; the filter; the
 * order said; the detail's action bar at the top (Call through the page's own link, Copy
 * source to the clipboard, Record a sale with the deal number of the row); a call's recording
 * as a player that loads nothing before Play. Screenshots in English and Russian.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { useChromium } from './harness/chromium-session.ts';

const POPUP_VIEWPORT = { width: 400, height: 600 };
const IVAN = DEMO_PHONES.manyCallsAndLeads; // 79161234567, "Сделка #12345", callto: link
const ANNA = DEMO_PHONES.leadOnly; // 79035550101
const OFFICE = DEMO_PHONES.callsOnly; // 74951234567, "Order No. 4521"

interface ChromeTabs {
  chrome: { tabs: { query(q: { url?: string }): Promise<{ id?: number }[]> } };
}

describe('popup rows and actions (Chromium)', () => {
  const { chromium, fixtures, control, setLanguage } = useChromium({
    emulator: { calls: 600, leads: 150 },
  });
  let site: Page;
  let tabId: number;

  const row = (page: Page, phone: string) => page.locator(`.tl-phone[data-phone="${phone}"]`);

  /** The popup for the contacts tab, once the page's numbers and their labels are in. */
  const openList = async () => {
    let page = await chromium().openExtensionPage(`popup.html?tab=${tabId}`, {
      viewport: POPUP_VIEWPORT,
    });
    await waitFor(async () => {
      await page.waitForSelector('body[data-ready-ms]');
      if ((await row(page, ANNA).locator('.tl-phone-label').count()) > 0) return true;
      await page.close();
      page = await chromium().openExtensionPage(`popup.html?tab=${tabId}`, {
        viewport: POPUP_VIEWPORT,
      });
      return false;
    }, 'the page numbers with their labels in the popup');
    return page;
  };

  beforeAll(async () => {
    site = await chromium().context.newPage();
    await site.goto(fixtures().url('crm/contacts-list.html'));
    const [tab] = await control().evaluate(
      (url) => (globalThis as unknown as ChromeTabs).chrome.tabs.query({ url }),
      site.url(),
    );
    tabId = tab!.id!;
  });

  /** What the system clipboard holds, pasted into a text box of a web page. */
  const pasted = async () => {
    const paper = await chromium().context.newPage();
    await paper.goto(fixtures().url('hello.html'));
    await paper.evaluate(() => {
      const box = document.createElement('textarea');
      box.id = 'paste-here';
      document.body.prepend(box);
      box.focus();
    });
    await paper.keyboard.press('ControlOrMeta+V');
    const text = await paper.locator('#paste-here').inputValue();
    await paper.close();
    return text;
  };

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
  });

  it('shows each row’s label, last source and activity, newest first, and filters them', async () => {
    const page = await openList();
    await expect(row(page, IVAN).locator('.tl-phone-label').innerText()).resolves.toBe(
      'Иван Петров · Телефон',
    );
    await expect(row(page, ANNA).locator('.tl-phone-label').innerText()).resolves.toBe(
      'Анна Смирнова · Телефон',
    );
    await expect(row(page, OFFICE).locator('.tl-phone-label').innerText()).resolves.toBe('Рабочий');
    // The source line: source / medium, then campaign and keyword where known.
    await expect(row(page, IVAN).locator('.tl-phone-source').innerText()).resolves.toMatch(
      /\S+ \/ \S+/,
    );
    await expect(row(page, IVAN).locator('.tl-phone-ago').innerText()).resolves.toMatch(/ago|now/);
    await expect(page.locator('.tl-list-order').innerText()).resolves.toBe('Newest activity first');
    // The order said is the order shown.
    const times = await page
      .locator('.tl-phone .tl-phone-ago')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime')!)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await saveScreenshot(page, 'popup-list-en', { fullPage: false });

    const filter = page.getByRole('textbox', { name: 'Filter the numbers' });
    await filter.fill('анна');
    await waitFor(async () => (await page.locator('.tl-phone').count()) === 1, 'one row');
    await expect(page.locator('.tl-phone').getAttribute('data-phone')).resolves.toBe(ANNA);
    await filter.fill('8 495');
    await waitFor(
      async () => (await page.locator('.tl-phone').first().getAttribute('data-phone')) === OFFICE,
      'the office number',
    );
    await filter.fill('no-such-source');
    await page.getByText('None of the 3 numbers matches “no-such-source”.').waitFor();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await waitFor(async () => (await page.locator('.tl-phone').count()) === 3, 'all rows');

    await setLanguage('ru');
    await page.reload();
    await page.locator('.tl-phone-label').first().waitFor();
    await expect(page.locator('.tl-list-order').innerText()).resolves.toBe(
      'Сначала последняя активность',
    );
    await expect(row(page, IVAN).locator('.tl-phone-ago').innerText()).resolves.toMatch(
      /назад|сейчас/,
    );
    await saveScreenshot(page, 'popup-list-ru', { fullPage: false });
    await setLanguage('en');
    await page.close();
  });

  it('puts the actions at the top of the detail: Call, Copy source, Record a sale', async () => {
    const page = await openList();
    const recordingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://records.example/'))
        recordingRequests.push(request.url());
    });
    await row(page, IVAN).click();
    const bar = page.getByRole('toolbar', { name: 'Actions for this number' });
    await bar.waitFor();
    await page.locator('.tl-h-group').first().waitFor();
    // The bar is in view at the top, above the history.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThan(POPUP_VIEWPORT.height / 2);
    const historyBox = (await page.locator('.tl-h-history').boundingBox())!;
    expect(historyBox.y).toBeGreaterThan(barBox.y);

    // Call: the page's own callto: link for this number.
    await expect(bar.getByRole('link', { name: 'Call' }).getAttribute('href')).resolves.toBe(
      'callto:+79161234567',
    );

    // Copy source: one line, on the clipboard.
    await bar.getByRole('button', { name: 'Copy source' }).click();
    await page.getByText(/^Copied: /).waitFor();
    const copied = await pasted();
    // The last source as the headline says it, then the first where it differs, with its date.
    expect(copied, copied).toMatch(
      /^\S.* \/ \S.*( · first: \S.* \/ \S.*, \d{1,2} [A-Z][a-z]{2,3}( \d{4})?)?( · \S+)?$/,
    );

    // Recordings: a player per answered call, nothing loaded before Play.
    const players = page.locator('.tl-h-call audio');
    await expect(players.count()).resolves.toBeGreaterThan(0);
    await expect(players.first().getAttribute('preload')).resolves.toBe('none');
    await expect(players.first().getAttribute('src')).resolves.toMatch(
      /^https:\/\/records\.example\/.+\.mp3$/,
    );
    expect(recordingRequests).toEqual([]);
    // Durations are written with units, not as a clock time.
    const durations = await page.locator('.tl-h-duration').allTextContents();
    expect(durations.length).toBeGreaterThan(0);
    for (const duration of durations) {
      expect(duration).toMatch(
        /^Duration: ((\d+\u00a0h )?(\d+\u00a0min )?\d+\u00a0s|\d+\u00a0h( \d+\u00a0min)?|\d+\u00a0min)$/,
      );
    }
    await saveScreenshot(page, 'popup-actions-en', { fullPage: false });

    // Record a sale opens at the top, with the row's deal number offered as the order id.
    await bar.getByRole('button', { name: 'Record a sale' }).click();
    const form = page.getByRole('form', { name: 'Record a sale' });
    await form.waitFor();
    await expect(form.getByLabel('Order id').inputValue()).resolves.toBe('12345');
    await form.getByText('From the page').waitFor();
    const formBox = (await form.boundingBox())!;
    // The form opens right under the bar, above the history (which moves down to make room).
    const historyNow = (await page.locator('.tl-h-history').boundingBox())!;
    expect(formBox.y).toBeGreaterThan(barBox.y);
    expect(formBox.y + formBox.height).toBeLessThanOrEqual(historyNow.y);
    // Session and visitor ids wait under More.
    await expect(form.getByLabel('Session id (sid)').isVisible()).resolves.toBe(false);
    await form.getByText('More', { exact: true }).click();
    await expect(form.getByLabel('Session id (sid)').isVisible()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();

    await setLanguage('ru');
    await page.reload();
    await page.locator('.tl-phone-label').first().waitFor();
    await row(page, IVAN).click();
    const barRu = page.getByRole('toolbar', { name: 'Действия с номером' });
    await barRu.waitFor();
    await page.locator('.tl-h-group').first().waitFor();
    await barRu.getByRole('button', { name: 'Копировать источник' }).click();
    await page.getByText(/^Скопировано: /).waitFor();
    expect(await pasted()).toMatch(/^\S.* \/ \S.*/);
    await saveScreenshot(page, 'popup-actions-ru', { fullPage: false });
    await setLanguage('en');
    await page.close();
  });

  it('calls through the system’s tel: handler where the page has no link of its own', async () => {
    const page = await openList();
    await row(page, ANNA).click();
    const bar = page.getByRole('toolbar', { name: 'Actions for this number' });
    await expect(bar.getByRole('link', { name: 'Call' }).getAttribute('href')).resolves.toBe(
      `tel:+${ANNA}`,
    );
    await page.close();
  });
});
