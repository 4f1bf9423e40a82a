/**
 * When the content script may start reading the page: after its first contentful paint, so
 * none of our work comes before what the rep waits for. The load event was waited for before
 * the bundle was even evaluated (scripts/vite-after-page-load.ts: at most 3 s from the
 * navigation, for a page whose load never comes); a page that never paints (a hidden tab,
 * an empty frame) is read after `PAINT_WAIT_MS`.
 */

/** Longest wait for the first contentful paint once the page is loaded. */
export const PAINT_WAIT_MS = 500;

type View = Window & typeof globalThis;

const hasPainted = (view: View): boolean =>
  view.document.visibilityState === 'hidden' ||
  (view.performance?.getEntriesByName?.('first-contentful-paint').length ?? 0) > 0;

function painted(view: View): Promise<void> {
  return new Promise((resolve) => {
    if (hasPainted(view)) return void resolve();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      view.clearTimeout(timer);
      resolve();
    };
    const timer = view.setTimeout(done, PAINT_WAIT_MS);
    try {
      observer = new view.PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the timer decides.
    }
  });
}

/** Resolves once the page has painted (or the wait ran out); at once if aborted. */
export async function pageReady(view: View, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return;
  await painted(view);
}
