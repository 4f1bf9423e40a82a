import type { ScannedMatch } from '../dom/types';

/**
 * The observer's margin does not reach into a scrolling container, so the numbers next to the
 * visible ones (in document order) are measured too: they are the next to scroll in.
 */
const NEIGHBOURS = 12;

/** Told when an element gets a markable match and when it has none left. */
export interface ElementWatch {
  /** May be told again for an element it watches (an observer's `observe` is idempotent). */
  watch(element: Element): void;
  unwatch(element: Element): void;
}

/**
 * The scanner's matches the cue can mark, in the scanner's order (document order while a page is
 * first read), taken in read by read: while a page is read, the scanner's list only grows at its
 * end, and only what was added is looked at. No map by element is kept: building one costs
 * every number of a long list a hash and two objects, for the few dozen on screen; the matches
 * near the viewport are found by one pass over the list when the cue draws.
 */
export class MarkableMatches {
  private listed: readonly ScannedMatch[] | undefined;
  private markable: ScannedMatch[] = [];

  constructor(private readonly elements: ElementWatch) {}

  /**
   * Takes in the scanner's current list: true when an element in `near` has other matches,
   * undefined when it is the list read last time (nothing was read).
   */
  read(list: readonly ScannedMatch[], near: ReadonlySet<Element>): boolean | undefined {
    if (list === this.listed) return undefined;
    const previousList = this.listed;
    this.listed = list;
    if (previousList && grewAtEnd(list, previousList)) {
      return this.add(list, previousList.length, near);
    }
    const previous = new Set(this.markable.map((match) => match.element));
    this.markable = list.filter(isMarkable);
    const current = new Set(this.markable.map((match) => match.element));
    for (const element of current) {
      if (!previous.has(element)) this.elements.watch(element);
    }
    for (const element of previous) {
      if (!current.has(element)) this.elements.unwatch(element);
    }
    return true;
  }

  /**
   * The matches of the elements in `near` and, for those `inContainer` says scroll in a
   * container of the page, of their `NEIGHBOURS` on each side in document order; by element,
   * in document order.
   */
  nearMatches(
    near: ReadonlySet<Element>,
    inContainer: (element: Element) => boolean = () => true,
  ): Map<Element, ScannedMatch[]> {
    const byElement = new Map<Element, ScannedMatch[]>();
    if (near.size === 0) return byElement;
    const markable = this.markable;
    // Which matches to take: windows marked first, then taken in order, each once.
    const taken = new Uint8Array(markable.length);
    for (let index = 0; index < markable.length; index++) {
      const element = markable[index]!.element;
      if (!near.has(element)) continue;
      // The observer's margin covers the page's own scrolling: no neighbours needed there.
      const around = inContainer(element) ? NEIGHBOURS : 0;
      taken.fill(1, Math.max(0, index - around), index + around + 1);
    }
    for (let index = 0; index < markable.length; index++) {
      if (taken[index] === 1) take(byElement, markable[index]!);
    }
    return byElement;
  }

  /** Forgets every match, without telling (the cue is off): the next read starts afresh. */
  clear(): void {
    this.listed = undefined;
    this.markable = [];
  }

  /** Takes in `list` from `from` on; true when one of them belongs to an element in `near`. */
  private add(list: readonly ScannedMatch[], from: number, near: ReadonlySet<Element>): boolean {
    let changedNear = false;
    let watched: Element | undefined;
    for (let index = from; index < list.length; index++) {
      const match = list[index]!;
      if (!isMarkable(match)) continue;
      this.markable.push(match);
      changedNear ||= near.has(match.element);
      // Consecutive matches of one element (a cell of two numbers) watch it once.
      if (match.element !== watched) this.elements.watch((watched = match.element));
    }
    return changedNear;
  }
}

function take(byElement: Map<Element, ScannedMatch[]>, match: ScannedMatch): void {
  const owned = byElement.get(match.element);
  if (owned) owned.push(match);
  else byElement.set(match.element, [match]);
}

/**
 * Titles and fields: no text to mark. Asked by kind, not by `range`, which would create a
 * Range for every match of the page (they are made only for the few on screen).
 */
const isMarkable = (match: ScannedMatch): boolean =>
  match.kind !== 'input' && match.kind !== 'attribute';

/** Whether `list` is `previous` with matches added at its end (the same objects before them). */
function grewAtEnd(list: readonly ScannedMatch[], previous: readonly ScannedMatch[]): boolean {
  if (list.length < previous.length) return false;
  for (let index = 0; index < previous.length; index++) {
    if (list[index] !== previous[index]) return false;
  }
  return true;
}
