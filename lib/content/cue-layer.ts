import { textSpanOf } from '../dom/text-match';
import type { ScannedMatch } from '../dom/types';
import { canHighlight, createCueHighlight } from './cue-highlight';

export interface CueLayerOptions {
  /** The scanner's current matches (grown in place while only added to, else a new array). */
  matches: () => readonly ScannedMatch[];
  signal: AbortSignal;
}

export interface CueLayer {
  /** The scanner's matches may have changed: read them again soon. */
  refresh(): void;
  setEnabled(on: boolean): void;
}

/**
 * While a page is read, the scanner's matches change at every report (every 50 ms), and each
 * read of them costs a pass over all of them: the layer reads them at most this often.
 */
const READ_EVERY_MS = 200;
/**
 * Only numbers within this many viewport heights of the viewport are in the highlight: the
 * browser checks every range of a highlight again after any change of the page, so 2,000
 * ranges made each keystroke in a long list pay for all of them (worst key 144–168 ms against
 * 96–128, renderer +15 MiB: issue 41).
 */
const NEAR_VIEWPORTS = 1;
/**
 * While the page or a container scrolls, which numbers are near is found again at most this
 * often (a wheel step moves ~100 px; a viewport's margin lasts several steps). An observer of
 * every number instead cost each scroll frame its intersections (8 frames over 50 ms in 1.5 s
 * of scrolling, as many as the drawn layer before it).
 */
const NEAR_EVERY_MS = 150;

/**
 * A subtle dotted line under each recognised number, painted by the browser with the text
 * (CSS Custom Highlight API, `cue-highlight.ts`): scrolling, a scrolling container's clipping
 * and reflow cost the cue nothing, and nothing of ours runs per frame. Each number is a
 * StaticRange over the text the scanner found it in (a live Range would be updated by the
 * browser on every change of the page); the highlight holds the numbers within a viewport's
 * height of the viewport, found after a read of the scanner's matches and, while scrolling,
 * at most every `NEAR_EVERY_MS`, once the frame is laid out.
 */
export function createCueLayer(options: CueLayerOptions): CueLayer {
  let enabled = false;
  const lines = createCueHighlight();
  /** The list read last, how much of it was taken in, and each element's numbers. */
  let listed: readonly ScannedMatch[] | undefined;
  let taken = 0;
  let matchesOf = new Map<Element, ScannedMatch[]>();
  /**
   * The ranges of the numbers of each element near the viewport, made when it comes near and
   * let go when it leaves: a range holds its nodes, which a page that drops rows would keep.
   */
  let near = new Map<Element, StaticRange[]>();
  /** When a read last found the matches changed, and the timer of the next read it put off. */
  let readAt = Number.NEGATIVE_INFINITY;
  let readTimer: ReturnType<typeof setTimeout> | undefined;
  /** A search for the near numbers asked for, and when the last one ran. */
  let nearAsked = false;
  let nearAt = Number.NEGATIVE_INFINITY;

  /**
   * The scanner's matches changed: read them in a task of their own (a keystroke's frame would
   * wait for the read), at most every `READ_EVERY_MS`.
   */
  function refresh() {
    if (!enabled || readTimer !== undefined) return;
    readTimer = setTimeout(readMatches, readAt + READ_EVERY_MS - performance.now());
  }

  /**
   * Finds the near numbers in a task after the next frame, when the page is laid out (reading
   * positions before it would lay the page out for us), at most every `NEAR_EVERY_MS`.
   */
  function findNearSoon() {
    if (!enabled || nearAsked) return;
    nearAsked = true;
    const wait = Math.max(0, nearAt + NEAR_EVERY_MS - performance.now());
    setTimeout(() => requestAnimationFrame(() => setTimeout(findNear, 0)), wait);
  }

  function findNear() {
    nearAsked = false;
    if (!enabled) return;
    nearAt = performance.now();
    const height = window.innerHeight;
    const width = window.innerWidth;
    const next = new Map<Element, StaticRange[]>();
    let changed = false;
    for (const [element, matches] of matchesOf) {
      const box = element.getBoundingClientRect();
      const isNear =
        (box.width > 0 || box.height > 0) &&
        box.bottom >= -height * NEAR_VIEWPORTS &&
        box.top <= height * (1 + NEAR_VIEWPORTS) &&
        box.right >= 0 &&
        box.left <= width;
      if (!isNear) continue;
      const ranges = near.get(element);
      if (!ranges) changed = true;
      next.set(element, ranges ?? rangesOf(matches));
    }
    if (!changed && next.size === near.size) return;
    near = next;
    const shown = new Set<StaticRange>();
    for (const ranges of near.values()) for (const range of ranges) shown.add(range);
    lines.show(shown);
  }

  function readMatches() {
    readTimer = undefined;
    if (!enabled) return;
    const list = options.matches();
    if (list === listed && list.length === taken) return;
    readAt = performance.now();
    // While a page is read the scanner's list only grows at its end: the new matches alone.
    const grew = list === listed;
    const from = grew ? taken : 0;
    if (!grew) {
      matchesOf = new Map();
      // Made again from the new list's matches (an element's numbers may have changed).
      near = new Map();
    }
    listed = list;
    taken = list.length;
    for (let index = from; index < list.length; index++) {
      const match = list[index]!;
      if (match.kind === 'input' || match.kind === 'attribute') continue;
      const matches = matchesOf.get(match.element);
      if (matches) {
        matches.push(match);
        near.delete(match.element);
      } else matchesOf.set(match.element, [match]);
    }
    findNearSoon();
  }

  function stop() {
    if (readTimer !== undefined) clearTimeout(readTimer);
    readTimer = undefined;
    readAt = Number.NEGATIVE_INFINITY;
    listed = undefined;
    taken = 0;
    matchesOf = new Map();
    near = new Map();
    lines.remove();
  }

  // Any scrolling container's scroll, caught on its way down; a resize moves the viewport.
  const moved = () => findNearSoon();
  window.addEventListener('scroll', moved, {
    capture: true,
    passive: true,
    signal: options.signal,
  });
  window.addEventListener('resize', moved, { passive: true, signal: options.signal });
  // A reflow that moves numbers without a scroll (rows filtered, a panel opened) changes the
  // page's height, mostly: one observer of the root's size.
  const reflowed = new ResizeObserver(moved);
  reflowed.observe(document.documentElement);
  options.signal.addEventListener('abort', () => reflowed.disconnect(), { once: true });
  options.signal.addEventListener('abort', () => setEnabled(false), { once: true });

  function setEnabled(on: boolean) {
    if (on === enabled || (on && (options.signal.aborted || !canHighlight()))) return;
    enabled = on;
    if (on) refresh();
    else stop();
  }

  return { refresh, setEnabled };
}

function rangesOf(matches: readonly ScannedMatch[]): StaticRange[] {
  return matches.map(staticRangeOf).filter((range) => range !== undefined);
}

/**
 * The text to underline: the number's own text, else (a link whose text is no number) the
 * element's. Titles and fields have no text to mark.
 */
function staticRangeOf(match: ScannedMatch): StaticRange | undefined {
  if (match.kind === 'input' || match.kind === 'attribute') return undefined;
  const span = textSpanOf(match);
  if (span) {
    return new StaticRange({
      startContainer: span.startNode,
      startOffset: span.startOffset,
      endContainer: span.endNode,
      endOffset: span.endOffset,
    });
  }
  const element = match.element;
  return new StaticRange({
    startContainer: element,
    startOffset: 0,
    endContainer: element,
    endOffset: element.childNodes.length,
  });
}
