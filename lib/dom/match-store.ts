import { relabelTextMatch, textSpanOf } from './text-match';
import { containsAcrossShadow, isShadowRoot, parentAcrossShadow } from './tree';
import type { BlockContainer, ScannedMatch } from './types';

/** Matches merged for readers, indexed by the node that owns them for hit-testing. */
export interface MatchView {
  list: ScannedMatch[];
  /** Text matches by their block container, element matches by their element. */
  byOwner: Map<Node, ScannedMatch[]>;
}

/**
 * Holds what the scanner found, keyed by the node a rescan replaces: text matches by block
 * container, element-anchored matches by element. Readers get a merged view where a tel: link
 * and the same number written as the link's text are one match.
 */
export class MatchStore {
  private readonly textMatches = new Map<BlockContainer, ScannedMatch[]>();
  private readonly elementMatches = new Map<Element, ScannedMatch[]>();
  /** The merged matches; text matches first, in their containers' order, then elements'. */
  private cachedList: ScannedMatch[] | undefined;
  /** How many entries of `cachedList` are text matches. */
  private listTextCount = 0;
  /** What the last full build of the list merged: element matches a text twin absorbed… */
  private absorbed = new Set<ScannedMatch>();
  /** …and the elements those twins are owned by too (hit-testing the link finds the text). */
  private twinOwners: [Element, ScannedMatch][] = [];
  /**
   * Text containers added since `cachedList` was built, when nothing else changed: while a
   * page is read, that is every change, and the next read takes in these alone.
   */
  private addedTexts: BlockContainer[] = [];
  /** `byOwner` for hit-testing, built on the first hover after a change, not on every read. */
  private cachedOwners: Map<Node, ScannedMatch[]> | undefined;
  /** Text containers added since `cachedOwners` was built (none with a twin). */
  private ownerTexts: BlockContainer[] = [];
  /** Kept up to date on every write so the unique digits are known without building a view. */
  private readonly digitCounts = new Map<string, number>();
  private cachedDigits: string[] | undefined = [];
  /** Digits first counted since `cachedDigits` was sorted, none gone: merged in when read. */
  private addedDigits: string[] = [];

  setText(container: BlockContainer, matches: ScannedMatch[]): void {
    this.replace(this.textMatches, container, matches);
  }

  /** Adds to a container's text matches: a long block is matched window by window. */
  addText(container: BlockContainer, matches: ScannedMatch[]): void {
    if (matches.length === 0) return;
    this.setText(container, [...(this.textMatches.get(container) ?? []), ...matches]);
  }

  setElement(element: Element, matches: ScannedMatch[]): void {
    this.replace(this.elementMatches, element, matches);
  }

  /** Whether `element` holds element-anchored matches (an href, a value, a title…). */
  hasElement(element: Element): boolean {
    return this.elementMatches.has(element);
  }

  delete(owner: Node): void {
    this.replace(this.textMatches, owner as BlockContainer, []);
    this.replace(this.elementMatches, owner as Element, []);
  }

  /** Unique digits, sorted; cheap to call after every slice. */
  digits(): string[] {
    if (this.cachedDigits && this.addedDigits.length > 0) {
      this.cachedDigits = mergeSorted(this.cachedDigits, this.addedDigits.sort());
    }
    this.addedDigits = [];
    this.cachedDigits ??= [...this.digitCounts.keys()].sort();
    return this.cachedDigits;
  }

  /** Owners inside `root` (inclusive), for a rescan that must drop what it no longer finds. */
  ownersWithin(root: Node): Node[] {
    const owners: Node[] = [];
    for (const owner of [...this.textMatches.keys(), ...this.elementMatches.keys()]) {
      if (containsAcrossShadow(root, owner)) owners.push(owner);
    }
    return owners;
  }

  /** Drops matches whose nodes left the document. */
  pruneDisconnected(): void {
    for (const [container, matches] of this.textMatches) {
      const alive = matches.filter((match) => isLive(match) && container.isConnected);
      if (alive.length !== matches.length) this.replace(this.textMatches, container, alive);
    }
    for (const element of [...this.elementMatches.keys()]) {
      if (!element.isConnected) this.delete(element);
    }
  }

