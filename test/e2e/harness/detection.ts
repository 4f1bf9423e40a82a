import type { BrowserContext, Page } from 'playwright-core';
import type { ChromiumWithExtension } from './chromium.ts';

/**
 * Corpus pages the e2e tests keep open at once (the benchmark visits one at a time). Two: with
 * six, on a busy machine a frame written by script (about:blank) reported after its page's
 * record was read, now that reading waits for each document's load and first paint.
 */
export const CORPUS_CONCURRENCY = 2;

// The slice of the extension API the service worker code below uses.
interface ChromeGlobal {
  chrome: {
    tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
    storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
  };
}

/**
 * What the background recorded for the tab whose URL starts with `urlPrefix`
 * (`detected:<tabId>`, the union of all its frames). A prefix, as a SPA may push a route.
 */
export function detectedDigits(
  chromium: ChromiumWithExtension,
  urlPrefix: string,
): Promise<string[]> {
  return chromium.serviceWorker.evaluate(async (prefix) => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    const tabs = await chrome.tabs.query({});
    const tab = tabs.find((candidate) => candidate.url?.startsWith(prefix));
    if (tab?.id === undefined) return [];
    const key = `detected:${tab.id}`;
    return ((await chrome.storage.session.get(key))[key] as string[] | undefined) ?? [];
  }, urlPrefix);
}

interface LongTaskStore {
  tasks: { start: number; duration: number }[];
  loadAt: number;
}

/** Records long tasks of every top-level page opened afterwards in `context`. */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window !== window.top) return;
    const store = { tasks: [] as { start: number; duration: number }[], loadAt: 0 };
    (window as unknown as { __longTasks: typeof store }).__longTasks = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        store.tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
    addEventListener('load', () => (store.loadAt = performance.now()));
  });
}

/** Durations (ms, rounded) of the long tasks a recorded page had after its load event. */
export function longTasksAfterLoad(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const store = (window as unknown as { __longTasks?: LongTaskStore }).__longTasks;
    if (!store) return [];
    return store.tasks
      .filter((task) => task.start >= store.loadAt)
      .map((task) => Math.round(task.duration));
  });
}
