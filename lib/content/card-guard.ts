/**
 * Keeps the card's own input inside it, and refuses actions on a card the user cannot see.
 *
 * - Keyboard, input and composition events that start in the card stop at its shadow root,
 *   so page listeners on the host, `document` or `window` (bubble phase) never see them.
 *   Capture-phase listeners the page put on `window` or `document` still run first and see
 *   them retargeted to the host (see SECURITY.md): a content script cannot run before them.
 *   So text is never typed in the card's own DOM: its tag fields are extension pages in
 *   iframes (`card-fields.ts`), whose events never reach the page at all.
 * - A click, or Enter, acts only while the card is visible and uncovered: in the top frame of
 *   Chromium, IntersectionObserver v2 (`trackVisibility`) says whether anything is painted over
 *   it, `pointer-events: none` overlays included, and once a cover came and went the card must
 *   have been seen uncovered for `STEADY_VISIBLE_MS` (a flickering cover); in every browser and
 *   frame, a page element that entered the top layer after the card (a popover, modal dialog
 *   or full-screen element over it) counts as a cover. A refused action raises the card above the cover, so the user
 *   sees it and can act again.
 */

/** Events that carry what the user types. */
export const TYPING_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'beforeinput',
  'input',
  'textInput',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'paste',
  'copy',
  'cut',
  'focusin',
  'focusout',
] as const;

/** Page elements in the top layer (light DOM; see SECURITY.md for the limits). */
const TOP_LAYER_SELECTOR = ':popover-open, dialog:modal, :fullscreen';

