import { readElementSources } from './attribute-sources';
import type { Continuations } from './continuations';
import {
  MAX_NODES_PER_READ,
  TEXT_WINDOW_CHARS,
  WINDOW_CONTEXT_CHARS,
  type Continuation,
} from './continuations';
import type { LateDefinitions } from './late-definitions';
import type { MatchStore } from './match-store';
import { isPlainTableBody, PlainRowsWalk, type PlainRowsSink } from './plain-rows';
import type { RootObserver } from './root-observer';
import type { ContainerTask, ScanQueue } from './scan-queue';
import { isExcludedElement, isInSkippedSubtree } from './skip-rules';
import { isScannableRoot, readContainer, spanInBlock } from './text-blocks';
import type { ContainerContents, TextBlock, WalkOptions } from './text-blocks';
import { blockContext } from './text-context';
import { createTextMatch } from './text-match';
import { commonElement } from './tree';
import type { BlockContainer, PhoneMatcher, ScannedMatch, ShadowRootGetter } from './types';

export interface ReaderDeps {
  match: PhoneMatcher;
  getShadowRoot: ShadowRootGetter;
  store: MatchStore;
  queue: ScanQueue;
  continuations: Continuations;
  lateDefinitions: Pick<LateDefinitions, 'watch'>;
  /** Owners a replacing rescan has not found again yet. */
  stale: Set<Node>;
  /** Whether a shadow root is observed already; `observe` starts watching one. */
  roots: Pick<RootObserver, 'isObserved' | 'observe'>;
  /** Whether a text may hold a match (`WalkOptions.mayMatch`); unset: every cell is walked. */
  mayMatch?: (text: string) => boolean;
}

/** One unit of work of the scanner: a container, a window of a long text, an element's values. */
export interface ContainerReader {
  /** Reads a container, or goes on with one (`resume`) that was too large for one task. */
  readContainerTask(task: ContainerTask, resume?: Extract<Continuation, { kind: 'rest' }>): void;
  /** Matches one window of a long block and queues the next. */
  readWindow(window: Extract<Continuation, { kind: 'window' }>): void;
  readSources(element: Element, checkAncestors: boolean): void;
  /** Does the next unit of work: a continuation first, then a queued task. False: none left. */
  readNext(): boolean;
}

