import { describe, expect, it } from 'vitest';
import { PAINT_WAIT_MS, pageReady } from '../../../lib/content/page-ready';

/** A window-like object whose paint, visibility and timers the test drives. */
function fakeView(paintedAlready = false, visibilityState: DocumentVisibilityState = 'visible') {
  const timers = new Map<number, { at: number; work: () => void }>();
  let now = 0;
  let next = 1;
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const fcp = paintedAlready ? [{}] : [];
  const view = {
    document: { readyState: 'complete', visibilityState },
    performance: { getEntriesByName: () => fcp },
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
  };
  return {
    view: view as unknown as Window & typeof globalThis,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= now && timers.delete(id)) timer.work();
      }
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
  it('waits for the first contentful paint', async () => {
    const page = fakeView();
    const ready = pageReady(page.view);
    page.advance(PAINT_WAIT_MS - 1);
    expect(await isReady(ready)).toBe(false);
    page.paint();
    expect(await isReady(ready)).toBe(true);
  });

  it('goes at once on a page already painted, or hidden (which paints nothing)', async () => {
    expect(await isReady(pageReady(fakeView(true).view))).toBe(true);
    expect(await isReady(pageReady(fakeView(false, 'hidden').view))).toBe(true);
  });

  it('does not wait for ever for a paint that never comes', async () => {
    const page = fakeView();
    const ready = pageReady(page.view);
    page.advance(PAINT_WAIT_MS);
    expect(await isReady(ready)).toBe(true);
  });
});
