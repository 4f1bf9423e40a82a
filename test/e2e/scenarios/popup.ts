/**
 * The popup against the emulator, written once and registered by `popup.e2e.ts` (Chromium) and
 * `popup-firefox.e2e.ts` (Firefox ESR): a number typed in three formats finds all its calls and
 * other text is refused; a tag added to the newest call reaches the emulator's store, shows as
 * saved, and its removal reaches the store too; the numbers of a tab are listed, known and
 * unknown, and one opens; screenshots in English and Russian.
 */
import { expect, it } from 'vitest';
import { DEMO_PHONES } from '../../../emulator/index.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { tagWriteReceived } from '../harness/received-writes.ts';
import { waitFor } from '../harness/wait.ts';

const POPUP_VIEWPORT = { width: 400, height: 600 };
const PHONE = DEMO_PHONES.manyCallsAndLeads; // 79161234567
const SEARCH = '#tl-search-input';

export interface PopupSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  /** A message to the background (throws on an error answer). */
  ask: <T>(message: unknown) => Promise<T>;
  /** The URL of a fixture page. */
  url: (path: string) => string;
}

/** Runs in the page: the search field emptied as a person's select-all and delete leaves it. */
function clearSearch(selector: string) {
  const input = document.querySelector<HTMLInputElement>(selector)!;
  input.value = '';
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs in the page: the history's one Add tag field pointed at the newest call (listed first). */
function pickNewestCall() {
  const select = document.querySelector<HTMLSelectElement>('.tl-h-tag-adder select')!;
  const newest = [...select.options].find((option) => option.value.startsWith('call-'));
  select.value = newest!.value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Runs in the page: the tag chips of the first call listed, and whether each is saved. */
function firstCallTags(tag: string) {
  const call = document.querySelector('.tl-h-call');
  const chips = [...(call?.querySelectorAll('.tl-h-tag') ?? [])].filter(
    (chip) => chip.querySelector('.tl-h-tag-name')?.textContent === tag,
  );
  return {
    shown: chips.length,
    saved: chips.some((chip) => !chip.querySelector('.tl-h-tag-state')),
    removable: !!call?.querySelector(`button[aria-label="Remove tag “${tag}”"]`),
  };
}

/** Runs in the page: the numbers of the rows matching `selector`, as shown. */
function rowNumbers(selector: string) {
  return [...document.querySelectorAll(`${selector} .tl-phone-number`)].map(
    (number) => number.textContent,
  );
}

export function popupScenarios(session: PopupSession): void {
  const { driver } = session;
  const setLanguage = (language: 'en' | 'ru') =>
    session.ask({ type: 'settings.update', patch: { language } });

  const openPopup = async (query = '') => {
    const page = await driver.openExtensionPage(`popup.html${query}`, POPUP_VIEWPORT);
    await page.waitFor('body[data-ready-ms]', 'visible');
    return page;
  };
  const search = async (page: DriverPage, text: string) => {
    await page.evaluate(clearSearch, SEARCH);
    await page.typeAndEnter(SEARCH, text);
  };

  it('finds one number typed in three formats', async () => {
    const expected = session.emulator().store.callsByPhone(PHONE).length;
    const page = await openPopup();
    for (const typed of ['+7 (916) 123-45-67', '89161234567', '79161234567']) {
      await search(page, typed);
      await waitFor(
        async () => (await page.text('h2')).includes('+7 916 123-45-67'),
        `the number's heading for ${typed}`,
      );
      await page.waitFor('.tl-h-call', 'visible');
      // The history fills in as the answers come (the index, then the service): all of them.
      await waitFor(
        async () => (await page.count('.tl-h-call')) === expected,
        `all ${expected} calls shown for ${typed}`,
        { timeoutMs: 15_000 },
      );
      expect(await page.text('.tl-detail-bar button')).toBe('← Back');
      await page.click('.tl-detail-bar button');
      await page.waitFor(SEARCH, 'visible');
    }
    await search(page, 'not a phone');
    await page.waitFor('#tl-search-error[role="alert"]', 'visible');
    expect(await page.text('#tl-search-error')).toContain('does not look like');
    await page.close();
  });

  it('adds and removes a tag, and the emulator stores both changes', async () => {
    const { store } = session.emulator();
    const tag = `e2e-popup-${Date.now().toString(36)}`;
    const hasTag = () => store.callsByPhone(PHONE).some((c) => (c.tags as string[]).includes(tag));
    const page = await openPopup();
    try {
      await search(page, PHONE);
      await page.waitFor('.tl-h-tag-adder .tl-h-tag-input', 'visible');
      await page.evaluate(pickNewestCall, null);
      await page.focus('.tl-h-tag-adder .tl-h-tag-input');
      await page.type(tag);
      expect(await page.text('.tl-h-tag-adder .tl-h-tag-add')).toBe('Add');
      await page.click('.tl-h-tag-adder .tl-h-tag-add');

      const { counter, callIds } = await tagWriteReceived(session.emulator(), tag);
      expect(callIds).toHaveLength(1);
      expect(store.findCall(String(counter), callIds[0]!)?.['tags']).toContain(tag);
      // The call belongs to the number searched for.
      expect(store.callsByPhone(PHONE).map((c) => c['callId'])).toContain(callIds[0]);
      expect(hasTag()).toBe(true);
      // The popup follows the write until it is saved: the chip loses its "saving…" mark.
      await waitFor(
        async () => {
          const chips = await page.evaluate(firstCallTags, tag);
          return chips.saved && chips.removable;
        },
        'the tag chip to show as saved, removable, on the newest call',
        { timeoutMs: 15_000 },
      );
      await page.screenshot('popup-detail-en');
      await page.click(`.tl-h-call button[aria-label="Remove tag “${tag}”"]`);
      await waitFor(() => !hasTag(), 'the tag removal to reach the emulator');
      await waitFor(
        async () => (await page.evaluate(firstCallTags, tag)).shown === 0,
        'the removed tag to leave the view',
      );
      await page.close();
      await setLanguage('ru');
      const russian = await openPopup();
      await search(russian, PHONE);
      await russian.waitFor('.tl-h-call', 'visible');
      await russian.screenshot('popup-detail-ru');
      await russian.close();
    } finally {
      await setLanguage('en');
    }
  });

  it('lists the numbers of the current tab, known and unknown, and opens one', async () => {
    const siteUrl = session.url('hello.html');
    const site = await driver.openPage(siteUrl);
    const tabId = await waitFor(() => driver.tabIdOf(siteUrl), 'the fixture tab');
    expect(tabId).toBeTypeOf('number');
    let page = await openPopup(`?tab=${tabId}`);
    try {
      // The content script reports the page's numbers shortly after load.
      await waitFor(async () => {
        if ((await page.count('.tl-phone')) >= 4) return true;
        await page.close();
        page = await openPopup(`?tab=${tabId}`);
        return false;
      }, 'the fixture page numbers in the popup');
      expect(await page.text('.tl-phone.is-known')).toContain('+7 916 123-45-67');
      expect(await page.evaluate(rowNumbers, '.tl-phone.is-known')).toEqual(
        expect.arrayContaining(['+7 916 123-45-67', '+375 29 123-45-67', '+7 800 555-35-35']),
      );
      expect(await page.evaluate(rowNumbers, '.tl-phone.is-unknown')).toContain('+7 999 000-11-22');
      // An unknown number's count says what it covers (the local index's window).
      expect(await page.text('.tl-phone.is-unknown')).toMatch(
        /not in call tracking|none in \d+ days/,
      );
      await page.screenshot('popup-tab-en');
      await page.close();
      await setLanguage('ru');
      page = await openPopup(`?tab=${tabId}`);
      await page.waitFor('.tl-phone', 'visible');
      await page.screenshot('popup-tab-ru');
      await page.close();
      await setLanguage('en');
      page = await openPopup(`?tab=${tabId}`);
      await page.waitFor('.tl-phone.is-known', 'visible');
      await page.click('.tl-phone.is-known');
      await page.waitFor('.tl-h-group', 'visible');
      await page.close();
      page = await openPopup(`?tab=${tabId}`);
      await page.close();
    } finally {
      await setLanguage('en');
    }
    await site.close();
  });
}
