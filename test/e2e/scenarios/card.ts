/**
 * The CRM content script's scenarios written once and registered by `content.e2e.ts`
 * (Chromium) and `content-firefox.e2e.ts` (Firefox ESR): detection on an amoCRM-like deal
 * card, the hover card with the emulator's data, a tag written from it, the top layer over a
 * modal dialog, Alt+Shift+L and focus, a Bitrix24-like card iframe, late SPA rows and shadow
 * roots.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { tagWriteReceived } from '../harness/received-writes.ts';
import { waitFor } from '../harness/wait.ts';

export const CARD = 'tracker-lens-ui >>> .tl-card';
const CARD_LAYER = 'tracker-lens-ui >>> .tl-card-layer';
const CARD_HEAD = 'tracker-lens-ui >>> .tl-card-head';
/** The totals line ("14 calls", "14 звонков") appears once the data has loaded. */
const LOADED = /\d+\s*(calls?|звон)/i;

type Emulator = () => RunningEmulator;

/** Waits until every one of `phones` is recorded for the page; answers all it recorded. */
export async function waitForDetected(
  driver: BrowserDriver,
  page: DriverPage,
  phones: string[],
  timeoutMs = 15_000,
): Promise<string[]> {
  let seen: string[] = [];
  await waitFor(
    async () => {
      seen = await driver.detectedOn(page.url());
      return phones.every((phone) => seen.includes(phone));
    },
    `${phones.join(', ')} detected on ${page.url()} (seen: ${seen.join(', ')})`,
    { timeoutMs, intervalMs: 200 },
  );
  return seen;
}

/** Waits for the card to show and for its text (loaded data, not the loading line) to match. */
async function expectCard(page: DriverPage, text: RegExp): Promise<string> {
  await page.waitFor(CARD, 'visible', 10_000);
  return waitFor(
    async () => {
      const shown = await page.text(CARD);
      return text.test(shown) ? shown : undefined;
    },
    `the card to show ${text}`,
    { timeoutMs: 15_000 },
  );
}

/** The newest call from a number, as the emulator stores it. */
function newestCall(emulator: Emulator, phone: string) {
  const [call] = emulator().store.callsByPhone(phone);
  if (!call) throw new Error(`The emulator has no calls from ${phone}`);
  const source = call['utmSource'] || call['compositeSource'];
  return {
    callId: String(call['callId']),
    source: typeof source === 'string' ? source : undefined,
  };
}