export function createContainerReader(deps: ReaderDeps): ContainerReader {
  const { store, queue, continuations, stale, getShadowRoot } = deps;
  // The same for every read (a list reads a container per row).
  const walkOptions: WalkOptions = {
    getShadowRoot,
    maxNodes: MAX_NODES_PER_READ,
    heldSources: (element) => store.hasElement(element),
    ...(deps.mayMatch ? { mayMatch: deps.mayMatch } : {}),
  };
  const deepWalkOptions: WalkOptions = {
    ...walkOptions,
    readsNested: true,
    // With the shortcuts only: the rows' reads are the reference it is tested against.
    ...(deps.mayMatch ? { readsRowsByText } : {}),
  };
  /** Table bodies a deep read met, read by their text or not: they may hold matches. */
  const bodiesRead = new WeakSet<Element>();
  /** The walk of each plain table body under way: a newer deep read of a body replaces it. */
  const plainWalks = new WeakMap<Element, PlainRowsWalk>();
  const plainRows: PlainRowsSink = {
    rowBlocks(row, blocks) {
      stale.delete(row);
      // Most rows are one block (a contact's phone): no arrays made to flatten one list.
      const only = blocks.length === 1 ? blocks[0] : undefined;
      const found = only
        ? matchesInBlock(deps.match, only, 0, only.text.length)
        : blocks.flatMap((block) => matchesInBlock(deps.match, block, 0, block.text.length));
      store.setText(row as BlockContainer, found);
    },
    readRow: (row) => queue.addContainer(row, true, false),
    readBodyText: (body) => queue.addContainer(body, false, false),
  };

  function readSources(element: Element, checkAncestors: boolean): void {
    stale.delete(element);
    if (!element.isConnected) return;
    const parent = element.parentNode;
    const skipped =
      isExcludedElement(element) || (checkAncestors && parent && isInSkippedSubtree(parent));
    store.setElement(element, skipped ? [] : readElementSources(element, deps.match));
  }

  function readContainerTask(
    task: ContainerTask,
    resume?: Extract<Continuation, { kind: 'rest' }>,
  ): void {
    const { node } = task;
    if (!node.isConnected) return;
    if (resume && !continuations.isCurrent(node, resume.read)) return;
    if (!resume && task.checkAncestors && !isScannableRoot(node)) return;
    const options = task.deep ? deepWalkOptions : walkOptions;
    const contents = readContainer(node, resume ? { ...options, resume: resume.rest } : options);
    deps.lateDefinitions.watch(contents.undefinedElements);
    const read = resume?.read ?? continuations.startRead(node);
    if (contents.plainRows) startPlainRows(node as Element, read);
    if (contents.rest) continuations.push({ kind: 'rest', task, rest: contents.rest, read });
    if (contents.ownsText || contents.leaves.length > 0) {
      storeBlocks(node as BlockContainer, contents, read, !!resume);
    }
    // Only elements that may hold a value (see `ContainerContents.elements`); the walk left
    // out excluded ones and the container is connected, so no check is repeated per element.
    for (const element of contents.elements) {
      stale.delete(element);
      store.setElement(element, readElementSources(element, deps.match));
    }
    for (const shadowRoot of contents.shadowRoots) {
      const isNew = !deps.roots.isObserved(shadowRoot);
      deps.roots.observe(shadowRoot);
      if (task.deep || isNew) queue.addContainer(shadowRoot, true, false);
    }
    for (const nested of contents.nestedContainers) {
      // A shallow read still picks up a shadow root attached since the host was last read.
      const shadow = task.deep ? undefined : getShadowRoot(nested);
      if (task.deep || (shadow && !deps.roots.isObserved(shadow))) {
        queue.addContainer(nested, true, false);
      }
    }
  }

  /**
   * Matches the container's blocks, and its leaves' (each the owner of its own); a long block
   * is left to windows, one per task.
   */
  function storeBlocks(
    node: BlockContainer,
    { blocks, leaves, ownsText }: ContainerContents,
    read: number,
    resumed: boolean,
  ): void {
    let found: ScannedMatch[] = [];
    const byLeaf = leaves.length > 0 ? new Map<Node, ScannedMatch[]>() : undefined;
    for (const block of blocks) {
      if (block.text.length > TEXT_WINDOW_CHARS) {
        continuations.push({ kind: 'window', block, from: 0, read });
        continue;
      }
      const matches = matchesInBlock(deps.match, block, 0, block.text.length);
      if (block.container !== node) byLeaf?.set(block.container, matches);
      // A row's one block (most of a list's): its matches as they are, not copied.
      else if (found.length === 0) found = matches;
      else found.push(...matches);
    }
    for (const leaf of leaves) {
      stale.delete(leaf);
      store.setText(leaf as BlockContainer, byLeaf?.get(leaf) ?? []);
    }
    if (!ownsText) return;
    if (resumed) {
      store.addText(node, found);
    } else {
      stale.delete(node);
      store.setText(node, found);
    }
  }

  function readsRowsByText(body: Element): boolean {
    if (isPlainTableBody(body)) return true;
    bodiesRead.add(body);
    return false;
  }

  /**
   * Reads a plain table body's rows by its text (plain-rows.ts), a task at a time. Rows
   * without a number are never visited one by one, so in a body read before (read again, or
   * moved back in, even while the page is first read) what the store holds is found again or
   * dropped when the scan ends, as after a replacing read. A body met for the first time
   * holds nothing: no pass over the store's owners.
   */
  function startPlainRows(body: Element, read: number): void {
    if (bodiesRead.has(body)) for (const owner of store.ownersWithin(body)) stale.add(owner);
    bodiesRead.add(body);
    const walk = new PlainRowsWalk(body, deps.mayMatch as (text: string) => boolean);
    plainWalks.set(body, walk);
    continuations.push({ kind: 'rows', walk, read });
  }

  function readPlainRows(rows: Extract<Continuation, { kind: 'rows' }>): void {
    const { walk } = rows;
    if (plainWalks.get(walk.body) !== walk || !walk.body.isConnected) return;
    // The page took the walk's place out of the body since the last task: read it all again.
    if (!walk.isInPlace()) queue.addContainer(walk.body, true, false);
    else if (!walk.walk(plainRows)) continuations.push(rows);
  }

  function readWindow(window: Extract<Continuation, { kind: 'window' }>): void {
    const { container, text } = window.block;
    if (!continuations.isCurrent(container, window.read) || !container.isConnected) return;
    const end = Math.min(text.length, window.from + TEXT_WINDOW_CHARS);
    store.addText(container, matchesInBlock(deps.match, window.block, window.from, end));
    if (end < text.length) continuations.push({ ...window, from: end });
  }

  function readNext(): boolean {
    const continuation = continuations.take();
    if (continuation?.kind === 'window') readWindow(continuation);
    else if (continuation?.kind === 'rest') readContainerTask(continuation.task, continuation);
    else if (continuation?.kind === 'rows') readPlainRows(continuation);
    else {
      const task = queue.take();
      if (!task) return false;
      if ('element' in task) readSources(task.element, true);
      else readContainerTask(task.container);
    }
    return true;
  }

  return { readContainerTask, readWindow, readSources, readNext };
}

/** Matches starting in [from, to) of the block's text, read with some context around. */
function matchesInBlock(
  match: PhoneMatcher,
  block: TextBlock,
  from: number,
  to: number,
): ScannedMatch[] {
  const found: ScannedMatch[] = [];
  const whole = from === 0 && to === block.text.length;
  const offset = whole ? 0 : Math.max(0, from - WINDOW_CONTEXT_CHARS);
  const text = whole ? block.text : block.text.slice(offset, to + WINDOW_CONTEXT_CHARS);
  const phones = match(text, blockContext(block));
  // Indexed: a list's every number passes here, mostly before V8 optimizes this loop.
  for (let index = 0; index < phones.length; index++) {
    const phone = phones[index]!;
    const start = phone.start + offset;
    if (start < from || start >= to) continue;
    const span = spanInBlock(block, start, phone.end + offset);
    const element = span && commonElement(span.startNode, span.endNode);
    if (span && element) found.push(createTextMatch(phone, span, element));
  }
  return found;
}