/** Takes the card out of the top layer and back in: it is then above everything. */
export function raiseLayer(layer: HTMLElement): void {
  if (typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}

export interface CardGuardOptions {
  shadowRoot: ShadowRoot;
  /** The card's top-layer element. */
  layer: HTMLElement;
  /** Puts the card back on top of the top layer. */
  raise: () => void;
}

export interface CardGuard {
  /** The card was just shown on top: every page top-layer element open now is below it. */
  shown(): void;
  /**
   * For an action that does not pass through the card's DOM (Enter or + in the tag field's
   * frame): true when the card may act now; else raises the card, as for a refused click.
   */
  allowsAction(): boolean;
  disconnect(): void;
}

interface VisibilityEntry extends IntersectionObserverEntry {
  isVisible?: boolean;
}

/**
 * Visibility tracking also says "not visible" when an ancestor has opacity, a filter or a
 * scaling transform. In a frame, the embedding page's styles on the `<iframe>` count, and CRMs
 * animate their panels that way: the card would refuse every click. It is used in the top
 * frame only, where the card's top layer has no such ancestors.
 */
const tracksVisibility = () =>
  window === window.top &&
  typeof IntersectionObserverEntry !== 'undefined' &&
  'isVisible' in IntersectionObserverEntry.prototype;

/**
 * After a cover came and went, how long the card must have been visible without a break before
 * a click or Enter acts: a second and ten rendered frames (the browser samples visibility at
 * most every 100 ms, at a frame; a busy page renders fewer frames). A cover shown five frames
 * in six then lets no click through in practice ((1/6)^10), where one sample let 2 in 15 through.
 */
const STEADY_VISIBLE_MS = 1_000;
const STEADY_VISIBLE_FRAMES = 10;

const contains = (rect: DOMRect, x: number, y: number) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function guardCard({ shadowRoot, layer, raise }: CardGuardOptions): CardGuard {
  const stop = (event: Event) => event.stopPropagation();
  for (const type of TYPING_EVENTS) shadowRoot.addEventListener(type, stop);

  // IntersectionObserver v2 where the browser has it (Chromium); unknown elsewhere.
  let visible: boolean | undefined;
  /** When the browser last found the card visible after finding it covered or hidden. */
  let visibleSince = 0;
  /** Covered or hidden since the card was shown: a cover came (and may go). */
  let interrupted = false;
  let shownAt = 0;
  /** Frames rendered since `visibleSince`, counted (up to the need) only once interrupted. */
  let steadyFrames = 0;
  let counting = 0;
  const countFrame = () => {
    steadyFrames += 1;
    counting = steadyFrames < STEADY_VISIBLE_FRAMES ? requestAnimationFrame(countFrame) : 0;
  };
  const stopCounting = () => {
    if (counting !== 0) cancelAnimationFrame(counting);
    counting = 0;
  };
  let observer: IntersectionObserver | undefined;
  if (tracksVisibility()) {
    observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1] as VisibilityEntry | undefined;
        if (!last) return;
        const now = last.isVisible === true;
        if (now && visible !== true) {
          visibleSince = last.time;
          steadyFrames = 0;
          if (interrupted && counting === 0) counting = requestAnimationFrame(countFrame);
        }
        // Drawn but not visible: covered. (A hidden card does not intersect; a report from
        // before the card was shown, delivered late, says nothing of a cover.)
        if (!now) {
          stopCounting();
          if (last.isIntersecting && last.time >= shownAt) interrupted = true;
        }
        visible = now;
      },
      { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    );
    observer.observe(layer);
  }

  // Page top-layer elements already open when the card went on top; one that opens again
  // afterwards (a toggle event) is above the card and leaves this set.
  let below = new WeakSet<Element>();
  const onToggle = (event: Event) => {
    if ((event as ToggleEvent).newState === 'open' && event.target instanceof Element) {
      below.delete(event.target);
    }
  };
  const onFullscreen = () => {
    if (document.fullscreenElement) below.delete(document.fullscreenElement);
  };
  document.addEventListener('toggle', onToggle, true);
  document.addEventListener('fullscreenchange', onFullscreen, true);

  const markOpenBelow = () => {
    below = new WeakSet(pageTopLayer());
  };

  function pageTopLayer(): Element[] {
    return [...document.querySelectorAll(TOP_LAYER_SELECTOR)].filter(
      (element) => element !== layer && !element.contains(layer),
    );
  }

  /** True when a page top-layer element that went up after the card covers this area. */
  function coveredAt(hits: (rect: DOMRect) => boolean): boolean {
    return pageTopLayer().some(
      (element) => !below.has(element) && hits(element.getBoundingClientRect()),
    );
  }

  function uncovered(event: Event): boolean {
    if (visible === false) return false;
    // A cover that flickers away for a frame now and then is missed by some samples: once a
    // cover has come and gone, the card must have been seen uncovered for a while before it acts.
    if (
      interrupted &&
      (performance.now() - visibleSince < STEADY_VISIBLE_MS || steadyFrames < STEADY_VISIBLE_FRAMES)
    )
      return false;
    if (event instanceof MouseEvent && event.detail > 0) {
      return !coveredAt((rect) => contains(rect, event.clientX, event.clientY));
    }
    const card = layer.getBoundingClientRect();
    return !coveredAt((rect) => overlaps(rect, card));
  }

  // Before the card's own handlers (capture on the layer): a covered card does nothing.
  const refuse = () => {
    raise();
    markOpenBelow();
  };
  const check = (event: Event) => {
    if (event.type === 'keydown' && (event as KeyboardEvent).key !== 'Enter') return;
    if (uncovered(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    refuse();
  };
  const ACTIONS = ['click', 'submit', 'keydown'] as const;
  for (const type of ACTIONS) layer.addEventListener(type, check, true);

  const guard: CardGuard = {
    shown() {
      markOpenBelow();
      interrupted = false;
      shownAt = performance.now();
      stopCounting();
    },
    allowsAction() {
      if (uncovered(new Event('submit'))) return true;
      refuse();
      return false;
    },
    disconnect() {
      observer?.disconnect();
      stopCounting();
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('fullscreenchange', onFullscreen, true);
      for (const type of TYPING_EVENTS) shadowRoot.removeEventListener(type, stop);
      for (const type of ACTIONS) layer.removeEventListener(type, check, true);
    },
  };
  return guard;
}
