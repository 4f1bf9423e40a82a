/**
 * One load of the felt-cost benchmark in Firefox ESR (puppeteer over WebDriver BiDi), in a
 * fresh profile: no extension, our Firefox build, or ringcentral-c2d in the page's world (BiDi
 * preload scripts have no isolated world of a content script's kind). Memory is not read here:
 * nothing over BiDi says which content process holds the page.
 */
import puppeteer, { type Page } from 'puppeteer-core';
import { firefoxExecutablePath, launchFirefoxWithExtension } from '../test/e2e/harness/firefox';
import { e164 } from './felt-chromium';
import type { FeltDriver } from './felt-load';
import { BENCH_BRIDGE } from './page-detectors';

export type FirefoxMode =
  { kind: 'none' } | { kind: 'c2d'; script: string } | { kind: 'ours'; extensionDir: string };

function pageDriver(
  page: Page,
  found: () => Promise<Map<string, number>>,
  close: () => Promise<void>,
): FeltDriver {
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    focus: (selector) => page.focus(selector),
    type: (text, delayMs) => page.keyboard.type(text, { delay: delayMs }),
    wheel: async (deltaY) => {
      await page.mouse.move(700, 400);
      await page.mouse.wheel({ deltaY });
    },
    found,
    memory: async () => ({}),
    close,
  };
}

/**
 * The digits the background keeps for the tab at `url` (`detected:<tabId>` in storage.session),
 * read through an extension page. Sent as source text: functions that tsx compiled carry its
 * `__name` helper, which the extension page does not have (the harness's helpers threw there,
 * and the bench read nothing).
 */
const detectedIn = (reader: Page, url: string) =>
  reader.evaluate(`(async () => {
    const tab = (await browser.tabs.query({})).find((each) => each.url === ${JSON.stringify(url)});
    if (tab === undefined) return [];
    const key = 'detected:' + tab.id;
    return (await browser.storage.session.get(key))[key] ?? [];
  })()`) as Promise<string[]>;

/** Numbers c2d matched (its bridge in the page's world), as E.164 digits, with when each came. */
const c2dFound = async (page: Page) =>
  new Map(
    (
      await page
        .evaluate(() => [
          ...((window as unknown as { __benchFound?: Map<string, number> }).__benchFound ?? []),
        ])
        .catch(() => [] as [string, number][])
    ).map(([raw, at]) => [e164(raw), at]),
  );

export async function openFirefox(mode: FirefoxMode, probe: string): Promise<FeltDriver> {
  if (mode.kind === 'ours') {
    const firefox = await launchFirefoxWithExtension({ extensionDir: mode.extensionDir });
    // The background's record is read through an extension page, opened before the page.
    const reader = await firefox.openExtensionPage('options.html');
    const page = await firefox.browser.newPage();
    await page.evaluateOnNewDocument(probe);
    let url = '';
    const found = async (): Promise<Map<string, number>> => {
      if (!url) return new Map();
      const now = Date.now();
      return new Map((await detectedIn(reader, url)).map((each) => [each, now]));
    };
    const driver = pageDriver(page, found, () => firefox.close());
    return {
      ...driver,
      goto: async (target) => {
        url = target;
        await driver.goto(target);
      },
    };
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutablePath(),
    headless: true,
    args: ['--remote-allow-system-access'],
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(probe);
  if (mode.kind === 'c2d') await page.evaluateOnNewDocument(`${BENCH_BRIDGE}\n${mode.script}`);
  return pageDriver(page, mode.kind === 'c2d' ? () => c2dFound(page) : async () => new Map(), () =>
    browser.close(),
  );
}
