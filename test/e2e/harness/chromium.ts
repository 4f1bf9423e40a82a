import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { waitFor, withinMs } from './wait.ts';
import { scaled } from './machine-speed.ts';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export interface ChromiumLaunchOptions {
  /** Unpacked extension folder, e.g. `.output/chrome-mv3-demo`. */
  extensionDir: string;
  headless?: boolean;
  /** Viewport of pages the harness opens; defaults to Playwright's 1280x720. */
  viewport?: { width: number; height: number };
  /**
   * Let Playwright kill Chromium and exit the process on Ctrl+C (the default). Programs
   * with their own shutdown pass false so that they can clean up first.
   */
  handleSignals?: boolean;
  /** More command-line switches (e.g. `--enable-unsafe-extension-debugging` for CDP `Extensions`). */
  extraArgs?: string[];
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
}

export interface ChromiumWithExtension {
  context: BrowserContext;
  extensionId: string;
  /** `chrome-extension://<id>` without a trailing slash. */
  extensionOrigin: string;
  /** The extension's service worker handle; after a restart it evaluates in the new instance. */
  readonly serviceWorker: Worker;
  openExtensionPage(path: string, options?: OpenPageOptions): Promise<Page>;
  /** Stops the MV3 service worker as Chromium does when it idles out. */
  stopServiceWorker(): Promise<void>;
  /** Whether the extension's service worker is currently running. */
  isServiceWorkerRunning(): Promise<boolean>;
  /**
   * Waits until the service worker runs and answers, starting it first when `wake` is true
   * (the default); with `wake: false` it waits for the extension to wake it by itself.
   */
  waitForServiceWorker(options?: { wake?: boolean; timeoutMs?: number }): Promise<Worker>;
  close(): Promise<void>;
}

// Flags verified in shared/notes/toolchain.md: the background-networking ones keep Chromium
// from flooding the closed network with refused connections.
function chromiumArgs(extensionDir: string): string[] {
  return [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--no-default-browser-check',
  ];
}

