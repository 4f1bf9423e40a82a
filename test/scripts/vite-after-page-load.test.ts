import { describe, expect, it } from 'vitest';
import { LOAD_WAIT_MS, afterPageLoadWrapper } from '../../scripts/vite-after-page-load';

/**
 * Evaluates the wrapped bundle (one that counts its runs) in a document whose load, timers and
 * ready state the test drives.
 */
function wrappedIn(readyState: DocumentReadyState) {
  const document = { readyState };
  const target = new EventTarget();
  const timers: { at: number; work: () => void }[] = [];
  let now = 0;
  const scope = {
    runs: 0,
    document,
    addEventListener: target.addEventListener.bind(target),
    setTimeout: (work: () => void, ms = 0) => void timers.push({ at: now + ms, work }),
  };
  const code = afterPageLoadWrapper('runs++;').toString();
  // The bundle's free names resolve to the fake scope, as a content script's do to its world.
  new Function('scope', `with (scope) { ${code} }`)(scope);
  return {
    runs: () => scope.runs,
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.work();
      }
    },
    load() {
      document.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
  };
}

describe('the bundle waits for the page to load', () => {
  it('is not evaluated before the load event, and runs a task after it, once', () => {
    const page = wrappedIn('loading');
    page.advance(LOAD_WAIT_MS - 1);
    expect(page.runs()).toBe(0);
    page.load();
    expect(page.runs()).toBe(0);
    page.advance(0);
    expect(page.runs()).toBe(1);
    page.advance(LOAD_WAIT_MS);
    expect(page.runs()).toBe(1);
  });

  it('runs when the load event has not come within the bound, and not again when it comes', () => {
    const page = wrappedIn('interactive');
    page.advance(LOAD_WAIT_MS);
    expect(page.runs()).toBe(1);
    page.load();
    page.advance(0);
    expect(page.runs()).toBe(1);
  });

  it('runs at once when injected into a page already loaded', () => {
    const page = wrappedIn('complete');
    expect(page.runs()).toBe(1);
    page.advance(LOAD_WAIT_MS);
    expect(page.runs()).toBe(1);
  });
});
