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
 * A subtle dotted line under each recognised number, painted by the browser with the text
 * (CSS Custom Highlight API, `cue-highlight.ts`): scrolling, a scrolling container's clipping
 * and reflow cost the cue nothing, and nothing of ours runs per frame. Each number is a
 * StaticRange over the text the scanner found it in (a live Range would be updated by the
 * browser on every change of the page); the set changes only when the scanner's matches do.
 */
export function createCueLayer(options: CueLayerOptions): CueLayer {
  let enabled = false;
  const lines = createCueHighlight();
  /** The list read last, how much of it was taken in, and the range of each match marked. */
  let listed: readonly ScannedMatch[] | undefined;
  let taken = 0;
  let marked = new Map<ScannedMatch, StaticRange>();
  /** When a read last found the matches changed, and the timer of the next read it put off. */
  let readAt = Number.NEGATIVE_INFINITY;
  let readTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * The scanner's matches changed: read them in a task of their own (a keystroke's frame would
   * wait for the read), at most every `READ_EVERY_MS`.
   */
  function refresh() {
    if (!enabled || readTimer !== undefined) return;
    readTimer = setTimeout(readMatches, readAt + READ_EVERY_MS - performance.now());
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
    const previous = marked;
    if (!grew) marked = new Map();
    listed = list;
    taken = list.length;
    for (let index = from; index < list.length; index++) {
      const match = list[index]!;
      const range = previous.get(match) ?? staticRangeOf(match);
      if (range) marked.set(match, range);
    }
    lines.show(new Set(marked.values()));
  }

  function stop() {
    if (readTimer !== undefined) clearTimeout(readTimer);
    readTimer = undefined;
    readAt = Number.NEGATIVE_INFINITY;
    listed = undefined;
    taken = 0;
    marked = new Map();
    lines.remove();
  }

  options.signal.addEventListener('abort', () => setEnabled(false), { once: true });

  function setEnabled(on: boolean) {
    if (on === enabled || (on && (options.signal.aborted || !canHighlight()))) return;
    enabled = on;
    if (on) refresh();
    else stop();
  }

  return { refresh, setEnabled };
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
