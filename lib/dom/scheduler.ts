/** Cancels a scheduled callback. */
export type Cancel = () => void;

/** Time and yielding, injectable so tests drive slices with a fake clock. */
export interface ScanScheduler {
  /** Milliseconds from any fixed origin. */
  now(): number;
  /** Runs `work` soon, after the page had a chance to render and handle input. */
  nextSlice(work: () => void): Cancel;
  /** Runs `work` after `ms` milliseconds. */
  after(ms: number, work: () => void): Cancel;
}

/** Longest a slice may wait for an idle period before it runs anyway. */
const IDLE_TIMEOUT_MS = 200;

/**
 * requestIdleCallback with a timeout where it exists; otherwise a MessageChannel task (not
 * clamped to 4 ms like nested setTimeout), otherwise setTimeout(0).
 */
export function createBrowserScheduler(view: typeof globalThis = globalThis): ScanScheduler {
  const now = (): number => view.performance?.now() ?? Date.now();
  const after = (ms: number, work: () => void): Cancel => {
    const handle = view.setTimeout(work, ms);
    return () => view.clearTimeout(handle);
  };
  if (typeof view.requestIdleCallback === 'function') {
    return {
      now,
      after,
      nextSlice(work) {
        const handle = view.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
        return () => view.cancelIdleCallback(handle);
      },
    };
  }
  if (typeof view.MessageChannel === 'function') {
    return { now, after, nextSlice: messageChannelSlice(view) };
  }
  return { now, after, nextSlice: (work) => after(0, work) };
}

function messageChannelSlice(view: typeof globalThis): ScanScheduler['nextSlice'] {
  const channel = new view.MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (work) => {
    let cancelled = false;
    queue.push(() => {
      if (!cancelled) work();
    });
    channel.port2.postMessage(undefined);
    return () => {
      cancelled = true;
    };
  };
}
