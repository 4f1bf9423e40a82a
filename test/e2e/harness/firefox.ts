import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { GECKO_ID } from './paths.ts';

export const DEFAULT_FIREFOX_PATH = '/usr/bin/firefox-esr';

export function firefoxExecutablePath(): string {
  return process.env.FIREFOX_PATH ?? DEFAULT_FIREFOX_PATH;
}

export function isFirefoxInstalled(): boolean {
  return existsSync(firefoxExecutablePath());
}

export interface FirefoxLaunchOptions {
  /** Unpacked extension folder, e.g. `.output/firefox-mv2-demo`. */
  extensionDir: string;
  headless?: boolean;
  /** Extension id the UUID is pinned for; defaults to the project's gecko id. */
  geckoId?: string;
}

export interface FirefoxOpenPageOptions {
  /** CSS selector that means the page has rendered; default: any element in `body`. */
  readySelector?: string;
  timeoutMs?: number;
  viewport?: { width: number; height: number };
}

export interface FirefoxWithExtension {
  browser: Browser;
  /** `moz-extension://<uuid>` without a trailing slash. */
  extensionBaseUrl: string;
  openExtensionPage(path: string, options?: FirefoxOpenPageOptions): Promise<Page>;
  close(): Promise<void>;
}

export async function launchFirefoxWithExtension({
  extensionDir,
  headless = true,
  geckoId = GECKO_ID,
}: FirefoxLaunchOptions): Promise<FirefoxWithExtension> {
  // Pinning the moz-extension UUID makes extension page URLs known before install.
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutablePath(),
    headless,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: uuid }) },
  });
  try {
    await browser.installExtension(extensionDir);
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw new Error(`Firefox refused the extension in ${extensionDir}`, { cause: error });
  }
  const extensionBaseUrl = `moz-extension://${uuid}`;

  const openExtensionPage = async (path: string, options: FirefoxOpenPageOptions = {}) => {
    const { readySelector = 'body *', timeoutMs = 30_000, viewport } = options;
    const page = await browser.newPage();
    if (viewport) await page.setViewport(viewport);
    // Over BiDi a moz-extension navigation never reports `load`: start it, then wait for
    // the page's content instead.
    page
      .goto(`${extensionBaseUrl}/${path.replace(/^\//, '')}`, { timeout: timeoutMs })
      .catch(() => undefined);
    await page.waitForSelector(readySelector, { timeout: timeoutMs });
    return page;
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
  };

  return { browser, extensionBaseUrl, openExtensionPage, close };
}
