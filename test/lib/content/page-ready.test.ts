import { describe, expect, it } from 'vitest';
import { LOAD_WAIT_MS, PAINT_WAIT_MS, pageReady } from '../../../lib/content/page-ready';

/** A window-like object whose load, paint and timers the test drives. */
function fakeView(readyState: DocumentReadyState, paintedAlready = false, startedAt = 0) {
  const target = new EventTarget();
  const timers = new Map<number, { at: number; work: () => void }>();
  let now = 0;
  let next = 1;
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const fcp = paintedAlready ? [{}] : [];
  const view = Object.assign(target, {
    document: { readyState, visibilityState: 'visible' },
    performance: { getEntriesByName: () => fcp, now: () => startedAt + now },
    setTimeout: (work: () => void, ms = 0) => {
      timers.set(next, { at: now + ms, work });
      return next++;
    },
    clearTimeout: (id: number) => timers.delete(id),
    PerformanceObserver: class {
      constructor(callback: typeof paintCallback) {
        paintCallback = callback;
      }
      observe() {}
      disconnect() {}
    },
  });
  return {
    view: view as unknown as Window & typeof globalThis,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= now && timers.delete(id)) timer.work();
      }
    },
    load() {
      view.document.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
    paint() {
      fcp.push({});
      paintCallback?.({ getEntriesByName: () => fcp });
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function isReady(promise: Promise<void>): Promise<boolean> {
  let ready = false;
  void promise.then(() => (ready = true));
  await flush();
  return ready;
}

describe('pageReady', () => {
  it('waits for the load event, a task after it, and the first contentful paint', async () => {
    const page = fakeView('interactive');
    const ready = pageReady(page.view);
    page.advance(1_000);
    expect(await isReady(ready)).toBe(false);
    page.load();
    expect(await isReady(ready)).toBe(false);
    page.advance(0);
    await flush();
    expect(await isReady(ready)).toBe(false);
    page.paint();
    expect(await isReady(ready)).toBe(true);
  });

  it('goes at once on a page already loaded and painted (after one task)', async () => {
    const page = fakeView('complete', true);
    const ready = pageReady(page.view);
    page.advance(0);
    expect(await isReady(ready)).toBe(true);
  });

  it('does not wait for ever for a load or a paint that never comes', async () => {
    const page = fakeView('loading');
    const ready = pageReady(page.view);
    page.advance(LOAD_WAIT_MS);
    await flush();
    expect(await isReady(ready)).toBe(false);
    page.advance(PAINT_WAIT_MS);
    expect(await isReady(ready)).toBe(true);
  });

  it('counts the load wait from the navigation: a script started by that bound waits for paint only', async () => {
    const page = fakeView('loading', false, LOAD_WAIT_MS);
    const ready = pageReady(page.view);
    page.advance(0);
    await flush();
    expect(await isReady(ready)).toBe(false);
    page.advance(PAINT_WAIT_MS);
    expect(await isReady(ready)).toBe(true);
  });
});
