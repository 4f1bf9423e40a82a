/**
 * The README screenshots, taken from the demo build against the emulator and written to
 * docs/screenshots/. Each view is checked for the text a reader should see in it, so a broken
 * view fails here instead of landing in the README.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './harness/paths.ts';
import { WHOLE_HISTORY_EN } from './harness/answer-lines.ts';
import { cardTagField, hoverUntilCard, waitForSettledCard } from './harness/crm-pages.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { useChromium } from './harness/chromium-session.ts';

const DOCS_DIR = join(REPO_ROOT, 'docs/screenshots');
const POPUP_VIEWPORT = { width: 400, height: 600 };
const OPTIONS_VIEWPORT = { width: 1280, height: 800 };
/** README images stay small enough to load quickly. */
// The options page grew (policy, callbacks, keyboard sections): its full-page shot is ~405 kB.
const MAX_BYTES = 480_000;

interface ChromeGlobal {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<unknown> };
    tabs: { query(q: { url?: string }): Promise<{ id?: number }[]> };
  };
}

describe('README screenshots (Chromium, demo build)', () => {
  const { chromium, emulator, fixtures, control, send, setLanguage } = useChromium({
    viewport: OPTIONS_VIEWPORT,
  });

  const expectSmall = async (path: string) =>
    expect((await stat(path)).size, path).toBeLessThan(MAX_BYTES);

  const shoot = async (page: Page, name: string, options: { fullPage?: boolean } = {}) => {
    const path = await saveScreenshot(page, name, { dir: DOCS_DIR, fullPage: false, ...options });
    await expectSmall(path);
  };

  /** A toolbar popup is as tall as its content, up to 600 px: crop to what the user sees. */
  const shootPopup = async (page: Page, name: string) => {
    const height = await page.evaluate(() =>
      Math.ceil(document.body.getBoundingClientRect().height),
    );
    const path = join(DOCS_DIR, `${name}.png`) as `${string}.png`;
    await page.screenshot({
      path,
      clip: {
        x: 0,
        y: 0,
        width: POPUP_VIEWPORT.width,
        height: Math.min(height, POPUP_VIEWPORT.height),
      },
    });
    await expectSmall(path);
  };

  const openPopup = async (query = '') => {
    const page = await chromium().openExtensionPage(`popup.html${query}`, {
      viewport: POPUP_VIEWPORT,
    });
    await page.waitForSelector('body[data-ready-ms]');
    return page;
  };

  const openOptions = async () => {
    const page = await chromium().openExtensionPage('options.html', { viewport: OPTIONS_VIEWPORT });
    // The counters list is the last part to load.
    await page.locator('.tl-project').first().waitFor();
    return page;
  };

  const showDetail = async (page: Page, phone: string) => {
    await page.getByRole('searchbox').fill(phone);
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.tl-h-call').first().waitFor();
    // The heading takes focus on open; a screenshot should not show a focus ring.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };

  const tabIdOf = async (url: string) => {
    const [tab] = await control().evaluate(
      (u) => (globalThis as unknown as ChromeGlobal).chrome.tabs.query({ url: u }),
      url,
    );
    if (tab?.id === undefined) throw new Error(`No tab for ${url}`);
    return tab.id;
  };

  beforeAll(async () => {
    await setLanguage('en');
  });

  it('popup-detail-en and popup-detail-ru: a number with calls and leads', async () => {
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    const page = await openPopup();
    await showDetail(page, phone);
    await expect(page.locator('.tl-h-totals').innerText()).resolves.toMatch(/\d+ calls/);
    await expect(page.locator('.tl-h-lead').count()).resolves.toBeGreaterThan(0);
    await expectOneLineBar(page);
    await expectNoSidewaysScroll(page);
    await shootPopup(page, 'popup-detail-en');

    await setLanguage('ru');
    await page.reload();
    await page.waitForSelector('body[data-ready-ms]');
    await showDetail(page, phone);
    const text = await page.locator('.tl-popup').innerText();
    expect(text).toMatch(/звон/i);
    expect(text).toContain('Назад');
    await expectOneLineBar(page);
    await expectNoSidewaysScroll(page);
    await shootPopup(page, 'popup-detail-ru');
    await setLanguage('en');
    await page.close();
  });

  it('popup-page-numbers-en: the numbers found on the open CRM page', async () => {
    const site = await chromium().context.newPage();
    await site.goto(fixtures().url('crm/amocrm-deal.html'));
    const tabId = await tabIdOf(site.url());
    const page = await openPopup(`?tab=${tabId}`);
    // The content script reports the page's numbers shortly after load.
    await waitFor(async () => {
      if ((await page.locator('.tl-phone.is-known').count()) >= 3) return true;
      await page.reload();
      await page.waitForSelector('body[data-ready-ms]');
      return false;
    }, 'the fixture page numbers in the popup');
    await expect(page.locator('.tl-phone').first().innerText()).resolves.toContain(
      '+7 916 123-45-67',
    );
    await expect(page.locator('.tl-tab-summary').innerText()).resolves.toMatch(/known/);
    await shootPopup(page, 'popup-page-numbers-en');
    await page.close();
    await site.close();
  });

  it('options-en, options-ru and options-dark-en: the settings page', async () => {
    let page = await openOptions();
    const titles = (await page.getByRole('heading', { level: 2 }).allInnerTexts()).join(' | ');
    for (const title of ['API key', 'Sites to search', 'Local data', 'Language']) {
      expect(titles).toContain(title);
    }
    await expect(page.locator('.tl-notice--ok').first().innerText()).resolves.toMatch(
      /The key works/,
    );
    await shoot(page, 'options-en', { fullPage: true });

    await page.emulateMedia({ colorScheme: 'dark' });
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await shoot(page, 'options-dark-en', { fullPage: true });
    await page.close();

    await setLanguage('ru');
    page = await openOptions();
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    for (const heading of headings) expect(heading, 'a Russian section title').toMatch(/[а-я]/i);
    await shoot(page, 'options-ru', { fullPage: true });
    await setLanguage('en');
    await page.close();
  });

  it('card-en: the hover card over a number on an amoCRM-like deal page', async () => {
    const page = await chromium().context.newPage();
    await page.goto(fixtures().url('crm/amocrm-deal.html'));
    const phoneBox = (await page.locator('#deal-phone').boundingBox())!;
    const card = await hoverUntilCard(page, '#deal-phone', /\d+\s*calls/);
    await waitForSettledCard(card);
    await expect(card.innerText()).resolves.toContain('+7 916 123-45-67');
    // Compact: source, counts, last call and tags first; the history is one click away.
    const text = await card.innerText();
    expect(text).toMatch(/Source[\s\S]*History[\s\S]*Last call[\s\S]*Tags/);
    expect(text).toMatch(/Show all \d+ entries/);
    expect(text).toMatch(WHOLE_HISTORY_EN);
    // The card lies within the window, below the number it belongs to, never over it.
    const cardBox = (await page.locator('tracker-lens-ui .tl-card-layer').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(cardBox.y).toBeGreaterThanOrEqual(phoneBox.y + phoneBox.height - 1);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(viewport.height);
    expect(cardBox.height, 'a compact card').toBeLessThan(viewport.height / 2);
    // The tag field, an extension page in its own frame, drawn once its state arrived.
    await cardTagField(page).label.filter({ hasText: 'Tag the latest call' }).waitFor();
    await cardTagField(page).input.waitFor({ state: 'visible' });
    // The whole window: the card in the context of the CRM page it explains.
    await shoot(page, 'card-en');
    await shootHistoryField(page, 'en');

    await setLanguage('ru');
    await page.reload();
    await hoverUntilCard(page, '#deal-phone', /Источник/);
    await cardTagField(page).label.filter({ hasText: 'Тег к последнему звонку' }).waitFor();
    await cardTagField(page).input.waitFor({ state: 'visible' });
    await shoot(page, 'card-ru');
    await shootHistoryField(page, 'ru');
    await setLanguage('en');
    await page.close();
  });

  // Last: it removes the key the other views need.
  it('popup-no-key-en: first run, before an API key is saved', async () => {
    await send({ type: 'key.clear' });
    const page = await openPopup();
    await page.locator('.tl-popup-nokey').waitFor();
    await expect(page.locator('.tl-popup-nokey').innerText()).resolves.toMatch(/API key/);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shootPopup(page, 'popup-no-key-en');
    await page.close();
  });
});

/**
 * The card's expanded history with its add-tag field (a framed field like the quick one), to
 * look at (`.tmp/screenshots/card-history-field-<locale>.png`).
 */
async function shootHistoryField(page: Page, locale: 'en' | 'ru') {
  await page.locator('tracker-lens-ui .tl-card-history-toggle').click();
  const field = cardTagField(page, 'history');
  await field.input.waitFor({ state: 'visible' });
  await expect(field.input.getAttribute('placeholder')).resolves.toBe(
    locale === 'en' ? 'Add tag' : 'Добавить тег',
  );
  await field.frame.scrollIntoViewIfNeeded();
  await saveScreenshot(page, `card-history-field-${locale}`, { fullPage: false });
  await page.locator('tracker-lens-ui .tl-card-history-toggle').click();
}

/** Nothing is cut at the right edge: neither the page nor the scrolling area scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('.tl-popup-main')!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      main: main.scrollWidth - main.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, main: 0 });
}

/** The back button, number and actions of the detail view sit on one line. */
async function expectOneLineBar(page: Page) {
  const middles = await page
    .locator('.tl-detail-bar button, .tl-detail-phone')
    .evaluateAll((elements) =>
      elements.map((e) => {
        const box = e.getBoundingClientRect();
        return box.top + box.height / 2;
      }),
    );
  expect(middles.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...middles) - Math.min(...middles), 'detail bar on one line').toBeLessThan(8);
}