  clear(): void {
    this.textMatches.clear();
    this.elementMatches.clear();
    this.digitCounts.clear();
    this.cachedList = undefined;
    this.cachedOwners = undefined;
    this.addedTexts = [];
    this.ownerTexts = [];
    this.cachedDigits = [];
    this.addedDigits = [];
  }

  /**
   * The merged matches. While a page is read they are only added at the end: the same array
   * grows in place (a 2,000-row list is not copied at every read of it). Any other change
   * gives a new array, so a reader that took `n` entries of this one reads on from `n`.
   */
  list(): ScannedMatch[] {
    if (this.cachedList && this.addedTexts.length > 0) {
      this.cachedList = this.extendedList(this.cachedList, this.addedTexts);
      if (this.cachedList && this.cachedOwners) {
        for (const container of this.addedTexts) this.ownerTexts.push(container);
      }
    }
    this.addedTexts = [];
    if (!this.cachedList) {
      this.cachedList = this.buildList();
      this.cachedOwners = undefined;
    }
    return this.cachedList;
  }

  /** The merged matches and, for hit-testing, the node each is owned by. */
  view(): MatchView {
    const list = this.list();
    if (this.cachedOwners) {
      for (const container of this.ownerTexts) {
        addTextOwners(this.cachedOwners, container, this.textMatches.get(container) ?? []);
      }
    }
    this.ownerTexts = [];
    this.cachedOwners ??= this.buildOwners(list);
    return { list, byOwner: this.cachedOwners };
  }

  private replace<K extends Node>(map: Map<K, ScannedMatch[]>, key: K, matches: ScannedMatch[]) {
    const previous = map.get(key);
    if (matches.length === 0 && !previous) return;
    if (matches.length === 0) map.delete(key);
    else map.set(key, matches);
    if (this.cachedList && !previous && map === (this.textMatches as Map<Node, unknown>)) {
      this.addedTexts.push(key as Node as BlockContainer);
    } else {
      this.cachedList = undefined;
      this.cachedOwners = undefined;
      this.addedTexts = [];
      this.ownerTexts = [];
    }
    // Indexed loops: this runs once per row of a list, mostly before V8 optimizes it, and an
    // array's iterator there makes an object per element.
    const before = previous ?? [];
    for (let index = 0; index < before.length; index++) this.countDigits(before[index]!.digits, -1);
    for (let index = 0; index < matches.length; index++) {
      this.countDigits(matches[index]!.digits, 1);
    }
  }

  private countDigits(digits: string, change: 1 | -1): void {
    const count = (this.digitCounts.get(digits) ?? 0) + change;
    if (count > 0) this.digitCounts.set(digits, count);
    else this.digitCounts.delete(digits);
    if (count === 0) {
      this.cachedDigits = undefined;
      this.addedDigits = [];
    } else if (count === 1 && change === 1 && this.cachedDigits) {
      this.addedDigits.push(digits);
    }
  }

  private buildList(): ScannedMatch[] {
    const list: ScannedMatch[] = [];
    this.absorbed = new Set();
    this.twinOwners = [];
    const withTwins = this.containersWithTwins();
    for (const [container, matches] of this.textMatches) {
      const mayHaveTwins = withTwins.has(container);
      for (const textMatch of matches) {
        const twin = mayHaveTwins ? this.elementTwin(textMatch, container) : undefined;
        if (!twin) {
          list.push(textMatch);
          continue;
        }
        this.absorbed.add(twin);
        const merged =
          twin.kind === 'link' ? relabelTextMatch(textMatch, 'link', twin.element) : textMatch;
        list.push(merged);
        this.twinOwners.push([twin.element, merged]);
      }
    }
    this.listTextCount = list.length;
    for (const matches of this.elementMatches.values()) {
      for (const match of matches) if (!this.absorbed.has(match)) list.push(match);
    }
    return list;
  }

  /** The owners of `list`'s entries, in the order `buildList` placed them. */
  private buildOwners(list: readonly ScannedMatch[]): Map<Node, ScannedMatch[]> {
    const byOwner = new Map<Node, ScannedMatch[]>();
    let at = 0;
    for (const [container, matches] of this.textMatches) {
      addTextOwners(byOwner, container, list.slice(at, at + matches.length));
      at += matches.length;
    }
    for (const [element, match] of this.twinOwners) addOwned(byOwner, element, match);
    for (const [element, matches] of this.elementMatches) {
      for (const match of matches) if (!this.absorbed.has(match)) addOwned(byOwner, element, match);
    }
    return byOwner;
  }

