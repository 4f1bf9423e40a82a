/**
 * The popup's list and detail in Firefox ESR against the emulator, on an amoCRM-like contacts
 * page: each row's label and last source, the filter, the action bar at the top of the detail
 * (Call through the page's own link, Copy source), and a call's recording as a player that
 * loads nothing before Play.
 */
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { findTabId } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const skip = skipWithoutFirefox('Firefox popup rows e2e');

const IVAN = DEMO_PHONES.manyCallsAndLeads;
const ANNA = DEMO_PHONES.leadOnly;

describe.skipIf(skip)('popup rows and actions in Firefox ESR', () => {
  const { firefox, control, fixtures } = useFirefox({
    emulator: { calls: 600, leads: 150 },
  });
  let tabId: number;

  const rowSel = (phone: string) => `.tl-phone[data-phone="${phone}"]`;
  const textOf = (page: Page, selector: string) =>
    page.$eval(selector, (el) => (el as HTMLElement).innerText);

  const openList = async () => {
    const open = () =>
      firefox().openExtensionPage(`popup.html?tab=${tabId}`, {
        readySelector: 'body[data-ready-ms]',
      });
    let popup = await open();
    await waitFor(async () => {
      if (await popup.$(`${rowSel(ANNA)} .tl-phone-label`)) return true;
      await popup.close();
      popup = await open();
      return false;
    }, 'the page numbers with their labels in the popup');
    return popup;
  };

  beforeAll(async () => {
    const site = await firefox().browser.newPage();
    await site.goto(fixtures().url('crm/contacts-list.html'));
    tabId = await waitFor(
      () => findTabId(control(), fixtures().url('crm/contacts-list.html')),
      'the fixture tab',
    );
  });

  it('shows each row’s label and last source, and filters them', async () => {
    const popup = await openList();
    expect(await textOf(popup, `${rowSel(IVAN)} .tl-phone-label`)).toBe('Иван Петров · Телефон');
    expect(await textOf(popup, `${rowSel(ANNA)} .tl-phone-label`)).toBe('Анна Смирнова · Телефон');
    expect(await textOf(popup, `${rowSel(IVAN)} .tl-phone-source`)).toMatch(/\S+ \/ \S+/);
    expect(await textOf(popup, '.tl-list-order')).toBe('Newest activity first');
    await popup.type('.tl-list-filter', 'анна');
    await waitFor(
      async () => (await popup.$$('.tl-phone')).length === 1,
      'the filter to leave one row',
    );
    expect(await popup.$eval('.tl-phone', (el) => el.getAttribute('data-phone'))).toBe(ANNA);
    await saveScreenshot(popup, 'firefox-popup-list');
    await popup.close();
  });

  it('puts Call, Copy source and the recording player in the detail', async () => {
    const popup = await openList();
    await popup.click(rowSel(IVAN));
    await popup.waitForSelector('.tl-h-group');
    const bar = await popup.waitForSelector('[role="toolbar"]');
    const barBottom = await bar!.evaluate((el) => el.getBoundingClientRect().bottom);
    const historyTop = await popup.$eval('.tl-h-history', (el) => el.getBoundingClientRect().top);
    expect(barBottom).toBeLessThan(historyTop);
    expect(barBottom).toBeLessThan(300);
    expect(await popup.$eval('[data-testid="call-link"]', (a) => a.getAttribute('href'))).toBe(
      'callto:+79161234567',
    );
    const copy = await popup.waitForSelector(
      '[role="toolbar"] button:not([disabled]):nth-of-type(3)',
    );
    expect(await copy!.evaluate((el) => el.textContent)).toBe('Copy source');
    await copy!.click();
    await waitFor(
      async () => /^Copied: \S.* \/ \S.*/.test(await textOf(popup, '.tl-action-note')),
      'the copied line to be said',
    );
    const player = await popup.$eval('.tl-h-call audio', (audio) => ({
      preload: audio.getAttribute('preload'),
      controls: audio.hasAttribute('controls'),
      src: audio.getAttribute('src'),
      state: (audio as HTMLAudioElement).networkState,
    }));
    expect(player).toMatchObject({ preload: 'none', controls: true });
    expect(player.src).toMatch(/^https:\/\/records\.example\//);
    // NETWORK_IDLE (1) or NETWORK_EMPTY (0): nothing is being fetched before Play.
    expect(player.state).toBeLessThan(2);
    await saveScreenshot(popup, 'firefox-popup-actions');
    await popup.close();
  });
});
