/**
 * The popup's list and detail on an amoCRM-like contacts page, written once and registered by
 * `popup-rows.e2e.ts` (Chromium) and `popup-rows-firefox.e2e.ts` (Firefox ESR) against the
 * emulator: each row's label, source and last activity, newest first, and the filter; the
 * detail's action bar at the top (Call through the page's own link or the system's tel:
 * handler, Copy source to the clipboard, Record a sale with the row's deal number); a call's
 * recording as a player that loads nothing before Play. Screenshots in English and Russian.
 */
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../../emulator/index.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import { waitFor } from '../harness/wait.ts';

const POPUP_VIEWPORT = { width: 400, height: 600 };
const IVAN = DEMO_PHONES.manyCallsAndLeads; // 79161234567, "Сделка #12345", callto: link
const ANNA = DEMO_PHONES.leadOnly; // 79035550101
const OFFICE = DEMO_PHONES.callsOnly; // 74951234567, "Order No. 4521"
const FILTER = 'input.tl-list-filter';
const SALE_FORM = 'form[aria-label="Record a sale"]';
/** Record a sale, Log a call, then Copy source: the third button of the action bar. */
const COPY_SOURCE = '[role="toolbar"] button:nth-of-type(3):not([disabled])';

export interface PopupRowsSession {
  driver: BrowserDriver;
  /** A message to the background (throws on an error answer). */
  ask: <T>(message: unknown) => Promise<T>;
  /** The URL of a fixture page. */
  url: (path: string) => string;
  /** The recordings' addresses the browser asked for so far, where the browser can tell. */
  recordingRequests?: () => string[];
}

const row = (phone: string) => `.tl-phone[data-phone="${phone}"]`;

