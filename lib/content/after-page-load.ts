/**
 * When the CRM content script is loaded into a frame: a task after the page's load event.
 *
 * Why: Chromium runs `document_idle` scripts between DOMContentLoaded and the load event, and a
 * page that loads fast then holds its load event until the content script's world is set up and
 * its code has run: an empty idle script moved a 55 ms deal page's load event to ~115 ms. Even
 * declared at `document_start` and left unevaluated, our 160 kB bundle's parse cost the deal page
 * ~11 ms of its 67 ms (benchmarks/RESULTS.md, felt cost). So only a loader of a few hundred bytes
 * is declared (`entrypoints/crm-loader.content.ts`); it asks the background for the bundle once
 * the page has loaded. A CRM's own "on load" code, and all the rep waits for, comes first.
 */

/** Longest wait for the load event, counted from the navigation (a hung image, an endless stream). */
export const LOAD_WAIT_MS = 3_000;

type View = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  performance: Pick<Performance, 'now'>;
};

/**
 * Calls `start` once: a task after the load event, at once in a page already loaded, and
 * `LOAD_WAIT_MS` after the navigation at the latest.
 */
export function afterPageLoad(start: () => void, view: View = window): void {
  if (view.document.readyState === 'complete') return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  view.addEventListener('load', () => view.setTimeout(once, 0), { once: true });
  view.setTimeout(once, Math.max(0, LOAD_WAIT_MS - view.performance.now()));
}
