import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumWithExtension } from './harness/chromium.ts';
import {
  CARD,
  cardTagField,
  expectCard,
  hoverUntilCard,
  latestCall,
  useCrmBrowser,
  updateSettings,
  waitForDetected as waitForPhones,
} from './harness/crm-pages.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { useEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { REPO_ROOT } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { frameScenarios } from './scenarios/frames.ts';
import { scaled } from './harness/machine-speed.ts';

const VIEWPORT = { width: 1280, height: 800 };
const DETECTION_DIR = join(REPO_ROOT, 'test/fixtures/detection');
const LAYER = 'tracker-lens-ui .tl-card-layer';

describe('frames in Chromium (demo build): frames without a URL, and the card drawn in the top frame', () => {
  const emulator = useEmulator();
  const browser = useCrmBrowser(() => emulator().baseUrl, VIEWPORT);
  let chromium: ChromiumWithExtension;
  let pages: FixtureServer;
  beforeAll(() => void ({ chromium, pages } = browser));

  const waitForDetected = (url: string, phones: string[]) => waitForPhones(chromium, url, phones);
  const openFixture = (path: string) => browser.openFixture(path);

  // Written once for Chromium and Firefox ESR (test/e2e/scenarios/frames.ts).
  frameScenarios(
    chromiumDriver(() => chromium, VIEWPORT),
    emulator,
    (path) => pages.url(path),
  );

  it('finds numbers in a frame with a URL nested in a slider frame, and in its srcdoc child', async () => {
    const page = await openFixture('crm/frames-nested.html');
    const { demoPhones } = emulator().store;
    await waitForDetected(page.url(), [demoPhones.international, demoPhones.tollFree]);
    await page.close();
  });

  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('Not visible');
    return found;
  };

  it('opens the top-frame card with Alt+Shift+L in the frame, follows scrolling, and Esc gives focus back', async () => {
    const page = await openFixture('crm/frames-small.html');
    const { demoPhones } = emulator().store;
    await waitForDetected(page.url(), [demoPhones.callsOnly]);
    const widget = page.frameLocator('#call-widget');
    const link = widget.locator('#widget-link');
    await link.focus();
    await page.keyboard.press('Alt+Shift+KeyL');
    const card = page.locator(CARD);
    await expectCard(card, /\+7 495 123-45-67/);
    expect(await widget.locator(CARD).count()).toBe(0);
    // Focus moved into the card in the top frame.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
      .toBe('tracker-lens-ui');

    // The top page scrolls, then the frame scrolls itself: the card stays next to the number.
    const gapToLink = async () => gapBetween(await box(page.locator(LAYER)), await box(link));
    expect(await gapToLink()).toBeLessThan(2);
    const linkBefore = await box(link);
    await page.evaluate(() => window.scrollBy(0, 60));
    await expect.poll(async () => linkBefore.y - (await box(link)).y).toBeGreaterThan(50);
    await expect.poll(gapToLink, { timeout: scaled(5_000) }).toBeLessThan(2);
    const linkScrolled = await box(link);
    const frameScroll = await widget
      .locator('body')
      .evaluate(() => (window.scrollBy(0, 20), window.scrollY));
    expect(frameScroll).toBeGreaterThan(0);
    await expect.poll(async () => linkScrolled.y - (await box(link)).y).toBeGreaterThan(0);
    await expect.poll(gapToLink, { timeout: scaled(5_000) }).toBeLessThan(2);
    await saveScreenshot(page, 'card-frames-keyboard', { fullPage: false });

    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
    // Focus goes back through the frame relay: a message to the frame, later on a busy machine.
    await expect
      .poll(() => link.evaluate((element) => document.activeElement === element), {
        timeout: scaled(10_000),
      })
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('call-widget');
    await page.close();
  });

  it('moves focus from the frame into the top-frame card with Tab; a click in the frame closes it', async () => {
    const page = await openFixture('crm/frames-small.html');
    const { demoPhones } = emulator().store;
    await waitForDetected(page.url(), [demoPhones.manyCallsAndLeads]);
    const widget = page.frameLocator('#call-widget');
    await widget.locator('#widget-link').focus();
    await widget.locator('#widget-phone').scrollIntoViewIfNeeded();
    const card = await hoverUntilCard(page, widget.locator('#widget-phone'));
    await expectCard(card, /\d+\s*(calls?|звон)/i);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
      .toBe('tracker-lens-ui');
    // The card stays while the pointer wanders in the frame (it was pinned by the keyboard).
    await page.mouse.move(5, VIEWPORT.height - 5, { steps: 3 });
    await page.waitForTimeout(scaled(700));
    expect(await card.isVisible()).toBe(true);
    // A click in the frame (left of the card, which may cover the rest of it) closes it.
    const frameBox = await box(page.locator('#call-widget'));
    const spot = { x: frameBox.x + 12, y: frameBox.y + 20 };
    expect(
      await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.id, [spot.x, spot.y]),
    ).toBe('call-widget');
    await page.mouse.click(spot.x, spot.y);
    await card.waitFor({ state: 'hidden', timeout: scaled(5_000) });
    await page.close();
  });

  it('adds a tag from the top-frame card of a number in the frame, and the emulator receives it', async () => {
    const page = await openFixture('crm/frames-small.html');
    const { store } = emulator();
    const phone = store.demoPhones.manyCallsAndLeads;
    await waitForDetected(page.url(), [phone]);
    const widget = page.frameLocator('#call-widget');
    await widget.locator('#widget-phone').scrollIntoViewIfNeeded();
    await hoverUntilCard(page, widget.locator('#widget-phone'));
    // The field's label is in its own frame now, not in the card's text: it shows once the
    // card has the number's calls and has sent the field its state.
    const { input, label } = cardTagField(page);
    await label.filter({ hasText: 'Tag the latest call' }).waitFor();
    await input.waitFor({ state: 'visible' });
    const tag = `frame-${Date.now().toString(36)}`;
    await input.fill(tag);
    await input.press('Enter');
    await page.locator(CARD).getByText(tag).first().waitFor();
    const latest = latestCall(store, phone);
    await expect
      .poll(
        () => (store.findCall(latest.counterId, latest.callId)?.tags as string[] | undefined) ?? [],
        { timeout: scaled(20_000) },
      )
      .toContain(tag);
    await saveScreenshot(page, 'card-frames-small-tagged', { fullPage: false });
    await page.close();
  });

  it('draws the card of a number two frames deep (srcdoc in a slider frame) in the top frame', async () => {
    const page = await openFixture('crm/frames-nested.html');
    const { demoPhones } = emulator().store;
    await waitForDetected(page.url(), [demoPhones.tollFree]);
    const inner = page.frameLocator('#slider').frameLocator('#timeline');
    const phoneBox = await box(inner.locator('#nested-phone'));
    const card = await hoverUntilCard(page, inner.locator('#nested-phone'));
    await expectCard(card, /8 800 555-35-35|\+7 800 555-35-35/);
    const cardBox = await box(page.locator(LAYER));
    expect(cardBox.y).toBeGreaterThanOrEqual(phoneBox.y + phoneBox.height - 1);
    expect(Math.abs(cardBox.x - phoneBox.x)).toBeLessThan(3);
    await saveScreenshot(page, 'card-frames-nested', { fullPage: false });
    await page.close();
  });

  it('keeps the top-frame card of a number two frames deep next to it when the frame between scrolls', async () => {
    const page = await openFixture('crm/frames-nested.html');
    await waitForDetected(page.url(), [emulator().store.demoPhones.tollFree]);
    const slider = page.frameLocator('#slider');
    const link = slider.frameLocator('#timeline').locator('#nested-phone');
    await link.focus();
    await page.keyboard.press('Alt+Shift+KeyL');
    const card = page.locator(CARD);
    await expectCard(card, /\+7 800 555-35-35/);
    const gapToLink = async () => gapBetween(await box(page.locator(LAYER)), await box(link));
    expect(await gapToLink()).toBeLessThan(2);
    const before = await box(link);
    await slider.locator('body').evaluate(() => window.scrollBy(0, 50));
    await expect.poll(async () => before.y - (await box(link)).y).toBeGreaterThan(40);
    await expect.poll(gapToLink, { timeout: scaled(5_000) }).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('draws in the top frame the card of a number in a frame inside a closed shadow root', async () => {
    const page = await openFixture('crm/frames-shadow.html');
    await waitForDetected(page.url(), [emulator().store.demoPhones.leadOnly]);
    const frame = page.frames().find((f) => f.url() === 'about:srcdoc');
    if (!frame) throw new Error('The srcdoc frame did not load');
    const phone = frame.locator('#shadow-frame-phone');
    await phone.scrollIntoViewIfNeeded();
    await expectCard(await hoverUntilCard(page, phone), /\+7 903 555-01-01/);
    expect(await frame.locator(CARD).count()).toBe(0);
    await page.close();
  });

  it('explains in the top frame why text selected in a frame is not a number (Alt+Shift+L)', async () => {
    const page = await openFixture('crm/frames-mail.html');
    await waitForDetected(page.url(), [emulator().store.demoPhones.leadOnly]);
    const frame = page.frameLocator('#mail-srcdoc');
    // Keyboard focus in the frame first (a click on its first line), then the selection.
    await frame.locator('p').first().click();
    await frame.locator('body').evaluate(() => {
      const paragraph = [...document.querySelectorAll('p')].at(-1)!;
      const inn = [...paragraph.childNodes].find((node) => node.textContent?.includes('ИНН'))!;
      const range = document.createRange();
      range.setStart(inn, inn.textContent!.indexOf('7707'));
      range.setEnd(inn, inn.textContent!.indexOf('7707') + 10);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await page.keyboard.press('Alt+Shift+KeyL');
    const card = page.locator(CARD);
    await card.waitFor({ state: 'visible', timeout: scaled(10_000) });
    const text = await card.innerText();
    expect(text).toContain('Not detected as a phone number');
    expect(text).toContain('INN or OGRN checksum');
    expect(await frame.locator(CARD).count()).toBe(0);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('draws the card in the frame itself when the top page runs no content script of ours', async () => {
    // A site not switched on (127.0.0.2: the demo build runs on 127.0.0.1 and localhost only)
    // embedding a CRM page that is.
    const portal = await startFixtureServer({ host: '127.0.0.2' });
    const page = await chromium.context.newPage();
    const embed = encodeURIComponent(pages.url('crm/bitrix-card-frame.html'));
    await page.goto(portal.url(`crm/frames-portal.html?embed=${embed}`));
    const frame = page.frameLocator('#embedded');
    const phone = frame.locator('#frame-phone');
    await phone.waitFor();
    await hoverUntilCard(page, phone, /\S/, { card: frame.locator(CARD) });
    await expectCard(frame.locator(CARD), /\+375\s?29\s?123-?45-?67/);
    expect(await page.locator(CARD).count()).toBe(0);
    await saveScreenshot(page, 'card-frames-fallback', { fullPage: false });
    await page.close();
    await portal.close();
  });

  it.each([
    'frames-srcdoc-mail',
    'frames-about-blank-written',
    'frames-small-url',
    'frames-nested',
  ])('labels the detection corpus page %s as the browser finds it', async (name) => {
    const corpus = await startFixtureServer({ root: DETECTION_DIR });
    const expected = JSON.parse(
      await readFile(join(DETECTION_DIR, `${name}.expected.json`), 'utf8'),
    ) as { expect: { digits: string }[]; negatives: { digits: string }[] };
    const page = await chromium.context.newPage();
    await page.goto(corpus.url(`${name}.html`));
    const seen = await waitForDetected(
      page.url(),
      expected.expect.map((entry) => entry.digits),
    );
    for (const negative of expected.negatives) expect(seen).not.toContain(negative.digits);
    await page.close();
    await corpus.close();
  });

  it('draws the top-frame card of a number in the 80 px iframe in Russian too', async () => {
    await updateSettings(chromium, { language: 'ru' });
    try {
      const page = await openFixture('crm/frames-small.html');
      await waitForDetected(page.url(), [emulator().store.demoPhones.manyCallsAndLeads]);
      const widget = page.frameLocator('#call-widget');
      await widget.locator('#widget-phone').scrollIntoViewIfNeeded();
      await expectCard(await hoverUntilCard(page, widget.locator('#widget-phone')), /\d+\s*звон/i);
      await saveScreenshot(page, 'card-frames-small-iframe-ru', { fullPage: false });
      await page.close();
    } finally {
      await updateSettings(chromium, { language: 'auto' });
    }
  });

  it('Chromium accepts the runtime registration the product uses for switched-on sites', async () => {
    // The product build registers the script with these options (lib/sites/registration.ts);
    // the demo build declares it in the manifest, so only the browser's answer is checked here.
    const registered = await chromium.serviceWorker.evaluate(async () => {
      const { scripting } = (
        globalThis as unknown as {
          chrome: {
            scripting: {
              registerContentScripts(scripts: object[]): Promise<void>;
              getRegisteredContentScripts(filter: { ids: string[] }): Promise<object[]>;
              unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
            };
          };
        }
      ).chrome;
      const id = 'frames-e2e-probe';
      await scripting.registerContentScripts([
        {
          id,
          js: ['/content-scripts/crm.js'],
          matches: ['http://localhost/*'],
          allFrames: true,
          matchOriginAsFallback: true,
          runAt: 'document_start',
          persistAcrossSessions: false,
        },
      ]);
      const [script] = await scripting.getRegisteredContentScripts({ ids: [id] });
      await scripting.unregisterContentScripts({ ids: [id] });
      return script;
    });
    expect(registered).toMatchObject({ allFrames: true, matchOriginAsFallback: true });
  });

  it('raised no page errors', () => {
    expect(browser.pageErrors).toEqual([]);
  });
});

/** How far the card is from sitting 6 px below or above the anchor (0 when it does). */
function gapBetween(
  card: { y: number; height: number },
  anchor: { y: number; height: number },
): number {
  const below = Math.abs(card.y - (anchor.y + anchor.height + 6));
  const above = Math.abs(card.y + card.height - (anchor.y - 6));
  return Math.min(below, above);
}
