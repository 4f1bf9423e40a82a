export interface Point {
  x: number;
  y: number;
}

export interface HoverControllerOptions<M> {
  /** The match under a viewport point (the scanner's `matchAt`). */
  matchAt: (x: number, y: number, target?: Node) => M | undefined;
  sameMatch: (a: M, b: M) => boolean;
  show: (match: M, point: Point) => void;
  hide: () => void;
  /** Pause before the card appears, so sweeping the pointer across a list opens nothing. */
  showDelayMs?: number;
  /** Grace period after leaving, long enough to move the pointer from the number onto the card. */
  hideGraceMs?: number;
  requestFrame?: (callback: () => void) => unknown;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface PointerSample {
  x: number;
  y: number;
  target?: Node;
  /** The pointer is over the card itself. */
  overCard: boolean;
}

export interface HoverController<M> {
  /** Feed every pointermove; work happens at most once per animation frame. */
  onPointerMove(sample: PointerSample): void;
  /** The pointer left the document. */
  onPointerLeave(): void;
  /**
   * The pointer is back in the document: judged at once, so a leave that was no real leave
   * (the browser's boundary events for a still pointer) cancels its pending hide in time.
   */
  onPointerEnter(sample: PointerSample): void;
  /** The card was opened or closed by other means (keyboard, menu, close button). */
  setShown(match: M | undefined, options?: { pinned?: boolean }): void;
  dispose(): void;
}

/**
 * Decides when the hover card shows and hides, from pointer positions only: the page's DOM is
 * hit-tested through the scanner, never wrapped or rewritten.
 */
export function createHoverController<Match>(
  options: HoverControllerOptions<Match>,
): HoverController<Match> {
  const showDelay = options.showDelayMs ?? 300;
  const hideGrace = options.hideGraceMs ?? 350;
  const requestFrame = options.requestFrame ?? ((cb) => requestAnimationFrame(cb));
  const setTimer = options.setTimer ?? ((cb, ms) => setTimeout(cb, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let shown: Match | undefined;
  let pinned = false;
  let candidate: Match | undefined;
  let showTimer: unknown;
  let hideTimer: unknown;
  let latest: PointerSample | undefined;
  let frameRequested = false;
  let disposed = false;

  const cancelShow = () => {
    if (showTimer !== undefined) clearTimer(showTimer);
    showTimer = undefined;
    candidate = undefined;
  };
  const cancelHide = () => {
    if (hideTimer !== undefined) clearTimer(hideTimer);
    hideTimer = undefined;
  };
  const scheduleHide = () => {
    if (shown === undefined || pinned || hideTimer !== undefined) return;
    hideTimer = setTimer(() => {
      hideTimer = undefined;
      shown = undefined;
      options.hide();
    }, hideGrace);
  };

  const evaluate = (sample: PointerSample) => {
    if (sample.overCard) {
      cancelShow();
      cancelHide();
      return;
    }
    const match = options.matchAt(sample.x, sample.y, sample.target);
    if (match === undefined) {
      cancelShow();
      scheduleHide();
      return;
    }
    if (shown !== undefined && options.sameMatch(match, shown)) {
      cancelShow();
      cancelHide();
      return;
    }
    if (candidate !== undefined && options.sameMatch(match, candidate)) return;
    cancelShow();
    candidate = match;
    const point = { x: sample.x, y: sample.y };
    showTimer = setTimer(() => {
      showTimer = undefined;
      candidate = undefined;
      cancelHide();
      shown = match;
      pinned = false;
      options.show(match, point);
    }, showDelay);
  };

  return {
    onPointerMove(sample) {
      if (disposed) return;
      latest = sample;
      if (frameRequested) return;
      frameRequested = true;
      requestFrame(() => {
        frameRequested = false;
        if (!disposed && latest) evaluate(latest);
      });
    },
    onPointerLeave() {
      if (disposed) return;
      latest = undefined;
      cancelShow();
      scheduleHide();
    },
    onPointerEnter(sample) {
      if (disposed) return;
      latest = sample;
      evaluate(sample);
    },
    setShown(match, opts) {
      cancelShow();
      cancelHide();
      shown = match;
      pinned = match !== undefined && opts?.pinned === true;
    },
    dispose() {
      disposed = true;
      cancelShow();
      cancelHide();
    },
  };
}
