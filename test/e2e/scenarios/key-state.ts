/**
 * One key status in every view, written once and registered by `key-state.e2e.ts` (Chromium)
 * and `key-state-firefox.e2e.ts` (Firefox ESR): the key revoked in the emulator while it runs
 * (its HTTP control route), a number hovered: the card says the key was refused, and the
 * options page (its banner with Check again), the popup's list (its warning) and the popup's
 * detail (write buttons off, with the reason) follow without a reload. The key restored and
 * Check again pressed: every view is valid again, live. Screenshots in English and Russian.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { waitFor } from '../harness/wait.ts';

const CARD = 'tracker-lens-ui >>> .tl-card';
const POPUP_VIEWPORT = { width: 400, height: 600 };
const REFUSED_CARD = /refused the API key|не принял API-ключ/;
const REFUSED_BANNER = /The key was refused|Ключ отклонён/;
const KEY_WORKS = /The key works|Ключ работает/;
const LIST_WARNING = /refused the API key: counts may be out of date|Сервис отклонил API-ключ/;
const WRITES_OFF = /Writing is off|Запись отключена/;

type Emulator = () => RunningEmulator;

/** A button's state, found by its words; null when there is none. */
const button = (page: DriverPage, words: string) =>
  page.evaluate((name) => {
    const found = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === name,
    );
    return found ? { disabled: found.disabled, title: found.title } : null;
  }, words);

/** Clicks a button found by its words (no gesture is needed behind it). */
const press = (page: DriverPage, words: string) =>
  page.evaluate((name) => {
    const found = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === name && !candidate.disabled,
    );
    if (!found) throw new Error(`No enabled button "${name}"`);
    found.click();
  }, words);

const bodyText = (page: DriverPage) => page.evaluate(() => document.body.innerText, undefined);

async function untilText(page: DriverPage, pattern: RegExp, what: string): Promise<string> {
  return waitFor(
    async () => {
      const text = await bodyText(page);
      return pattern.test(text) ? text : undefined;
    },
    what,
    { timeoutMs: 20_000 },
  );
}

async function untilGone(page: DriverPage, pattern: RegExp, what: string): Promise<void> {
  await waitFor(async () => !pattern.test(await bodyText(page)), what, { timeoutMs: 20_000 });
}