  /**
   * `list` with the matches of `added` (new text containers) taken in, in the order a full
   * build would place them: in place when they go at its end, else in a new array; undefined
   * when one of them has an element twin (the element's own entry would have to go: a full
   * build).
   */
  private extendedList(
    list: ScannedMatch[],
    added: readonly BlockContainer[],
  ): ScannedMatch[] | undefined {
    // Indexed loops, as in `replace`: a list's every row passes here.
    for (let index = 0; index < added.length; index++) {
      const container = added[index]!;
      const matches = this.textMatches.get(container);
      if (!matches) return undefined;
      if (
        this.elementMatches.size > 0 &&
        matches.some((match) => this.elementTwin(match, container))
      )
        return undefined;
    }
    // Element matches come after every text match: then the text goes in before them.
    const textCount = this.listTextCount;
    const grown = textCount === list.length ? list : list.slice(0, textCount);
    for (let index = 0; index < added.length; index++) {
      const matches = this.textMatches.get(added[index]!)!;
      for (let at = 0; at < matches.length; at++) grown.push(matches[at]!);
    }
    this.listTextCount = grown.length;
    for (let at = textCount; grown !== list && at < list.length; at++) grown.push(list[at]!);
    return grown;
  }

  /**
   * The text containers a twin may sit in: for each element holding a link or title match, the
   * first node at or above it that owns text matches (the container its text is read with, or
   * an ancestor of it, which costs a needless walk only). A contact list without links walks up
   * from none of its thousands of numbers, a list with links in a third of its rows from a third.
   */
  private containersWithTwins(): Set<Node> {
    const containers = new Set<Node>();
    for (const [element, matches] of this.elementMatches) {
      if (matches.every((match) => match.kind === 'input')) continue;
      for (let node: Node | null = element; node; node = parentAcrossShadow(node)) {
        if (!this.textMatches.has(node as BlockContainer)) continue;
        containers.add(node);
        break;
      }
    }
    return containers;
  }

  /**
   * The link or title/aria-label match of an element around `textMatch` with the same digits:
   * the same number seen twice, reported once (as a link when it is one).
   */
  private elementTwin(textMatch: ScannedMatch, container: Node): ScannedMatch | undefined {
    const start = textSpanOf(textMatch)?.startNode;
    for (let node: Node | null = start ?? null; node; node = parentAcrossShadow(node)) {
      const twin = this.elementMatches
        .get(node as Element)
        ?.find((candidate) => candidate.digits === textMatch.digits && candidate.kind !== 'input');
      if (twin) return twin;
      if (node === container) break;
    }
    return undefined;
  }
}

/** Two sorted lists of distinct strings as one (a new array). */
function mergeSorted(first: readonly string[], second: readonly string[]): string[] {
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    merged.push((first[i] as string) < (second[j] as string) ? first[i++]! : second[j++]!);
  }
  while (i < first.length) merged.push(first[i++]!);
  while (j < second.length) merged.push(second[j++]!);
  return merged;
}

function addOwned(byOwner: Map<Node, ScannedMatch[]>, owner: Node, match: ScannedMatch): void {
  const owned = byOwner.get(owner);
  if (owned) owned.push(match);
  else byOwner.set(owner, [match]);
}

/** A container's matches under the container (and a shadow root's host). */
function addTextOwners(
  byOwner: Map<Node, ScannedMatch[]>,
  container: BlockContainer,
  matches: readonly ScannedMatch[],
): void {
  // Text straight in a shadow root: the pointer's target over it is the host.
  const host = isShadowRoot(container) ? container.host : undefined;
  for (const match of matches) {
    addOwned(byOwner, container, match);
    if (host) addOwned(byOwner, host, match);
  }
}

function isLive(match: ScannedMatch): boolean {
  const span = textSpanOf(match);
  if (!span) return match.element.isConnected;
  return span.startNode.isConnected && span.endNode.isConnected;
}