/** Runs in the page: a text box emptied as a person's select-all and delete leaves it. */
function clearField(selector: string) {
  const input = document.querySelector<HTMLInputElement>(selector)!;
  input.value = '';
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs in the page: the times of the rows' last activity, in the order shown. */
function activityTimes() {
  return [...document.querySelectorAll('.tl-phone .tl-phone-ago')].map((element) =>
    Date.parse(element.getAttribute('datetime')!),
  );
}

/** Runs in the page: what the first call's recording player is and has fetched. */
function firstPlayer() {
  const audio = document.querySelector<HTMLAudioElement>('.tl-h-call audio');
  return {
    players: document.querySelectorAll('.tl-h-call audio').length,
    preload: audio?.getAttribute('preload'),
    controls: audio?.hasAttribute('controls'),
    src: audio?.getAttribute('src'),
    state: audio?.networkState,
  };
}

/** Runs in the page: every call's duration as written. */
function durations() {
  return [...document.querySelectorAll('.tl-h-duration')].map((element) => element.textContent);
}

/** Runs in the page: `selector`'s attribute `name`, or null. */
function attribute([selector, name]: [string, string]) {
  return document.querySelector(selector)?.getAttribute(name) ?? null;
}

/**
 * Runs in the page: whether `selector` shows. `checkVisibility`, not a box alone: a closed
 * `<details>` hides its content with `content-visibility`, which keeps boxes in Firefox.
 */
function shows(selector: string) {
  const element = document.querySelector(selector);
  return !!element && element.getClientRects().length > 0 && element.checkVisibility();
}

/** Runs in the page: a text box put in front of the page's content, focused to paste into. */
function pasteBox() {
  const box = document.createElement('textarea');
  box.id = 'paste-here';
  document.body.prepend(box);
  box.focus();
}

export function popupRowsScenarios(session: PopupRowsSession): void {
  const { driver } = session;
  const setLanguage = (language: 'en' | 'ru') =>
    session.ask({ type: 'settings.update', patch: { language } });
  let tabId: number;

  beforeAll(async () => {
    const siteUrl = session.url('crm/contacts-list.html');
    await driver.openPage(siteUrl);
    tabId = await waitFor(() => driver.tabIdOf(siteUrl), 'the contacts tab');
  });

  /** The popup for the contacts tab, once the page's numbers and their labels are in. */
  const openList = async () => {
    const open = async () => {
      const page = await driver.openExtensionPage(`popup.html?tab=${tabId}`, POPUP_VIEWPORT);
      await page.waitFor('body[data-ready-ms]', 'visible');
      return page;
    };
    let page = await open();
    await waitFor(async () => {
      if ((await page.count(`${row(ANNA)} .tl-phone-label`)) > 0) return true;
      await page.close();
      page = await open();
      return false;
    }, 'the page numbers with their labels in the popup');
    return page;
  };

  const filter = async (page: DriverPage, text: string) => {
    await page.evaluate(clearField, FILTER);
    await page.focus(FILTER);
    await page.type(text);
  };

  /** What the system clipboard holds, pasted into a text box of a web page. */
  const pasted = async () => {
    const paper = await driver.openPage(session.url('hello.html'));
    await paper.evaluate(pasteBox, null);
    await paper.press('KeyV', ['Control']);
    const text = await paper.evaluate(
      () => document.querySelector<HTMLTextAreaElement>('#paste-here')!.value,
      null,
    );
    await paper.close();
    return text;
  };

  it('shows each row’s label, last source and activity, newest first, and filters them', async () => {
    const page = await openList();
    try {
      expect(await page.text(`${row(IVAN)} .tl-phone-label`)).toBe('Иван Петров · Телефон');
      expect(await page.text(`${row(ANNA)} .tl-phone-label`)).toBe('Анна Смирнова · Телефон');
      expect(await page.text(`${row(OFFICE)} .tl-phone-label`)).toBe('Рабочий');
      // The source line: source / medium, then campaign and keyword where known.
      expect(await page.text(`${row(IVAN)} .tl-phone-source`)).toMatch(/\S+ \/ \S+/);
      expect(await page.text(`${row(IVAN)} .tl-phone-ago`)).toMatch(/ago|now/);
      expect(await page.text('.tl-list-order')).toBe('Newest activity first');
      expect(await page.evaluate(attribute, [FILTER, 'aria-label'])).toBe('Filter the numbers');
      // The order said is the order shown.
      const times = await page.evaluate(activityTimes, null);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      await page.screenshot('popup-list-en');

      await filter(page, 'анна');
      await waitFor(async () => (await page.count('.tl-phone')) === 1, 'one row');
      expect(await page.evaluate(attribute, ['.tl-phone', 'data-phone'])).toBe(ANNA);
      await filter(page, '8 495');
      await waitFor(
        async () => (await page.evaluate(attribute, ['.tl-phone', 'data-phone'])) === OFFICE,
        'the office number',
      );
      await filter(page, 'no-such-source');
      await waitFor(
        async () =>
          (await page.text('.tl-list-nomatch')).includes(
            'None of the 3 numbers matches “no-such-source”.',
          ),
        'no row matching',
      );
      expect(await page.text('.tl-list-nomatch button')).toBe('Clear filter');
      await page.click('.tl-list-nomatch button');
      await waitFor(async () => (await page.count('.tl-phone')) === 3, 'all rows');
      await page.close();

      await setLanguage('ru');
      const russian = await openList();
      expect(await russian.text('.tl-list-order')).toBe('Сначала последняя активность');
      expect(await russian.text(`${row(IVAN)} .tl-phone-ago`)).toMatch(/назад|сейчас/);
      await russian.screenshot('popup-list-ru');
      await russian.close();
    } finally {
      await setLanguage('en');
    }
  });

  it('puts the actions at the top of the detail: Call, Copy source, Record a sale', async () => {
    const before = session.recordingRequests?.().length ?? 0;
    const page = await openList();
    try {
      await page.click(row(IVAN));
      const bar = '[role="toolbar"][aria-label="Actions for this number"]';
      await page.waitFor(bar, 'visible');
      await page.waitFor('.tl-h-group', 'visible');
      // The bar is in view at the top, above the history.
      const barBox = await page.box(bar);
      expect(barBox.y + barBox.height).toBeLessThan(POPUP_VIEWPORT.height / 2);
      expect((await page.box('.tl-h-history')).y).toBeGreaterThan(barBox.y);

      // Call: the page's own callto: link for this number.
      expect(await page.text(`${bar} [data-testid="call-link"]`)).toBe('Call');
      expect(await page.evaluate(attribute, ['[data-testid="call-link"]', 'href'])).toBe(
        'callto:+79161234567',
      );

      // Copy source: one line, on the clipboard.
      await page.waitFor(COPY_SOURCE, 'visible');
      expect(await page.text(COPY_SOURCE)).toBe('Copy source');
      await page.click(COPY_SOURCE);
      await waitFor(
        async () => /^Copied: \S.* \/ \S.*/.test(await page.text('.tl-action-note')),
        'the copied line to be said',
      );
      const copied = await pasted();
      // The last source as the headline says it, then the first where it differs, with its date.
      expect(copied, copied).toMatch(
        /^\S.* \/ \S.*( · first: \S.* \/ \S.*, \d{1,2} [A-Z][a-z]{2,3}( \d{4})?)?( · \S+)?$/,
      );

      // Recordings: a player per answered call, nothing loaded before Play.
      const player = await page.evaluate(firstPlayer, null);
      expect(player.players).toBeGreaterThan(0);
      expect(player).toMatchObject({ preload: 'none', controls: true });
      expect(player.src).toMatch(/^https:\/\/records\.example\/.+\.mp3$/);
      // NETWORK_IDLE (1) or NETWORK_EMPTY (0): nothing is being fetched before Play.
      expect(player.state).toBeLessThan(2);
      expect(session.recordingRequests?.().slice(before) ?? []).toEqual([]);
      // Durations are written with units, not as a clock time.
      const written = await page.evaluate(durations, null);
      expect(written.length).toBeGreaterThan(0);
      for (const duration of written) {
        expect(duration).toMatch(
          /^Duration: ((\d+\u00a0h )?(\d+\u00a0min )?\d+\u00a0s|\d+\u00a0h( \d+\u00a0min)?|\d+\u00a0min)$/,
        );
      }
      await page.screenshot('popup-actions-en');

      // Record a sale opens at the top, with the row's deal number offered as the order id.
      const record = '[role="toolbar"] .tl-button--primary';
      expect(await page.text(record)).toBe('Record a sale');
      await page.click(record);
      await page.waitFor(SALE_FORM, 'visible');
      expect(
        await page.evaluate(
          () => document.querySelector<HTMLInputElement>('#order-orderId')!.value,
          null,
        ),
      ).toBe('12345');
      expect(await page.text(SALE_FORM)).toContain('From the page');
      const formBox = await page.box(SALE_FORM);
      // The form opens right under the bar, above the history (which moves down to make room).
      const historyNow = await page.box('.tl-h-history');
      expect(formBox.y).toBeGreaterThan(barBox.y);
      expect(formBox.y + formBox.height).toBeLessThanOrEqual(historyNow.y);
      // Session and visitor ids wait under More.
      // Its label read as text: `innerText` is empty while More is closed.
      expect(
        await page.evaluate(
          () => document.querySelector('label[for="order-sid"]')?.textContent,
          null,
        ),
      ).toContain('Session id (sid)');
      expect(await page.evaluate(shows, '#order-sid')).toBe(false);
      expect(await page.text(`${SALE_FORM} summary`)).toBe('More');
      await page.click(`${SALE_FORM} summary`);
      expect(await page.evaluate(shows, '#order-sid')).toBe(true);
      const cancel = `${SALE_FORM} .tl-o-actions button[type="button"]`;
      expect(await page.text(cancel)).toBe('Cancel');
      await page.click(cancel);
      await page.close();

      await setLanguage('ru');
      const russian = await openList();
      await russian.click(row(IVAN));
      await russian.waitFor('[role="toolbar"][aria-label="Действия с номером"]', 'visible');
      await russian.waitFor('.tl-h-group', 'visible');
      await russian.waitFor(COPY_SOURCE, 'visible');
      expect(await russian.text(COPY_SOURCE)).toBe('Копировать источник');
      await russian.click(COPY_SOURCE);
      await waitFor(
        async () => (await russian.text('.tl-action-note')).startsWith('Скопировано: '),
        'the copied line to be said in Russian',
      );
      expect(await pasted()).toMatch(/^\S.* \/ \S.*/);
      await russian.screenshot('popup-actions-ru');
      await russian.close();
    } finally {
      await setLanguage('en');
    }
  });

  it('calls through the system’s tel: handler where the page has no link of its own', async () => {
    const page = await openList();
    await page.click(row(ANNA));
    await page.waitFor('[role="toolbar"][aria-label="Actions for this number"]', 'visible');
    expect(await page.text('[data-testid="call-link"]')).toBe('Call');
    expect(await page.evaluate(attribute, ['[data-testid="call-link"]', 'href'])).toBe(
      `tel:+${ANNA}`,
    );
    await page.close();
  });
}