// Chromium's helper processes may still be writing to the profile for a moment after close.
function removeProfile(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

type RunningStatus = 'stopped' | 'starting' | 'running' | 'stopping';

interface WorkerVersion {
  versionId: string;
  runningStatus: RunningStatus;
  status: string;
}

export async function launchChromiumWithExtension({
  extensionDir,
  headless = true,
  viewport,
  handleSignals = true,
  extraArgs = [],
}: ChromiumLaunchOptions): Promise<ChromiumWithExtension> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'tracker-lens-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
      headless,
      args: [...chromiumArgs(extensionDir), ...extraArgs],
      handleSIGINT: handleSignals,
      handleSIGTERM: handleSignals,
      handleSIGHUP: handleSignals,
      ...(viewport ? { viewport } : {}),
    });
  } catch (error) {
    await removeProfile(userDataDir);
    throw error;
  }

  // Playwright's own 30 s default for every action and navigation, stretched likewise.
  context.setDefaultTimeout(scaled(30_000));
  const isExtensionWorker = (worker: Worker) => worker.url().startsWith('chrome-extension://');
  let serviceWorker: Worker;
  try {
    const appeared = context.waitForEvent('serviceworker', {
      predicate: isExtensionWorker,
      timeout: scaled(30_000),
    });
    const existing = context.serviceWorkers().find(isExtensionWorker);
    serviceWorker = existing ?? (await appeared);
    if (existing) appeared.catch(() => undefined);
  } catch (error) {
    await context.close().catch(() => undefined);
    await removeProfile(userDataDir);
    throw new Error(`The extension's service worker did not start (${extensionDir})`, {
      cause: error,
    });
  }
  // URL.origin is "null" for chrome-extension: URLs, so build the origin from the host.
  const extensionId = new URL(serviceWorker.url()).host;
  const extensionOrigin = `chrome-extension://${extensionId}`;

  // Service worker control goes through the CDP ServiceWorker domain of a page the harness
  // owns, so tests may close any page they open.
  interface Control {
    page: Page;
    session: CDPSession;
    versions: Map<string, WorkerVersion>;
    /** How many times a version of ours was reported stopped (a stop may be followed at once
     * by a restart, e.g. an alarm or a page's message, before a poll would read "stopped"). */
    stops: { seen: number };
  }
  let control: Promise<Control> | undefined;
  const openControl = async (): Promise<Control> => {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const versions = new Map<string, WorkerVersion>();
    const stops = { seen: 0 };
    session.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
      for (const version of updated) {
        if (version.scriptURL.startsWith(`${extensionOrigin}/`)) {
          const before = versions.get(version.versionId)?.runningStatus;
          if (version.runningStatus === 'stopped' && before !== 'stopped') stops.seen += 1;
          versions.set(version.versionId, version);
        }
      }
    });
    await session.send('ServiceWorker.enable');
    await waitFor(() => versions.size > 0, 'the service worker version to be reported');
    return { page, session, versions, stops };
  };
  const getControl = async (): Promise<Control> => {
    if (control) {
      const current = await control;
      if (!current.page.isClosed()) return current;
    }
    control = openControl();
    return control;
  };
  const currentVersion = async (): Promise<WorkerVersion> => {
    const { versions } = await getControl();
    const all = [...versions.values()].filter((v) => v.status !== 'redundant');
    return all.sort((a, b) => Number(b.versionId) - Number(a.versionId))[0]!;
  };

  const isServiceWorkerRunning = async () => (await currentVersion()).runningStatus === 'running';

  const stopServiceWorker = async () => {
    const { session, stops } = await getControl();
    // A worker still installing restarts at once when stopped, so wait for activation.
    const version = await waitFor(async () => {
      const v = await currentVersion();
      return v.status === 'activated' ? v : undefined;
    }, 'the service worker to be activated');
    const stopsBefore = stops.seen;
    await session.send('ServiceWorker.stopWorker', { versionId: version.versionId });
    // Stopped once is what a test asks for, even when something woke it again at once; a
    // stop the browser dropped (a busy worker) is asked again.
    await waitFor(
      async () => {
        if (stops.seen > stopsBefore) return true;
        const current = await currentVersion();
        if (current.runningStatus === 'stopped') return true;
        if (current.runningStatus === 'running') {
          await session.send('ServiceWorker.stopWorker', { versionId: current.versionId });
        }
        return false;
      },
      'the service worker to stop',
      { intervalMs: 1_000 },
    );
  };

  const waitForServiceWorker = async ({ wake = true, timeoutMs = 30_000 } = {}) => {
    const { session } = await getControl();
    if (wake && (await currentVersion()).runningStatus === 'stopped') {
      await session.send('ServiceWorker.startWorker', { scopeURL: `${extensionOrigin}/` });
    }
    await waitFor(async () => await isServiceWorkerRunning(), 'the service worker to run', {
      timeoutMs,
    });
    // Playwright usually re-attaches the same Worker handle to the restarted instance; pick
    // whichever handle answers, newest first.
    serviceWorker = await waitFor(
      async () => {
        for (const worker of context.serviceWorkers().filter(isExtensionWorker).reverse()) {
          if (
            await withinMs(
              worker.evaluate(() => true),
              scaled(2_000),
            )
          )
            return worker;
        }
        return undefined;
      },
      'the service worker to answer',
      { timeoutMs },
    );
    return serviceWorker;
  };

  // On first install the extension opens its options page by itself (setup-install.ts), and
  // Chrome reuses an open options tab for that: a page of ours opened before it would be
  // navigated again under a test's feet (on a busy machine the install runs late). So the
  // extension's own first-run page is waited for once, before any page of ours.
  const optionsUrl = `${extensionOrigin}/options.html`;
  let firstRun: Promise<void> | undefined;
  const firstRunOpened = () =>
    (firstRun ??= waitFor(
      () => context.pages().some((page) => page.url().startsWith(optionsUrl)),
      'the options page the extension opens on install',
      { timeoutMs: 60_000 },
    ).then(() => undefined));

  const openExtensionPage = async (path: string, options: OpenPageOptions = {}) => {
    await firstRunOpened();
    const page = await context.newPage();
    if (options.viewport) await page.setViewportSize(options.viewport);
    const url = `${extensionOrigin}/${path.replace(/^\//, '')}`;
    try {
      await page.goto(url);
    } catch (error) {
      // On first install the extension opens its options page, and Chrome reuses an open
      // options tab for that: our own navigation is then interrupted by the same URL.
      if (!String(error).includes('interrupted by another navigation')) throw error;
      await page.waitForLoadState('load');
    }
    return page;
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await context.close().catch(() => undefined);
    await removeProfile(userDataDir);
  };

  return {
    context,
    extensionId,
    extensionOrigin,
    get serviceWorker() {
      return serviceWorker;
    },
    openExtensionPage,
    stopServiceWorker,
    isServiceWorkerRunning,
    waitForServiceWorker,
    close,
  };
}
