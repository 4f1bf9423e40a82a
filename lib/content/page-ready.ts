/**
 * When the content script may start reading the page: after the page's load event (and its
 * own load handlers) and its first contentful paint, so none of our work comes before what
 * the rep waits for. A page whose load never comes (a hung image, an endless stream) is read
 * after `LOAD_WAIT_MS` anyway, and one that never paints (a hidden tab, an empty frame) after
 * `PAINT_WAIT_MS` past its load.
 */

/**
 * Longest wait for the load event, from the navigation's start: the bundle itself waits as long
 * from `document_start` (scripts/vite-after-page-load.ts), so a hung load is waited for once.
 */
export const LOAD_WAIT_MS = 3_000;
/** Longest wait for the first contentful paint once the page is loaded. */
export const PAINT_WAIT_MS = 500;

type View = Window & typeof globalThis;

function loaded(view: View, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    // A task after the load event: the page's own load handlers, and what they queue at once, first.
    const later = () => view.setTimeout(resolve, 0);
    if (view.document.readyState === 'complete') return void later();
    const sinceNavigation = view.performance?.now?.() ?? 0;
    const timer = view.setTimeout(resolve, Math.max(0, LOAD_WAIT_MS - sinceNavigation));
    view.addEventListener(
      'load',
      () => {
        view.clearTimeout(timer);
        later();
      },
      { once: true, signal },
    );
  });
}

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

/** Resolves once the page is loaded and painted (or the waits ran out); at once if aborted. */
export async function pageReady(view: View, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return;
  await loaded(view, signal);
  await painted(view);
}