export function cardScenarios(
  driver: BrowserDriver,
  emulator: Emulator,
  url: (path: string) => string,
): void {
  const openFixture = (path: string) => driver.openPage(url(path));

  it('finds the numbers of an amoCRM-like deal card and reports them for its tab', async () => {
    const page = await openFixture('crm/amocrm-deal.html');
    const { demoPhones } = emulator().store;
    const seen = await waitForDetected(driver, page, [
      demoPhones.manyCallsAndLeads,
      demoPhones.leadOnly,
      demoPhones.callsOnly,
      demoPhones.tollFree,
      demoPhones.international,
    ]);
    // Requisites and order ids are not phone numbers.
    expect(seen).not.toContain('7707083893');
    expect(seen.some((digits) => digits.includes('5550123'))).toBe(false);
    await page.close();
  });

  it('shows the card on hover with the emulator data and leaves the page markup as it was', async () => {
    const page = await openFixture('crm/amocrm-deal.html');
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    await waitForDetected(driver, page, [phone]);
    const before = await page.evaluate(() => document.body.innerHTML, undefined);

    await page.hover('#deal-phone');
    const calls = emulator().store.callsByPhone(phone).length;
    const text = await expectCard(page, new RegExp(`\\b${calls}\\b`));
    expect(text).toMatch(LOADED);
    expect(text).toContain('+7 916 123-45-67');
    const { source } = newestCall(emulator, phone);
    if (source) expect(text).toContain(source);

    // The card sits below or above the number, never over it.
    const phoneBox = await page.box('#deal-phone');
    const cardBox = await page.box(CARD_LAYER);
    const overlaps =
      cardBox.y < phoneBox.y + phoneBox.height && cardBox.y + cardBox.height > phoneBox.y;
    expect(overlaps).toBe(false);

    // The page's markup is as parsed and as before the hover. Compared before the screenshot:
    // Playwright's caret hiding leaves `style=""` on inputs.
    const after = await page.evaluate(() => document.body.innerHTML, undefined);
    expect(after).toBe(before);
    const { bodyAtLoad } = await page.probe();
    expect(bodyAtLoad).toBeTruthy();
    expect(after).toBe(bodyAtLoad);
    await page.screenshot('card-amocrm');

    // Leaving number and card hides it after the grace delay.
    await page.moveMouse(5, driver.viewport.height - 5, 3);
    await page.waitFor(CARD, 'hidden', 5_000);
    await page.close();
  });

  it('adds a tag to the latest call from the card and the emulator stores it', async () => {
    const page = await openFixture('crm/amocrm-deal.html');
    const { store } = emulator();
    const phone = store.demoPhones.manyCallsAndLeads;
    await waitForDetected(driver, page, [phone]);
    await page.hover('#deal-phone');
    const tag = `e2e-${driver.name}-${Date.now().toString(36)}`;
    await page.tagInCard(tag, 15_000);
    // Shown at once, before the service confirms.
    await waitFor(async () => (await page.text(CARD)).includes(tag), 'the tag on the card', {
      timeoutMs: 3_000,
    });
    const { counter, callIds } = await tagWriteReceived(emulator(), tag);
    // The latest call of the number, as the card promises.
    expect(callIds).toEqual([newestCall(emulator, phone).callId]);
    expect(store.findCall(String(counter), callIds[0]!)?.['tags']).toContain(tag);
    // The background pushes the outbox as it drains: the open card drops "saving…" by itself.
    await waitFor(
      async () => !(await page.text(CARD)).includes('saving…'),
      'the card to drop its saving mark',
      { timeoutMs: 10_000 },
    );
    expect(await page.text(CARD)).toContain(tag);
    await page.screenshot('card-amocrm-tagged');
    await page.close();
  });

  it('stays above a modal page dialog (top layer)', async () => {
    const page = await openFixture('crm/amocrm-deal.html');
    await waitForDetected(driver, page, [emulator().store.demoPhones.manyCallsAndLeads]);
    await page.click('#open-dialog');
    await page.hover('#dialog-phone');
    await page.waitFor(CARD, 'visible', 10_000);
    const box = await page.box(CARD_HEAD);
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.tagName.toLowerCase(),
      [box.x + 20, box.y + box.height / 2] as const,
    );
    expect(topmost).toBe('tracker-lens-ui');
    await page.screenshot('card-amocrm-dialog');
    await page.press('Escape');
    await page.close();
  });

  it('opens with Alt+Shift+L on a focused number, takes focus, and Esc gives it back', async () => {
    const page = await openFixture('crm/amocrm-deal.html');
    await waitForDetected(driver, page, [emulator().store.demoPhones.callsOnly]);
    await page.focus('#deal-link');
    await page.press('KeyL', ['Alt', 'Shift']);
    await page.waitFor(CARD, 'visible', 10_000);
    await waitFor(
      async () => (await page.text(CARD)).includes('+7 495 123-45-67'),
      'the card of the focused number',
    );
    const focusInCard = await page.evaluate(
      () => document.activeElement?.tagName.toLowerCase() === 'tracker-lens-ui',
      undefined,
    );
    expect(focusInCard).toBe(true);
    // At once, whether the card or its tag field (a frame that may still be loading) has the
    // focus: Esc closes the card.
    await page.press('Escape');
    await page.waitFor(CARD, 'hidden', 5_000);
    expect(await page.evaluate(() => document.activeElement?.id, undefined)).toBe('deal-link');
    // Again, once the field has taken the focus: Esc there closes the card too.
    await page.press('KeyL', ['Alt', 'Shift']);
    await waitFor(
      () =>
        page.evaluate(
          () => document.activeElement?.shadowRoot?.activeElement?.localName === 'iframe',
          undefined,
        ),
      'the tag field has the focus',
    );
    await page.press('Escape');
    await page.waitFor(CARD, 'hidden', 5_000);
    expect(await page.evaluate(() => document.activeElement?.id, undefined)).toBe('deal-link');
    // Opening the card did not follow the link.
    const linkClicks = await page.evaluate(
      () => (window as unknown as { __linkClicks: number }).__linkClicks,
      undefined,
    );
    expect(linkClicks).toBe(0);
    await page.close();
  });

  it('finds numbers in a Bitrix24-like list and its card iframe, and shows the card in the top frame', async () => {
    const page = await openFixture('crm/bitrix-list.html');
    const { demoPhones } = emulator().store;
    await waitForDetected(driver, page, [
      demoPhones.manyCallsAndLeads,
      demoPhones.international,
      demoPhones.tollFree,
    ]);
    await page.hover('#frame-phone', { frameUrl: '/crm/bitrix-card-frame.html' });
    // Drawn by the top frame, so the iframe cannot clip it (test/e2e/frames.e2e.ts).
    await expectCard(page, /\+375\s?29\s?123-?45-?67/);
    await page.screenshot('card-bitrix-iframe');
    await page.close();
  });

  it('finds rows a SPA adds late and numbers in open and closed shadow roots', async () => {
    const page = await openFixture('crm/spa-shadow.html');
    const { demoPhones } = emulator().store;
    await waitForDetected(driver, page, [
      demoPhones.manyCallsAndLeads,
      demoPhones.callsOnly,
      demoPhones.international,
      // In a closed shadow root.
      demoPhones.tollFree,
    ]);
    await page.hover('#open-host >>> #open-phone');
    await expectCard(page, /\+375\s?29\s?123-?45-?67/);
    await page.screenshot('card-spa-shadow');
    await page.close();
  });
}
