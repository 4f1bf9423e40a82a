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
  /** True when the user's input is waiting: a slice ends at once. Absent: never. */
  inputPending?(): boolean;
}

interface PostTaskScheduler {
  postTask(work: () => void, options: { priority: string; signal: AbortSignal }): Promise<unknown>;
}

interface InputScheduling {
  isInputPending?(options?: { includeContinuous?: boolean }): boolean;
}

/**
 * The next slice is a task of its own, queued right away: `scheduler.postTask` at
 * user-visible priority where it exists (Chromium), otherwise a MessageChannel task (not
 * clamped to 4 ms like nested setTimeout), otherwise setTimeout(0). Not requestIdleCallback:
 * idle periods come ~50 ms apart on a busy page, which stretched a 2,000-row scan over seconds
 * while the thread was mostly free. Input still comes first: the browser runs input before
 * normal tasks, and a slice stops early when `isInputPending` says input is waiting.
 */
export function createBrowserScheduler(view: typeof globalThis = globalThis): ScanScheduler {
  // Asked after every task of a slice: bound once, not looked up on the global each time.
  const clock = view.performance;
  const now = clock ? (): number => clock.now() : (): number => Date.now();
  const after = (ms: number, work: () => void): Cancel => {
    const handle = view.setTimeout(work, ms);
    return () => view.clearTimeout(handle);
  };
  const scheduling = (view.navigator as { scheduling?: InputScheduling } | undefined)?.scheduling;
  const inputPending =
    typeof scheduling?.isInputPending === 'function'
      ? () => scheduling.isInputPending?.() ?? false
      : undefined;
  const base = { now, after, ...(inputPending ? { inputPending } : {}) };
  const postTask = (view as { scheduler?: PostTaskScheduler }).scheduler;
  if (typeof postTask?.postTask === 'function' && typeof view.AbortController === 'function') {
    return { ...base, nextSlice: postTaskSlice(view, postTask) };
  }
  if (typeof view.MessageChannel === 'function') {
    return { ...base, nextSlice: messageChannelSlice(view) };
  }
  return { ...base, nextSlice: (work) => after(0, work) };
}

function postTaskSlice(
  view: typeof globalThis,
  scheduler: PostTaskScheduler,
): ScanScheduler['nextSlice'] {
  return (work) => {
    const controller = new view.AbortController();
    // A cancelled task rejects its promise with an AbortError: expected. Anything else is a
    // real error and stays unhandled, as it would from a plain task.
    scheduler
      .postTask(work, { priority: 'user-visible', signal: controller.signal })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.name === 'AbortError')) throw error;
      });
    return () => controller.abort();
  };
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
