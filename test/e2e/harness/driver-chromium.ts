/** The shared-scenario driver over Playwright and Chromium (see `driver.ts`). */
import type { Frame, Page } from 'playwright-core';
import type { ChromiumWithExtension } from './chromium.ts';
import { cardTagField, detectedOn } from './crm-pages.ts';
import { aimAt, installProbe, readProbe, type BrowserDriver, type DriverPage } from './driver.ts';
import { saveScreenshot } from './screenshots.ts';
import { withinMs } from './wait.ts';
import { scaled } from './machine-speed.ts';

/** Playwright's CSS pierces open shadow roots; ` >> ` chains one selector inside another. */
const toPlaywright = (selector: string) => selector.replaceAll(' >>> ', ' >> ');

export function chromiumPage(page: Page): DriverPage {
  const frameFor = (frameUrl?: string): Frame => {
    if (!frameUrl) return page.mainFrame();
    const frame = page.frames().find((candidate) => candidate.url().endsWith(frameUrl));
    if (!frame) throw new Error(`No frame ending in ${frameUrl} on ${page.url()}`);
    return frame;
  };
  const locate = (selector: string, frameUrl?: string) =>
    frameFor(frameUrl).locator(toPlaywright(selector)).first();
  const box = async (selector: string, frameUrl?: string) => {
    const found = await locate(selector, frameUrl).boundingBox();
    if (!found) throw new Error(`${selector} is not visible`);
    return found;
  };
  return {
    url: () => page.url(),
    async hover(selector, { frameUrl } = {}) {
      await locate(selector, frameUrl).waitFor({ state: 'visible' });
      const { x, y } = aimAt(await box(selector, frameUrl));
      await page.mouse.move(Math.max(0, x - 10), y);
      await page.mouse.move(x, y, { steps: 4 });
    },
    async scrollIntoView(selector, { frameUrl } = {}) {
      await locate(selector, frameUrl).evaluate((element) =>
        element.scrollIntoView({ block: 'nearest' }),
      );
    },
    moveMouse: (x, y, steps = 1) => page.mouse.move(x, y, { steps }),
    click: (selector) => locate(selector).click(),
    focus: (selector) => locate(selector).focus(),
    async tagInCard(text, timeoutMs = 30_000) {
      const { input } = cardTagField(page);
      await input.waitFor({ state: 'visible', timeout: scaled(timeoutMs) });
      await input.fill(text);
      await input.press('Enter');
    },
    async waitForCardTagField(timeoutMs = 30_000) {
      await cardTagField(page).input.waitFor({ state: 'visible', timeout: scaled(timeoutMs) });
    },
    async typeAndEnter(selector, text) {
      await locate(selector).fill(text);
      await locate(selector).press('Enter');
    },
    // Bounded: a press whose release the browser never acknowledges fails here, by name.
    async press(key, modifiers = []) {
      const chord = [...modifiers, key].join('+');
      const limitMs = scaled(15_000);
      const pressed = await withinMs(
        page.keyboard.press(chord).then(() => true),
        limitMs,
      );
      if (!pressed)
        throw new Error(`the browser did not take the key press ${chord} in ${limitMs} ms`);
    },
    waitFor: (selector, state, timeoutMs = 30_000) =>
      locate(selector).waitFor({ state, timeout: scaled(timeoutMs) }),
    text: (selector) =>
      locate(selector)
        .innerText({ timeout: scaled(1_000) })
        .catch(() => ''),
    box: (selector, { frameUrl } = {}) => box(selector, frameUrl),
    count: (selector, { frameUrl } = {}) =>
      frameFor(frameUrl).locator(toPlaywright(selector)).count(),
    // Both libraries type the argument through their own handle types; plain data crosses.
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never) as never,
    probe: () => page.evaluate(readProbe),
    async screenshot(name, { dir } = {}) {
      await saveScreenshot(page, name, { fullPage: false, dir });
    },
    close: () => page.close(),
    type: (text) => page.keyboard.type(text),
    clickInFrame: (frameSelector, selector, position) =>
      locate(frameSelector)
        .contentFrame()
        .locator(toPlaywright(selector))
        .first()
        .click({ position }),
    evaluateInFrame: (frameSelector, selector, fn) =>
      locate(frameSelector)
        .contentFrame()
        .locator(toPlaywright(selector))
        .first()
        .evaluate(fn as never) as never,
    cardFieldValue: () =>
      cardTagField(page)
        .input.inputValue({ timeout: scaled(1_000) })
        .catch(() => ''),
  };
}

/** `viewport`: the one the browser was launched with. */
export function chromiumDriver(
  chromium: () => ChromiumWithExtension,
  viewport: { width: number; height: number },
): BrowserDriver {
  return {
    name: 'chromium',
    viewport,
    async openPage(url) {
      const page = await chromium().context.newPage();
      await page.addInitScript(installProbe);
      await page.goto(url);
      return chromiumPage(page);
    },
    async openExtensionPage(path, viewport) {
      return chromiumPage(await chromium().openExtensionPage(path, viewport ? { viewport } : {}));
    },
    // A SPA changes the fragment, which a tab match pattern cannot hold.
    detectedOn: (url) => detectedOn(chromium(), url.split('#')[0]!),
    tabIdOf: (url) =>
      chromium().serviceWorker.evaluate(async (pageUrl) => {
        const { chrome } = globalThis as unknown as {
          chrome: { tabs: { query(q: { url: string }): Promise<{ id?: number }[]> } };
        };
        return (await chrome.tabs.query({ url: pageUrl }))[0]?.id;
      }, url.split('#')[0]!),
    inExtension: (fn, arg) => chromium().serviceWorker.evaluate(fn as never, arg as never),
  };
}
