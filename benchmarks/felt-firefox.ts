/**
 * One load of the felt-cost benchmark in Firefox ESR (puppeteer over WebDriver BiDi), in a
 * fresh profile: no extension, our Firefox build, or ringcentral-c2d in the page's world (BiDi
 * preload scripts have no isolated world of a content script's kind). Memory is not read here:
 * nothing over BiDi says which content process holds the page.
 */
import puppeteer, { type Page } from 'puppeteer-core';
import {
  findTabId,
  firefoxExecutablePath,
  launchFirefoxWithExtension,
  readSessionStorage,
} from '../test/e2e/harness/firefox';
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

const c2dFound = async (page: Page) =>
  new Map(
    await page
      .evaluate(() => [
        ...((window as unknown as { __benchFound?: Map<string, number> }).__benchFound ?? []),
      ])
      .catch(() => [] as [string, number][]),
  );

export async function openFirefox(mode: FirefoxMode, probe: string): Promise<FeltDriver> {
  if (mode.kind === 'ours') {
    const firefox = await launchFirefoxWithExtension({ extensionDir: mode.extensionDir });
    // The background's record is read through an extension page, opened before the page.
    const reader = await firefox.openExtensionPage('options.html');
    const page = await firefox.browser.newPage();
    await page.evaluateOnNewDocument(probe);
    let url = '';
    let tabId: number | undefined;
    const found = async (): Promise<Map<string, number>> => {
      if (!url) return new Map();
      tabId ??= await findTabId(reader, url);
      if (tabId === undefined) return new Map();
      const now = Date.now();
      const digits = (await readSessionStorage<string[]>(reader, `detected:${tabId}`)) ?? [];
      return new Map(digits.map((each) => [each, now]));
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
