import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromiumWithExtension } from '../test/e2e/harness/chromium';
import { startFixtureServer } from '../test/e2e/harness/pages';
import { BUILD_DIRS, REPO_ROOT, assertBuilt } from '../test/e2e/harness/paths';
import { writeBenchPages } from './c2d-pages';

/** One c2d benchmark page, written and served on the address the demo build runs on. */
export async function serveBenchPage(pageName: string) {
  const dir = join(REPO_ROOT, '.tmp/bench/c2d-pages');
  const page = (await writeBenchPages(dir)).find((candidate) => candidate.name === pageName);
  if (!page) throw new Error(`No page ${pageName}`);
  const server = await startFixtureServer({ root: dir, host: '127.0.0.1' });
  return { page, url: server.url(page.file), baseUrl: server.baseUrl, close: () => server.close() };
}

/**
 * One c2d benchmark page served, and a Chromium with a built extension (`BENCH_EXTENSION`, else
 * the demo build): what the per-load tools (breakdown, allocations, profile) start from.
 */
export async function servePageWithExtension(pageName: string) {
  const extensionDir = process.env.BENCH_EXTENSION ?? BUILD_DIRS.chromeDemo;
  assertBuilt(extensionDir);
  const served = await serveBenchPage(pageName);
  const chromium = await launchChromiumWithExtension({ extensionDir });
  return {
    ...served,
    chromium,
    async close(): Promise<void> {
      await chromium.close();
      await served.close();
    },
  };
}

/**
 * When the page's navigation started and its load event ended, on the wall clock (`Date.now()`'s
 * milliseconds); `loadedAt` undefined while it is not loaded.
 */
export async function navigationTimes(page: Page): Promise<{ origin: number; loadedAt?: number }> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const end = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
    const origin = performance.timeOrigin;
    return end ? { origin, loadedAt: origin + end } : { origin };
  });
}
