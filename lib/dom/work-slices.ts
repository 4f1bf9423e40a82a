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
export const USER_ACTIVE_MS = 300;
/** Events that make the user active; listened to passively, in the capture phase. */
const USER_INPUT_EVENTS = [
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'input',
  'compositionupdate',
] as const;
/** The longest a slice waits for the frame that shows an input: a hidden page draws none. */
export const FRAME_HOLD_MAX_MS = 100;

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
  onInput?: () => void,
): () => boolean {
  let lastInputAt = -Infinity;
  const note = (): void => {
    lastInputAt = now();
    onInput?.();
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
  // Without isInputPending (Firefox) a slice cannot see a keystroke wait: slices pause until
  // the keystroke's frame is drawn.
  const hold =
    !inputPending && typeof view.requestAnimationFrame === 'function'
      ? createFrameHold(view)
      : undefined;
  const userActive = watchUserInput(view, now, signal, hold?.input);
  const base = { now, after, userActive, ...(inputPending ? { inputPending } : {}) };
  const postTask = (view as { scheduler?: PostTaskScheduler }).scheduler;
  let nextSlice: ScanScheduler['nextSlice'] = (work) => after(0, work);
  if (typeof postTask?.postTask === 'function' && typeof view.AbortController === 'function') {
    nextSlice = postTaskSlice(view, postTask, userActive);
  } else if (typeof view.MessageChannel === 'function') {
    const soon = messageChannelSlice(view);
    nextSlice = (work) => (userActive() ? after(0, work) : soon(work));
  }
  return { ...base, nextSlice: hold ? hold.wrap(nextSlice) : nextSlice };
}

/**
 * Holds slices from an input until the frame after it was drawn (an animation frame, then a
 * task), or at most FRAME_HOLD_MAX_MS: Firefox draws a keystroke's frame only once the tasks
 * queued before it ran, ours included, however short. Typing on holds a frame more each time;
 * the cap lets a slice through now and then.
 */
function createFrameHold(view: typeof globalThis) {
  /** Slices waiting for the frame; undefined while nothing is held. */
  let held: (() => void)[] | undefined;
  let inputSinceFrame = false;
  let cap: ReturnType<typeof view.setTimeout> | undefined;
  const release = (): void => {
    view.clearTimeout(cap);
    const waiting = held ?? [];
    held = undefined;
    for (const work of waiting) work();
  };
  const afterFrame = (): void => {
    if (inputSinceFrame) view.requestAnimationFrame(onFrame);
    else if (held) release();
  };
  const onFrame = (): void => {
    inputSinceFrame = false;
    view.setTimeout(afterFrame, 0);
  };
  return {
    input(): void {
      inputSinceFrame = true;
      if (held) return;
      held = [];
      view.requestAnimationFrame(onFrame);
      cap = view.setTimeout(release, FRAME_HOLD_MAX_MS);
    },
    wrap(nextSlice: ScanScheduler['nextSlice']): ScanScheduler['nextSlice'] {
      return (work) => {
        if (!held) return nextSlice(work);
        let cancel: Cancel | undefined;
        let cancelled = false;
        held.push(() => {
          if (!cancelled) cancel = nextSlice(work);
        });
        return () => {
          cancelled = true;
          cancel?.();
        };
      };
    },
  };
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
