// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { USER_ACTIVE_MS, createBrowserScheduler } from '../../../lib/dom/work-slices';
import { createPhoneScanner } from '../../../lib/dom/scanner';
import { FakeScheduler, fakeMatcher } from './helpers';

/** A window-like object: a clock the test moves, postTask that records priorities. */
function fakeView() {
  const target = new EventTarget();
  const clock = { time: 0 };
  const priorities: string[] = [];
  const view = Object.assign(target, {
    performance: { now: () => clock.time },
    setTimeout: (work: () => void) => {
      work();
      return 0;
    },
    clearTimeout: () => undefined,
    navigator: {},
    AbortController,
    scheduler: {
      postTask: (_work: () => void, options: { priority: string }) => {
        priorities.push(options.priority);
        return Promise.resolve();
      },
    },
  });
  return { view: view as unknown as typeof globalThis, target, clock, priorities };
}

describe('createBrowserScheduler: keys first', () => {
  it('is active for a moment after a keystroke, a click or text input, and not before', () => {
    const { view, target, clock } = fakeView();
    const scheduler = createBrowserScheduler(view);
    expect(scheduler.userActive?.()).toBe(false);
    for (const type of ['keydown', 'pointerdown', 'input']) {
      clock.time += 10_000;
      target.dispatchEvent(new Event(type));
      expect(scheduler.userActive?.()).toBe(true);
      clock.time += USER_ACTIVE_MS;
      expect(scheduler.userActive?.()).toBe(false);
    }
  });

  it('queues slices at user-visible priority, behind the page (background) while the user types', () => {
    const { view, target, clock, priorities } = fakeView();
    const scheduler = createBrowserScheduler(view);
    scheduler.nextSlice(() => undefined);
    target.dispatchEvent(new Event('keydown'));
    scheduler.nextSlice(() => undefined);
    clock.time += USER_ACTIVE_MS;
    scheduler.nextSlice(() => undefined);
    expect(priorities).toEqual(['user-visible', 'background', 'user-visible']);
  });

  it('stops listening once aborted', () => {
    const { view, target } = fakeView();
    const controller = new AbortController();
    const scheduler = createBrowserScheduler(view, controller.signal);
    controller.abort();
    target.dispatchEvent(new Event('keydown'));
    expect(scheduler.userActive?.()).toBe(false);
  });
});

describe('scanner slices while the user is active', () => {
  /** A page of many blocks, each a task of its own; the fake clock moves 1 ms per reading. */
  function slicesFor(active: boolean): number {
    document.body.innerHTML = Array.from(
      { length: 200 },
      (_, i) => `<p>Row ${i}: +7 916 123-${String(i).padStart(4, '0').slice(0, 2)}-00</p>`,
    ).join('');
    const scheduler = Object.assign(new FakeScheduler(), { userActive: () => active });
    const scanner = createPhoneScanner({ root: document, match: fakeMatcher, scheduler });
    const slices = scheduler.runSlices();
    scanner.stop();
    return slices;
  }

  it('are shorter, so there are more of them, while the user types', () => {
    const idle = slicesFor(false);
    const typing = slicesFor(true);
    expect(typing).toBeGreaterThan(idle * 2);
  });
});
