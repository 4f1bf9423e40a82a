/** The shared-scenario driver over puppeteer-core and Firefox ESR (see `driver.ts`). */
import type { Frame, KeyInput, Page } from 'puppeteer-core';
import { aimAt, installProbe, readProbe, type BrowserDriver, type DriverPage } from './driver.ts';
import {
  cardTagFieldIn,
  findTabId,
  readSessionStorage,
  setViewport,
  type FirefoxWithExtension,
} from './firefox.ts';
import { saveScreenshot } from './screenshots.ts';
import { scaled } from './machine-speed.ts';

/** Where a frame's viewport starts in the top page: its frame elements' content boxes added up. */
async function offsetOf(frame: Frame): Promise<{ x: number; y: number }> {
  const parent = frame.parentFrame();
  if (!parent) return { x: 0, y: 0 };
  const above = await offsetOf(parent);
  const own = await parent.$$eval(
    'iframe, frame',
    (elements, url) => {
      for (const element of elements as HTMLIFrameElement[]) {
        let href = element.src;
        try {
          href = element.contentWindow?.location.href ?? href;
        } catch {
          // Another origin: its src says where it is.
        }
        if (href !== url && element.src !== url) continue;
        const style = getComputedStyle(element);
        const { x, y } = element.getBoundingClientRect();
        return {
          x: x + element.clientLeft + parseFloat(style.paddingLeft),
          y: y + element.clientTop + parseFloat(style.paddingTop),
        };
      }
      return null;
    },
    frame.url(),
  );
  if (!own) throw new Error(`No frame element for ${frame.url()}`);
  return { x: above.x + own.x, y: above.y + own.y };
}

export function firefoxPage(page: Page): DriverPage {
  const frameFor = (frameUrl?: string): Frame => {
    if (!frameUrl) return page.mainFrame();
    const frame = page.frames().find((candidate) => candidate.url().endsWith(frameUrl));
    if (!frame) throw new Error(`No frame ending in ${frameUrl} on ${page.url()}`);
    return frame;
  };
  const box = async (selector: string, frameUrl?: string) => {
    const frame = frameFor(frameUrl);
    await frame.waitForSelector(selector, { visible: true });
    // Measured in the page rather than with `boundingBox()`, which for an element in a frame asks
    // Firefox for the frame's element with a locator Firefox ESR 140 does not know.
    const rect = await frame.$eval(selector, (element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });
    const offset = await offsetOf(frame);
    if (rect.width === 0 && rect.height === 0) throw new Error(`${selector} is not visible`);
    return { ...rect, x: rect.x + offset.x, y: rect.y + offset.y };
  };
  /** An element inside an iframe: over BiDi the frame's own URL may read `about:blank`. */
  const inFrame = async (frameSelector: string, selector: string) => {
    const iframe = await page.waitForSelector(frameSelector, { visible: true });
    const frame = await iframe!.contentFrame();
    if (!frame) throw new Error(`${frameSelector} is not a frame`);
    return (await frame.waitForSelector(selector))!;
  };
  return {
    url: () => page.url(),
    async hover(selector, { frameUrl } = {}) {
      const { x, y } = aimAt(await box(selector, frameUrl));
      await page.mouse.move(Math.max(0, x - 10), y);
      await page.mouse.move(x, y, { steps: 4 });
    },
    async scrollIntoView(selector, { frameUrl } = {}) {
      await frameFor(frameUrl).$eval(selector, (element) =>
        element.scrollIntoView({ block: 'nearest' }),
      );
    },
    moveMouse: (x, y, steps = 1) => page.mouse.move(x, y, { steps }),
    click: (selector) => page.click(selector),
    focus: (selector) => page.focus(selector),
    async tagInCard(text, timeoutMs = 30_000) {
      const input = await cardTagFieldIn(page, timeoutMs);
      await input.click();
      await input.type(text);
      await input.press('Enter');
    },
    async waitForCardTagField(timeoutMs = 30_000) {
      await cardTagFieldIn(page, timeoutMs);
    },
    async typeAndEnter(selector, text) {
      await page.type(selector, text);
      await page.keyboard.press('Enter');
    },
    async press(key, modifiers = []) {
      for (const modifier of modifiers) await page.keyboard.down(modifier as KeyInput);
      await page.keyboard.press(key as KeyInput);
      for (const modifier of [...modifiers].reverse()) {
        await page.keyboard.up(modifier as KeyInput);
      }
    },
    async waitFor(selector, state, timeoutMs = 30_000) {
      await page.waitForSelector(selector, { [state]: true, timeout: scaled(timeoutMs) });
    },
    text: (selector) =>
      page.$eval(selector, (element) => (element as HTMLElement).innerText).catch(() => ''),
    box: (selector, { frameUrl } = {}) => box(selector, frameUrl),
    count: async (selector, { frameUrl } = {}) => (await frameFor(frameUrl).$$(selector)).length,
    // Both libraries type the argument through their own handle types; plain data crosses.
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never) as never,
    probe: () => page.evaluate(readProbe),
    async screenshot(name, { dir } = {}) {
      await saveScreenshot(page, `firefox-${name}`, { fullPage: false, dir });
    },
    close: () => page.close(),
    type: (text) => page.keyboard.type(text),
    async clickInFrame(frameSelector, selector, offset) {
      const element = await inFrame(frameSelector, selector);
      await element.click({ offset });
    },
    async evaluateInFrame(frameSelector, selector, fn) {
      const element = await inFrame(frameSelector, selector);
      return element.evaluate(fn as never) as never;
    },
    async cardFieldValue() {
      const input = await cardTagFieldIn(page, 1_000).catch(() => undefined);
      return (await input?.evaluate((element) => (element as HTMLInputElement).value)) ?? '';
    },
  };
}

/** `control`: an open extension page, through which the tab's detected numbers are read. */
export function firefoxDriver(
  firefox: () => FirefoxWithExtension,
  control: () => Page,
  viewport: { width: number; height: number },
): BrowserDriver {
  return {
    name: 'firefox',
    viewport,
    async openPage(url) {
      const page = await firefox().browser.newPage();
      await setViewport(page, viewport);
      await page.evaluateOnNewDocument(installProbe);
      await page.goto(url);
      return firefoxPage(page);
    },
    async openExtensionPage(path, viewport) {
      return firefoxPage(await firefox().openExtensionPage(path, viewport ? { viewport } : {}));
    },
    tabIdOf: (url) => findTabId(control(), url),
    inExtension: (fn, arg) => control().evaluate(fn as never, arg as never) as never,
    async detectedOn(url) {
      const tabId = await findTabId(control(), url);
      if (tabId === undefined) return [];
      return (await readSessionStorage<string[]>(control(), `detected:${tabId}`)) ?? [];
    },
  };
}
