/**
 * One load of the felt-cost benchmark in Debian Chromium, in a fresh profile: no extension, a
 * built extension of ours, or ringcentral-c2d injected as App Connect runs it (an isolated
 * world, at DOMContentLoaded). Reads the renderer's private memory from /proc and its JS heap
 * over CDP after a full collection.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import {
  launchChromiumWithExtension,
  type ChromiumWithExtension,
} from '../test/e2e/harness/chromium';
import { detectedOn } from '../test/e2e/harness/crm-pages';
import type { FeltDriver } from './felt-load';
import { BENCH_BRIDGE } from './page-detectors';

const PLAIN_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];

/**
 * Private (clean + dirty) bytes of a process from its smaps, and the part of them in `memfd`
 * mappings (shared memory: Mojo's large message payloads, compositor bitmaps), which is where
 * an extension's share of the deal page's renderer showed up (RESULTS.md note 10).
 */
async function privateBytes(pid: number): Promise<{ total: number; memfd: number }> {
  const text = await readFile(`/proc/${pid}/smaps`, 'utf8').catch(() => '');
  let total = 0;
  let memfd = 0;
  let inMemfd = false;
  for (const line of text.split('\n')) {
    // A mapping's header: "start-end perms offset dev inode [name]".
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) inMemfd = line.includes('/memfd:');
    const match = /^Private_(?:Clean|Dirty):\s+(\d+) kB/.exec(line);
    if (!match) continue;
    total += Number(match[1]) * 1024;
    if (inMemfd) memfd += Number(match[1]) * 1024;
  }
  return { total, memfd };
}

/**
 * The page's renderer: of the browser's renderers, neither the extension's nor the browser's
 * own WebUI (`--top-chrome-webui`, which headless Chromium starts too and which holds more
 * than the deal page's renderer), the one holding the most (the page under test dwarfs the
 * blank start page and a spare renderer).
 */
async function pageRendererBytes(
  context: BrowserContext,
): Promise<{ total: number; memfd: number } | undefined> {
  const browser = context.browser();
  if (!browser) return undefined;
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  let most: { total: number; memfd: number } | undefined;
  for (const { type, id } of processInfo) {
    if (type !== 'renderer') continue;
    const cmdline = await readFile(`/proc/${id}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('--extension-process') || cmdline.includes('--top-chrome-webui')) continue;
    const bytes = await privateBytes(id);
    if (bytes.total > (most?.total ?? 0)) most = bytes;
  }
  await session.detach().catch(() => undefined);
  return most;
}

/** Numbers c2d matched (its bridge in the page's world), with when each was first matched. */
async function c2dFound(page: Page): Promise<Map<string, number>> {
  const entries = await page
    .evaluate(() => [
      ...((window as unknown as { __benchFound?: Map<string, number> }).__benchFound ?? []),
    ])
    .catch(() => [] as [string, number][]);
  return new Map(entries.map(([raw, at]) => [e164(raw), at]));
}

/** E.164 digits of what c2d reported, whatever format it reports in. */
export function e164(reported: string): string {
  const digits = reported.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

function pageDriver(
  context: BrowserContext,
  page: Page,
  session: CDPSession,
  found: () => Promise<Map<string, number>>,
  close: () => Promise<void>,
): FeltDriver {
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'commit' });
    },
    evaluate: (expression) => page.evaluate(expression),
    focus: (selector) => page.focus(selector),
    type: (text, delayMs) => page.keyboard.type(text, { delay: delayMs }),
    wheel: async (deltaY) => {
      await page.mouse.move(700, 400);
      await page.mouse.wheel(0, deltaY);
    },
    found,
    memory: async () => {
      await session.send('HeapProfiler.collectGarbage');
      const { usedSize } = await session.send('Runtime.getHeapUsage');
      const renderer = await pageRendererBytes(context);
      return { heapBytes: usedSize, privateBytes: renderer?.total, memfdBytes: renderer?.memfd };
    },
    close,
  };
}

const FIRST_RUN_WAIT_MS = 30_000;

/**
 * The page to load in, once our extension's first-run options tab is out of the way. On
 * install the extension opens its options page in a tab of its own, in front (setup-install.ts;
 * Chrome may even take the blank start tab for it). The page behind it then draws next to no
 * frames: keystrokes of 1–2 s, and its renderer held ~30 MiB of `memfd` shared memory that no
 * other mode did (RESULTS.md note 10). A rep's CRM tab is the one in front, long after the
 * install, so the options tab is waited for and closed, and the page brought to front.
 */
async function pageInFront(browser: ChromiumWithExtension): Promise<Page> {
  const options = `${browser.extensionOrigin}/options.html`;
  const isOptions = (page: Page) => page.url().startsWith(options);
  const deadline = Date.now() + FIRST_RUN_WAIT_MS;
  while (!browser.context.pages().some(isOptions) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (!browser.context.pages().some(isOptions))
    console.warn('  the extension opened no options page on install; measuring anyway');
  const page =
    browser.context.pages().find((candidate) => !isOptions(candidate)) ??
    (await browser.context.newPage());
  for (const other of browser.context.pages().filter(isOptions)) await other.close();
  await page.bringToFront();
  return page;
}

export type ChromiumMode =
  | { kind: 'none' }
  | { kind: 'c2d'; script: string }
  | { kind: 'ours'; extensionDir: string }
  /** c2d as an extension's content script (`felt-c2d-extension.ts`). */
  | { kind: 'c2d-extension'; extensionDir: string };

/** A fresh Chromium for one load in `mode`, with the probe installed in the page's world. */
export async function openChromium(mode: ChromiumMode, probe: string): Promise<FeltDriver> {
  if (mode.kind === 'c2d-extension') {
    const browser = await launchChromiumWithExtension({ extensionDir: mode.extensionDir });
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.addInitScript(probe);
    await page.addInitScript(BENCH_BRIDGE);
    const session = await browser.context.newCDPSession(page);
    return pageDriver(
      browser.context,
      page,
      session,
      () => c2dFound(page),
      () => browser.close(),
    );
  }
  if (mode.kind === 'ours') {
    const browser = await launchChromiumWithExtension({ extensionDir: mode.extensionDir });
    const page = await pageInFront(browser);
    await page.addInitScript(probe);
    const session = await browser.context.newCDPSession(page);
    let url = '';
    const driver = pageDriver(
      browser.context,
      page,
      session,
      async () => {
        const now = Date.now();
        const digits = url ? await detectedOn(browser, url).catch(() => []) : [];
        return new Map(digits.map((digits) => [digits, now]));
      },
      () => browser.close(),
    );
    return {
      ...driver,
      goto: async (target) => {
        url = target;
        await driver.goto(target);
      },
    };
  }
  const profile = await mkdtemp(join(tmpdir(), 'tracker-lens-felt-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: PLAIN_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(probe);
  const session = await context.newCDPSession(page);
  if (mode.kind === 'c2d') {
    await page.addInitScript(BENCH_BRIDGE);
    // Without the Page domain on, a script for a named world is never run.
    await session.send('Page.enable');
    await session.send('Page.addScriptToEvaluateOnNewDocument', {
      source: mode.script,
      worldName: 'tracker-lens-bench-detector',
    });
  }
  return pageDriver(
    context,
    page,
    session,
    mode.kind === 'c2d' ? () => c2dFound(page) : async () => new Map(),
    async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  );
}
