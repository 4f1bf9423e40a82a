import { describe, expect, it } from 'vitest';
import { LOAD_WAIT_MS, afterPageLoad } from '../../../lib/content/after-page-load';

/** A window whose load event, timers, clock and ready state the test drives. */
function fakePage(readyState: DocumentReadyState, sinceNavigation = 0) {
  const document = { readyState };
  const target = new EventTarget();
  const timers: { at: number; work: () => void }[] = [];
  let now = sinceNavigation;
  let starts = 0;
  const view = {
    document,
    performance: { now: () => now },
    addEventListener: target.addEventListener.bind(target),
    setTimeout: (work: () => void, ms = 0) => timers.push({ at: now + ms, work }),
  };
  afterPageLoad(() => starts++, view as unknown as Parameters<typeof afterPageLoad>[1]);
  return {
    starts: () => starts,
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

describe('the loader asks for the content script after the page has loaded', () => {
  it('not before the load event, a task after it, and once', () => {
    const page = fakePage('loading');
    page.advance(LOAD_WAIT_MS - 1);
    expect(page.starts()).toBe(0);
    page.load();
    expect(page.starts()).toBe(0);
    page.advance(0);
    expect(page.starts()).toBe(1);
    page.advance(LOAD_WAIT_MS);
    expect(page.starts()).toBe(1);
  });

  it('when the load event has not come within the bound, and not again when it comes', () => {
    const page = fakePage('interactive');
    page.advance(LOAD_WAIT_MS);
    expect(page.starts()).toBe(1);
    page.load();
    page.advance(0);
    expect(page.starts()).toBe(1);
  });

  it('counts the bound from the navigation, not from when the loader ran', () => {
    const page = fakePage('interactive', LOAD_WAIT_MS - 100);
    page.advance(99);
    expect(page.starts()).toBe(0);
    page.advance(1);
    expect(page.starts()).toBe(1);
  });

  it('at once in a page already loaded', () => {
    const page = fakePage('complete');
    expect(page.starts()).toBe(1);
    page.advance(LOAD_WAIT_MS);
    expect(page.starts()).toBe(1);
  });
});
