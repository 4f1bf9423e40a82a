// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  FRAME_HOLD_MAX_MS,
  USER_ACTIVE_MS,
  createBrowserScheduler,
} from '../../../lib/dom/work-slices';
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

/** A window-like object with timers and animation frames the test runs by hand. */
function framedView(options: { inputPending?: boolean } = {}) {
  const target = new EventTarget();
  const clock = { time: 0 };
  let timers: { at: number; id: number; work: () => void }[] = [];
  let frames: (() => void)[] = [];
  let ids = 0;
  const view = Object.assign(target, {
    performance: { now: () => clock.time },
    setTimeout: (work: () => void, ms = 0) => {
      timers.push({ at: clock.time + ms, id: ++ids, work });
      return ids;
    },
    clearTimeout: (id: number) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    requestAnimationFrame: (work: () => void) => {
      frames.push(work);
      return frames.length;
    },
    navigator: options.inputPending ? { scheduling: { isInputPending: () => false } } : {},
  });
  /** Runs the timers due by now, in order, and those they set that are due too. */
  const runTimers = () => {
    for (;;) {
      const due = timers.filter((timer) => timer.at <= clock.time).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      timers = timers.filter((timer) => timer !== due);
      due.work();
    }
  };
  /** An animation frame's callbacks, without the tasks after it. */
  const frameCallbacks = () => {
    const callbacks = frames;
    frames = [];
    for (const callback of callbacks) callback();
  };
  const drawFrame = () => {
    frameCallbacks();
    runTimers();
  };
  const scheduler = createBrowserScheduler(view as unknown as typeof globalThis);
  const key = () => target.dispatchEvent(new Event('keydown'));
  return { scheduler, clock, runTimers, frameCallbacks, drawFrame, key };
}

describe("createBrowserScheduler: a keystroke's frame first where input cannot be seen waiting", () => {
  it('holds a slice queued after a keystroke until the frame after it was drawn', () => {
    const { scheduler, runTimers, drawFrame, key } = framedView();
    const ran: string[] = [];
    scheduler.nextSlice(() => ran.push('before'));
    runTimers();
    key();
    scheduler.nextSlice(() => ran.push('held'));
    runTimers();
    expect(ran).toEqual(['before']);
    drawFrame();
    expect(ran).toEqual(['before', 'held']);
  });

  it('waits a frame more for a key typed before the frame, and at most FRAME_HOLD_MAX_MS', () => {
    const { scheduler, clock, runTimers, frameCallbacks, key } = framedView();
    const ran: string[] = [];
    key();
    scheduler.nextSlice(() => ran.push('slice'));
    frameCallbacks();
    key();
    // The key came after that frame's callbacks, before the task after it: its own frame is awaited.
    runTimers();
    expect(ran).toEqual([]);
    // A page that draws no frame (a hidden tab): the cap lets the slice through.
    clock.time += FRAME_HOLD_MAX_MS;
    runTimers();
    expect(ran).toEqual(['slice']);
  });

  it('never runs a held slice that was cancelled', () => {
    const { scheduler, runTimers, drawFrame, key } = framedView();
    const ran: string[] = [];
    key();
    const cancel = scheduler.nextSlice(() => ran.push('cancelled'));
    cancel();
    drawFrame();
    runTimers();
    expect(ran).toEqual([]);
  });

  it('holds nothing where the browser says when input waits (isInputPending)', () => {
    const { scheduler, runTimers, key } = framedView({ inputPending: true });
    const ran: string[] = [];
    key();
    scheduler.nextSlice(() => ran.push('slice'));
    runTimers();
    expect(ran).toEqual(['slice']);
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
