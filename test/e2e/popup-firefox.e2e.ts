/**
 * The popup in Firefox ESR against the emulator: the numbers of a tab (`?tab=<id>`), a search
 * that lists the number's calls, and a tag added from the popup reaching the emulator's store.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { findTabId } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const skip = skipWithoutFirefox('Firefox popup e2e');

const POPUP_VIEWPORT = { width: 400, height: 600 };

describe.skipIf(skip)('popup in Firefox ESR against the emulator', () => {
  const { emulator, firefox, control, fixtures } = useFirefox({
    emulator: { calls: 600, leads: 150 },
  });

  const openPopup = async (query = '') => {
    const page = await firefox().openExtensionPage(`popup.html${query}`, {
      viewport: POPUP_VIEWPORT,
      readySelector: 'body[data-ready-ms]',
    });
    return page;
  };
  const search = async (page: Page, text: string) => {
    await page.type('#tl-search-input', text);
    await page.keyboard.press('Enter');
  };
  const countCalls = (page: Page) => page.$$eval('.tl-h-call', (calls) => calls.length);

  it('lists the numbers found on a tab, known ones marked', async () => {
    const site = await firefox().browser.newPage();
    await site.goto(fixtures().url('hello.html'));
    const tabId = await waitFor(
      () => findTabId(control(), fixtures().url('hello.html')),
      'the fixture tab',
    );
    let popup = await openPopup(`?tab=${tabId}`);
    // The content script reports the page's numbers shortly after load.
    await waitFor(async () => {
      if ((await popup.$$('.tl-phone')).length >= 4) return true;
      await popup.close();
      popup = await openPopup(`?tab=${tabId}`);
      return false;
    }, 'the fixture page numbers in the popup');
    const known = await popup.$$eval('.tl-phone.is-known .tl-phone-number', (numbers) =>
      numbers.map((n) => n.textContent),
    );
    expect(known).toEqual(
      expect.arrayContaining(['+7 916 123-45-67', '+375 29 123-45-67', '+7 800 555-35-35']),
    );
    const unknown = await popup.$$eval('.tl-phone.is-unknown .tl-phone-number', (numbers) =>
      numbers.map((n) => n.textContent),
    );
    expect(unknown).toContain('+7 999 000-11-22');
    await saveScreenshot(popup, 'firefox-popup-tab');
    await popup.close();
    await site.close();
  });

  it('finds a number and shows all its calls', async () => {
    const { store } = emulator();
    const phone = store.demoPhones.manyCallsAndLeads;
    const expected = store.callsByPhone(phone).length;
    const popup = await openPopup();
    await search(popup, '+7 (916) 123-45-67');
    // A slow moment shows the local calls first (said as updating); the service's answer
    // then shows every call.
    await waitFor(
      async () => (await countCalls(popup)) === expected,
      `all ${expected} calls of the number, from the service`,
    );
    const heading = await popup.$eval('h2', (el) => el.textContent ?? '');
    expect(heading).toContain('+7 916 123-45-67');
    await popup.close();
  });

  it('adds a tag to a call and the emulator stores it', async () => {
    const { store, requests } = emulator();
    const phone = store.demoPhones.manyCallsAndLeads;
    const tag = `ff-popup-${Date.now().toString(36)}`;
    const popup = await openPopup();
    await search(popup, phone);
    // The history's one Add tag field, pointed at the newest call.
    await popup.waitForSelector('.tl-h-tag-adder .tl-h-tag-input');
    await popup.$eval('.tl-h-tag-adder select', (select) => {
      const element = select as HTMLSelectElement;
      const firstCall = [...element.options].find((option) => option.value.startsWith('call-'));
      element.value = firstCall!.value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await popup.type('.tl-h-tag-adder .tl-h-tag-input', tag);
    await popup.click('.tl-h-tag-adder .tl-h-tag-add');

    const write = await waitFor(
      () =>
        requests.find(
          (r) =>
            r.path === '/v2/call/addTags' &&
            r.status === 200 &&
            (r.body as { tags?: string[] }).tags?.includes(tag),
        ),
      'the tag write to reach the emulator',
    );
    const { counter, callIds } = write.body as { counter: string | number; callIds: string[] };
    expect(callIds).toHaveLength(1);
    const stored = store.findCall(String(counter), callIds[0]!);
    expect(stored?.['tags']).toContain(tag);
    // The call belongs to the number searched for.
    expect(store.callsByPhone(phone).map((c) => c['callId'])).toContain(callIds[0]);
    // The popup follows the write until it is saved: the chip loses its "saving…" mark.
    await waitFor(
      () =>
        popup.$$eval(
          '.tl-h-call .tl-h-tag',
          (chips, name) =>
            chips.some(
              (chip) =>
                chip.querySelector('.tl-h-tag-name')?.textContent === name &&
                !chip.querySelector('.tl-h-tag-state'),
            ),
          tag,
        ),
      'the tag chip to show as saved',
      { timeoutMs: 15_000 },
    );
    await saveScreenshot(popup, 'firefox-popup-detail', { fullPage: false });
    await popup.close();
  });
});
