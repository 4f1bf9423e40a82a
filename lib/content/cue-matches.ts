import type { ScannedMatch } from '../dom/types';

/**
 * The observer's margin does not reach into a scrolling container, so the numbers next to the
 * visible ones (in document order) are measured too: they are the next to scroll in.
 */
const NEIGHBOURS = 12;

/** A markable element's matches, and its place in document order (for its neighbours). */
interface Marked {
  matches: ScannedMatch[];
  index: number;
}

/** Told when an element gets its first markable match and when it has none left. */
export interface ElementWatch {
  watch(element: Element): void;
  unwatch(element: Element): void;
}

/**
 * The scanner's matches the cue can mark, by element in document order, taken in read by read:
 * while a page is read, the scanner's list only grows at its end, and only what was added is
 * looked at.
 */
export class MarkableMatches {
  private listed: readonly ScannedMatch[] | undefined;
  /** How many entries of `listed` were taken in (the scanner's list grows in place). */
  private taken = 0;
  private byElement = new Map<Element, Marked>();
  private order: Element[] = [];

  constructor(private readonly elements: ElementWatch) {}

  /**
   * Takes in the scanner's current list: true when an element in `near` has other matches,
   * undefined when it is the list read last time, as long as it was then (nothing was read).
   * The same array longer grew at its end; a new one may hold the old one's entries first.
   */
  read(list: readonly ScannedMatch[], near: ReadonlySet<Element>): boolean | undefined {
    const from = this.taken;
    if (list === this.listed && list.length === from) return undefined;
    const previousList = this.listed;
    this.listed = list;
    this.taken = list.length;
    if (previousList && (list === previousList || grewAtEnd(list, previousList, from))) {
      return this.add(list, from, near);
    }
    const previous = this.byElement;
    this.byElement = markableByElement(list);
    this.order = [...this.byElement.keys()];
    for (const element of this.order) {
      if (!previous.has(element)) this.elements.watch(element);
    }
    for (const element of previous.keys()) {
      if (!this.byElement.has(element)) this.elements.unwatch(element);
    }
    return true;
  }

  matchesOf(element: Element): readonly ScannedMatch[] {
    return this.byElement.get(element)?.matches ?? [];
  }

  /**
   * The elements near the viewport and their `NEIGHBOURS` on each side in document order (a
   * number scrolled into a container is one of them before the observer reports it).
   */
  withNeighbours(near: ReadonlySet<Element>): Set<Element> {
    const candidates = new Set<Element>();
    for (const element of near) {
      const index = this.byElement.get(element)?.index;
      if (index === undefined) continue;
      const end = Math.min(this.order.length, index + NEIGHBOURS + 1);
      for (let other = Math.max(0, index - NEIGHBOURS); other < end; other += 1) {
        candidates.add(this.order[other]!);
      }
    }
    return candidates;
  }

  /** Forgets every match, without telling (the cue is off): the next read starts afresh. */
  clear(): void {
    this.listed = undefined;
    this.taken = 0;
    this.byElement.clear();
    this.order = [];
  }

  /** Takes in `list` from `from` on; true when one of them belongs to an element in `near`. */
  private add(list: readonly ScannedMatch[], from: number, near: ReadonlySet<Element>): boolean {
    let changedNear = false;
    for (let index = from; index < list.length; index++) {
      const match = list[index]!;
      if (!isMarkable(match)) continue;
      const owned = this.byElement.get(match.element);
      if (owned) {
        owned.matches.push(match);
        changedNear ||= near.has(match.element);
        continue;
      }
      this.byElement.set(match.element, { matches: [match], index: this.order.length });
      this.order.push(match.element);
      this.elements.watch(match.element);
    }
    return changedNear;
  }
}

/** The matches with text to mark, by element, in document order. */
function markableByElement(list: readonly ScannedMatch[]): Map<Element, Marked> {
  const byElement = new Map<Element, Marked>();
  for (const match of list) {
    if (!isMarkable(match)) continue;
    const owned = byElement.get(match.element);
    if (owned) owned.matches.push(match);
    else byElement.set(match.element, { matches: [match], index: byElement.size });
  }
  return byElement;
}

/**
 * Titles and fields: no text to mark. Asked by kind, not by `range`, which would create a
 * Range for every match of the page (they are made only for the few on screen).
 */
const isMarkable = (match: ScannedMatch): boolean =>
  match.kind !== 'input' && match.kind !== 'attribute';

/** Whether `list` starts with the first `count` entries of `previous` (the same objects). */
function grewAtEnd(
  list: readonly ScannedMatch[],
  previous: readonly ScannedMatch[],
  count: number,
): boolean {
  if (list.length < count) return false;
  for (let index = 0; index < count; index++) {
    if (list[index] !== previous[index]) return false;
  }
  return true;
}
