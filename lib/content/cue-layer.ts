import type { ScannedMatch } from '../dom/types';
import { cueBoxes, type CueBox } from './cue-boxes';
import { createClipFinder, insideClip } from './cue-clips';
import { createCueMarks } from './cue-marks';
import { MarkableMatches } from './cue-matches';

export interface CueLayerOptions {
  /** The scanner's current matches (grown in place while only added to, else a new array). */
  matches: () => readonly ScannedMatch[];
  /** Closed in production, so page scripts cannot read the layer; open in the demo for tests. */
  shadowMode: 'open' | 'closed';
  signal: AbortSignal;
}

export interface CueLayer {
  /** The scanner's matches may have changed: read them again on the next frame. */
  refresh(): void;
  setEnabled(on: boolean): void;
}

/** Marks drawn at most at once (a page of tiny text can show hundreds of numbers). */
const MAX_MARKS = 400;
/** Numbers this close to the viewport are measured, so a mark is there when they scroll in. */
const VIEWPORT_MARGIN = '200px';
/**
 * While a page is read, the scanner's matches change at every report (every 50 ms), and each
 * read of them costs a pass over all of them: the layer reads them at most this often.
 */
const READ_EVERY_MS = 200;

/**
 * A subtle dotted line under each recognised number in the viewport, drawn in the extension's
 * own layer: one fixed host with a shadow root at the end of `<html>`, nothing in the page's
 * text or styles. Only numbers whose element is near the viewport are measured
 * (IntersectionObserver); the marks are redrawn once per frame after scroll (any scrolling
 * container), resize, reflow (ResizeObserver) or a change of the page (MutationObserver).
 */
export function createCueLayer(options: CueLayerOptions): CueLayer {
  let enabled = false;
  const marks = createCueMarks(options.shadowMode);
  const clipOf = createClipFinder();
  let frame = 0;
  const near = new Set<Element>();
  const marked = new MarkableMatches({
    watch: (element) => visibility.observe(element),
    unwatch: (element) => {
      visibility.unobserve(element);
      sizes.unobserve(element);
      near.delete(element);
    },
  });
  /** Whether the next frame redraws whatever the matches: the page moved or changed. */
  let moved = false;
  /** When a read last found the matches changed, and the timer of the next read it put off. */
  let readAt = Number.NEGATIVE_INFINITY;
  let readTimer: ReturnType<typeof setTimeout> | undefined;
  /** The page changed since the last draw, and the task that draws once its frame is laid out. */
  let pageChanged = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;

  const visibility = new IntersectionObserver(
    (entries) => {
      // A list's numbers are observed as they are found, each reported once far away: only a
      // number coming near or going away is worth a draw.
      let changed = false;
      // Indexed: a list's first report holds every number, before V8 optimizes this loop.
      for (let index = 0; index < entries.length; index++) {
        const entry = entries[index]!;
        const target = entry.target;
        if (entry.isIntersecting) {
          if (near.has(target)) continue;
          near.add(target);
          sizes.observe(target);
          changed = true;
        } else if (near.delete(target)) {
          // Most of a long list is far from the start: never near, never measured.
          sizes.unobserve(target);
          changed = true;
        }
      }
      if (changed) schedule();
    },
    { rootMargin: VIEWPORT_MARGIN },
  );
  const sizes = new ResizeObserver(() => schedule());
  const changes = new MutationObserver(() => {
    marks.reattach();
    pageChanged = true;
    schedule();
  });

  const onViewportChange = () => schedule();
  const viewportEvents = ['scroll', 'resize', 'transitionend', 'animationend'] as const;

  /** Something moved or changed near the viewport: redraw on the next frame. */
  function schedule() {
    moved = true;
    requestFrame();
  }

  /**
   * The scanner's matches changed: read them in a task of their own, not in a frame (a
   * keystroke's frame would wait for the read), and redraw only if a number near the viewport
   * changed (a new one far away is drawn when the observer says it is near).
   */
  function refresh() {
    if (!enabled || readTimer !== undefined) return;
    readTimer = setTimeout(readMatches, readAt + READ_EVERY_MS - performance.now());
  }

  function requestFrame() {
    if (!enabled || frame !== 0) return;
    frame = requestAnimationFrame(draw);
  }

  /** Reads the scanner's matches; a frame redraws when a number near the viewport changed. */
  function readMatches() {
    readTimer = undefined;
    if (!enabled) return;
    const changedNear = marked.read(options.matches(), near);
    if (changedNear !== undefined) readAt = performance.now();
    if (changedNear) schedule();
  }

  function draw() {
    frame = 0;
    if (!enabled) return;
    if (!pageChanged) {
      render();
      return;
    }
    // The page's layout is not done yet in this frame: a rect read now would lay the page out
    // before the browser does (its work, counted as ours; twice if a later frame callback of
    // the page changes it again). Read once the frame is drawn; a scroll alone moves nothing.
    pageChanged = false;
    afterFrame ??= setTimeout(() => {
      afterFrame = undefined;
      if (enabled) render();
    }, 0);
  }

  function render() {
    if (!moved) return;
    moved = false;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    // Every rectangle is read before any mark moves, so the frame lays out once.
    const clipBoxes = new Map<Element, DOMRect>();
    const boxes: CueBox[] = [];
    for (const element of marked.withNeighbours(near, (at) => clipOf(at) !== null)) {
      if (boxes.length >= MAX_MARKS) break;
      const clip = clipOf(element);
      let area = clip ? clipBoxes.get(clip) : undefined;
      if (clip && !area) clipBoxes.set(clip, (area = clip.getBoundingClientRect()));
      const found = cueBoxes(marked.matchesOf(element), viewport, MAX_MARKS - boxes.length);
      for (const box of found) if (!area || insideClip(box, area)) boxes.push(box);
    }
    marks.show(boxes);
  }

  function start() {
    for (const type of viewportEvents) {
      window.addEventListener(type, onViewportChange, { capture: true, passive: true });
    }
    document.fonts?.addEventListener('loadingdone', onViewportChange);
    sizes.observe(document.documentElement);
    changes.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    schedule();
    refresh();
  }

  function stop() {
    for (const type of viewportEvents) {
      window.removeEventListener(type, onViewportChange, { capture: true });
    }
    document.fonts?.removeEventListener('loadingdone', onViewportChange);
    if (frame !== 0) cancelAnimationFrame(frame);
    frame = 0;
    if (readTimer !== undefined) clearTimeout(readTimer);
    readTimer = undefined;
    if (afterFrame !== undefined) clearTimeout(afterFrame);
    afterFrame = undefined;
    pageChanged = false;
    readAt = Number.NEGATIVE_INFINITY;
    visibility.disconnect();
    sizes.disconnect();
    changes.disconnect();
    marked.clear();
    near.clear();
    marks.remove();
  }

  options.signal.addEventListener('abort', () => setEnabled(false), { once: true });

  function setEnabled(on: boolean) {
    if (on === enabled || (on && options.signal.aborted)) return;
    enabled = on;
    if (on) start();
    else stop();
  }

  return { refresh, setEnabled };
}
