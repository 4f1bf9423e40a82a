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
  /**
   * True while the user is typing or clicking in the page (an input came within the last
   * moments): slices shrink and go behind the page's own tasks. Absent: never.
   */
  userActive?(): boolean;
}

/** How long after a keystroke, click or text input the user counts as active. */
export const USER_ACTIVE_MS = 600;
/** Events that make the user active; listened to passively, in the capture phase. */
const USER_INPUT_EVENTS = ['keydown', 'pointerdown', 'input', 'compositionupdate'] as const;

type TaskPriority = 'user-visible' | 'background';

interface PostTaskScheduler {
  postTask(
    work: () => void,
    options: { priority: TaskPriority; signal: AbortSignal },
  ): Promise<unknown>;
}

interface InputScheduling {
  isInputPending?(options?: { includeContinuous?: boolean }): boolean;
}

/**
 * When the user last typed, clicked or entered text in `view`, from passive capturing
 * listeners (no event is delayed or stopped by them); removed with `signal`.
 */
function watchUserInput(
  view: typeof globalThis,
  now: () => number,
  signal?: AbortSignal,
): () => boolean {
  let lastInputAt = -Infinity;
  const note = (): void => {
    lastInputAt = now();
  };
  const target = view as unknown as EventTarget;
  if (typeof target.addEventListener === 'function') {
    for (const type of USER_INPUT_EVENTS) {
      target.addEventListener(type, note, { capture: true, passive: true, signal });
    }
  }
  return () => now() - lastInputAt < USER_ACTIVE_MS;
}

/**
 * The next slice is a task of its own, queued right away: `scheduler.postTask` at
 * user-visible priority where it exists (Chromium, Firefox), otherwise a MessageChannel task
 * (not clamped to 4 ms like nested setTimeout), otherwise setTimeout(0). Not
 * requestIdleCallback: idle periods come ~50 ms apart on a busy page, which stretched a
 * 2,000-row scan over seconds while the thread was mostly free. Input comes first: the browser
 * runs input before normal tasks, a slice stops early when `isInputPending` says input is
 * waiting (Chromium), and while the user is typing or clicking (`userActive`, both browsers)
 * the next slice is a background-priority task (a `setTimeout` where there is no postTask),
 * run after the page's own tasks and frames. Not `scheduler.yield`: its continuation runs
 * ahead of the page's own queued tasks, the opposite of what a slice should do.
 */
export function createBrowserScheduler(
  view: typeof globalThis = globalThis,
  signal?: AbortSignal,
): ScanScheduler {
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
  const userActive = watchUserInput(view, now, signal);
  const base = { now, after, userActive, ...(inputPending ? { inputPending } : {}) };
  const postTask = (view as { scheduler?: PostTaskScheduler }).scheduler;
  if (typeof postTask?.postTask === 'function' && typeof view.AbortController === 'function') {
    return { ...base, nextSlice: postTaskSlice(view, postTask, userActive) };
  }
  if (typeof view.MessageChannel === 'function') {
    const soon = messageChannelSlice(view);
    return { ...base, nextSlice: (work) => (userActive() ? after(0, work) : soon(work)) };
  }
  return { ...base, nextSlice: (work) => after(0, work) };
}

function postTaskSlice(
  view: typeof globalThis,
  scheduler: PostTaskScheduler,
  userActive: () => boolean,
): ScanScheduler['nextSlice'] {
  return (work) => {
    const controller = new view.AbortController();
    const priority: TaskPriority = userActive() ? 'background' : 'user-visible';
    // A cancelled task rejects its promise with an AbortError: expected. Anything else is a
    // real error and stays unhandled, as it would from a plain task.
    scheduler.postTask(work, { priority, signal: controller.signal }).catch((error: unknown) => {
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