/** Hovers until the card shows and reads `pattern` (a hover lost while the page scans is repeated). */
async function cardSays(page: DriverPage, selector: string, pattern: RegExp): Promise<string> {
  let last = '';
  try {
    return await waitFor(
      async () => {
        if ((await page.count(CARD)) === 0) await page.hover(selector);
        last = await page.text(CARD);
        return pattern.test(last) ? last : undefined;
      },
      `the card to read ${pattern}`,
      { timeoutMs: 30_000, intervalMs: 300 },
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; it read: ${JSON.stringify(last)}`, {
      cause: error,
    });
  }
}

/** The language, as the options page sets it (every view follows). */
const setLanguage = (page: DriverPage, language: 'en' | 'ru') =>
  page.evaluate(async (value) => {
    const api =
      (globalThis as unknown as { browser?: unknown; chrome?: unknown }).browser ??
      (globalThis as unknown as { chrome: unknown }).chrome;
    const answer = await (
      api as { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean }> } }
    ).runtime.sendMessage({ type: 'settings.update', patch: { language: value } });
    if (!answer.ok) throw new Error('settings.update refused');
  }, language);

/** The emulator's control route, over HTTP as a tester would use it (emulator/README.md). */
async function switchKey(emulator: Emulator, action: 'revoke' | 'restore'): Promise<void> {
  const { baseUrl, keys } = emulator();
  const answer = await fetch(`${baseUrl}/_emulator/key/${action}?apiKey=${keys.full}`, {
    method: 'POST',
  });
  expect(await answer.json()).toEqual({ revoked: action === 'revoke' });
}

export function keyStateScenarios(
  driver: BrowserDriver,
  emulator: Emulator,
  url: (path: string) => string,
): void {
  let options: DriverPage;
  let popup: DriverPage;
  let site: DriverPage;
  const phone = () => emulator().store.demoPhones.manyCallsAndLeads;
  const shot = (page: DriverPage, name: string) => page.screenshot(`key-state-${name}`);

  /** A fixture page with the number detected, in the language set now. */
  const openSite = async () => {
    const page = await driver.openPage(url('crm/amocrm-deal.html'));
    await waitFor(
      async () => (await driver.detectedOn(page.url())).includes(phone()),
      'the deal phone detected',
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    return page;
  };

  it('a key revoked while the views are open: the card, the options, the popup list and detail all say refused', async () => {
    site = await openSite();
    options = await driver.openExtensionPage('options.html');
    await untilText(options, KEY_WORKS, 'the key valid against the emulator');
    const tabId = await driver.tabIdOf(site.url());
    popup = await driver.openExtensionPage(`popup.html?tab=${tabId}`, POPUP_VIEWPORT);
    await popup.waitFor(`.tl-phone[data-phone="${phone()}"]`, 'visible');
    expect(await bodyText(popup)).not.toMatch(LIST_WARNING);

    await switchKey(emulator, 'revoke');
    await cardSays(site, '#deal-phone', REFUSED_CARD);
    await shot(site, 'card-en');

    // The options page, open all along, follows: the banner with Check again, no "works".
    const optionsText = await untilText(options, REFUSED_BANNER, 'the refused banner');
    expect(optionsText).not.toMatch(KEY_WORKS);
    expect(await button(options, 'Check again')).toEqual({ disabled: false, title: '' });
    await shot(options, 'options-en');

    // The popup's list, open all along, says it too.
    await untilText(popup, LIST_WARNING, 'the list warning');
    await shot(popup, 'popup-list-en');
    await popup.click(`.tl-phone[data-phone="${phone()}"]`);
    await untilText(popup, WRITES_OFF, 'the writes-off reason in the detail');
    for (const words of ['Record a sale', 'Log a call']) {
      const state = await button(popup, words);
      expect(state?.disabled, words).toBe(true);
      expect(state?.title, words).toMatch(WRITES_OFF);
    }
    await shot(popup, 'popup-detail-en');

    await setLanguage(options, 'ru');
    await untilText(options, /Ключ отклонён/, 'the Russian banner');
    expect(await button(options, 'Проверить снова')).toMatchObject({ disabled: false });
    await shot(options, 'options-ru');
    const tabIdRu = await driver.tabIdOf(site.url());
    const popupRu = await driver.openExtensionPage(`popup.html?tab=${tabIdRu}`, POPUP_VIEWPORT);
    await untilText(popupRu, /Сервис отклонил API-ключ/, 'the Russian list warning');
    await shot(popupRu, 'popup-list-ru');
    await popupRu.click(`.tl-phone[data-phone="${phone()}"]`);
    await untilText(popupRu, /Запись отключена/, 'the Russian writes-off reason');
    expect(await button(popupRu, 'Записать продажу')).toMatchObject({ disabled: true });
    await shot(popupRu, 'popup-detail-ru');
    await popupRu.close();
    const siteRu = await openSite();
    await cardSays(siteRu, '#deal-phone', /не принял API-ключ/);
    await shot(siteRu, 'card-ru');
    await siteRu.close();
    await setLanguage(options, 'en');
    await untilText(options, /The key was refused/, 'the English banner again');
  });

  it('the key restored and checked again: every view is valid again, live', async () => {
    await switchKey(emulator, 'restore');
    await press(options, 'Check again');
    await untilText(options, KEY_WORKS, 'the key valid again');
    expect(await bodyText(options)).not.toMatch(REFUSED_BANNER);

    // The popup's detail, open all along: the write buttons are back on.
    await untilGone(popup, WRITES_OFF, 'the writes-off reason gone');
    for (const words of ['Record a sale', 'Log a call']) {
      expect(await button(popup, words), words).toMatchObject({ disabled: false });
    }
    await press(popup, '← Back');
    await popup.waitFor(`.tl-phone[data-phone="${phone()}"]`, 'visible');
    expect(await bodyText(popup)).not.toMatch(LIST_WARNING);

    const fresh = await openSite();
    const calls = emulator().store.callsByPhone(phone()).length;
    const text = await cardSays(fresh, '#deal-phone', new RegExp(`\\b${calls}\\b`));
    expect(text).not.toMatch(REFUSED_CARD);
    expect(text).not.toMatch(WRITES_OFF);
    // The card's own Copy source sits with its actions.
    expect(text).toMatch(/Copy source/);
    await shot(fresh, 'card-valid-en');
    await Promise.all([fresh.close(), site.close(), popup.close(), options.close()]);
  });
}
