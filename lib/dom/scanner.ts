import { readElementSources } from './attribute-sources';
import { hitTest } from './hit-test';
import { watchLateDefinitions } from './late-definitions';
import { MatchStore } from './match-store';
import { onlyPossibleHosts } from './shadow-hosts';
import { OBSERVED_ATTRIBUTES, queueMutationTasks } from './mutation-tasks';
import { ScanQueue, type ContainerTask } from './scan-queue';
import { createBrowserScheduler, type Cancel, type ScanScheduler } from './scheduler';
import { isDetectionDisabled, isExcludedElement, isInSkippedSubtree } from './skip-rules';
import { DEFAULT_STORM_OPTIONS, StormDetector, type StormOptions } from './storm-detector';
import {
  isBlockContainer,
  isScannableRoot,
  nearestBlockContainer,
  readContainer,
  spanInBlock,
  type TextBlock,
} from './text-blocks';
import { blockContext } from './text-context';
import { createTextMatch } from './text-match';
import {
  Continuations,
  MAX_NODES_PER_READ,
  TEXT_WINDOW_CHARS,
  WINDOW_CONTEXT_CHARS,
  type Continuation,
} from './continuations';
import { commonElement, isElement, isShadowRoot, openShadowRoot } from './tree';
import type {
  PhoneMatcher,
  ScanSummary,
  ScannedMatch,
  ScannerState,
  ScannerStatus,
  ShadowRootGetter,
} from './types';

export interface PhoneScannerOptions {
  root: Document;
  /** Text matcher, e.g. `(text) => findPhones(text, { defaultRegion })`. */
  match: PhoneMatcher;
  /** Reaches closed shadow roots where the browser allows it; default: open ones only. */
  getShadowRoot?: ShadowRootGetter;
  /** Longest stretch of work before yielding to the page. */
  budgetMs?: number;
  scheduler?: ScanScheduler;
  storm?: Partial<StormOptions>;
  signal?: AbortSignal;
  /** Called at the end of a slice when the unique digits or the paused/running state changed. */
  onChange?: (summary: ScanSummary) => void;
  /** Scan even a page that opted out of phone detection (the user asked to, once). */
  ignoreOptOut?: boolean;
}

export interface PhoneScanner {
  matches(): ScannedMatch[];
  /** Unique digits found, sorted. */
  digits(): string[];
  /**
   * The match under viewport point (x, y). Pass the pointer event's target (its
   * `composedPath()[0]`) so only matches around it are measured.
   */
  matchAt(x: number, y: number, target?: Node): ScannedMatch | undefined;
  /** Reads the whole document again, dropping what is no longer there. */
  rescanAll(): void;
  status(): ScannerStatus;
  /** Disconnects observers, timers and listeners, and forgets all matches. */
  stop(): void;
}

const DEFAULT_BUDGET_MS = 8;
const REPORT_EVERY_MS = 50;

/**
 * Finds phone numbers in a live page without changing it: matches are kept as Ranges or
 * element references, work runs in short slices, and only changed parts are read again.
 */
export function createPhoneScanner(options: PhoneScannerOptions): PhoneScanner {
  const doc = options.root;
  const getShadowRoot = onlyPossibleHosts(options.getShadowRoot ?? openShadowRoot);
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const scheduler = options.scheduler ?? createBrowserScheduler(doc.defaultView ?? globalThis);
  const storm = new StormDetector({ ...DEFAULT_STORM_OPTIONS, ...options.storm });
  const store = new MatchStore();
  const queue = new ScanQueue();
  const listeners = new AbortController();
  const observedRoots = new WeakSet<Node>();
  /** Owners found before a replacing rescan; whatever it does not find again is dropped. */
  const stale = new Set<Node>();
  const dirtyRoots = new Set<Node>();
  const continuations = new Continuations();
  let shadowRootCount = 0;
  let state: ScannerState = 'scanning';
  let slices = 0;
  let removedNodesSeen = false;
  let cancelSlice: Cancel | undefined;
  let cancelCalmCheck: Cancel | undefined;
  let reported: { state: ScannerState; digits: string[] } | undefined;
  let reportedAt = Number.NEGATIVE_INFINITY;

  // Upgraded custom elements change layout and shadow roots silently: read their block again.
  const lateDefinitions = watchLateDefinitions(scheduler, (elements) => {
    if (state === 'stopped') return;
    if (state === 'paused-storm') {
      for (const element of elements) dirtyRoots.add(element.getRootNode());
      return;
    }
    for (const element of elements) {
      const parent = element.parentNode;
      replaceSubtree(parent ? nearestBlockContainer(parent, getShadowRoot) : element);
    }
    scheduleSlice();
  });

  const MutationObserverClass = doc.defaultView?.MutationObserver ?? globalThis.MutationObserver;
  const observer = new MutationObserverClass(onMutations);

  function observeRoot(root: Document | ShadowRoot): void {
    if (observedRoots.has(root)) return;
    observedRoots.add(root);
    if (isShadowRoot(root)) shadowRootCount += 1;
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: OBSERVED_ATTRIBUTES,
    });
    // Typing changes an input's value property, which no mutation reports.
    for (const type of ['input', 'change']) {
      root.addEventListener(type, onValueEvent, { capture: true, signal: listeners.signal });
    }
  }

  function onValueEvent(event: Event): void {
    const target = event.composedPath()[0];
    if (state === 'stopped' || !(target instanceof Node) || !isElement(target)) return;
    if (state === 'paused-storm') {
      dirtyRoots.add(target.getRootNode());
      return;
    }
    queue.addElementSources(target);
    scheduleSlice();
  }

  function onMutations(records: MutationRecord[]): void {
    if (state === 'stopped') return;
    const isStorm = storm.record(records.length, scheduler.now());
    if (state === 'paused-storm' || isStorm) {
      for (const record of records) dirtyRoots.add(record.target.getRootNode());
      if (state !== 'paused-storm') pauseForStorm();
      return;
    }
    const effects = queueMutationTasks(records, queue, getShadowRoot);
    for (const root of effects.staleRoots) markStale(root);
    removedNodesSeen ||= effects.removedNodes;
    scheduleSlice();
  }

  function pauseForStorm(): void {
    state = 'paused-storm';
    cancelSlice?.();
    cancelSlice = undefined;
    storm.startCalmInterval();
    scheduleCalmCheck();
    report();
  }

  function scheduleCalmCheck(): void {
    cancelCalmCheck = scheduler.after(storm.calmMs, () => {
      if (state !== 'paused-storm') return;
      if (storm.endCalmInterval()) catchUp();
      else scheduleCalmCheck();
    });
  }

  /** After a storm: one replacing rescan of every root that changed or had work pending. */
  function catchUp(): void {
    for (const node of queue.nodes()) dirtyRoots.add(node.getRootNode());
    for (const node of continuations.containers()) dirtyRoots.add(node.getRootNode());
    queue.clear();
    continuations.clear();
    for (const root of dirtyRoots) {
      if (root.nodeType === 9 || isShadowRoot(root)) replaceSubtree(root);
    }
    dirtyRoots.clear();
    removedNodesSeen = true;
    state = 'scanning';
    scheduleSlice();
  }

  function replaceSubtree(root: Node): void {
    markStale(root);
    queue.addContainer(root, true, true);
  }

  function markStale(root: Node): void {
    for (const owner of store.ownersWithin(root)) stale.add(owner);
  }

  function scheduleSlice(): void {
    if (cancelSlice || state === 'paused-storm' || state === 'stopped') return;
    if (state === 'idle') state = 'scanning';
    cancelSlice = scheduler.nextSlice(runSlice);
  }

  function runSlice(): void {
    cancelSlice = undefined;
    if (state !== 'scanning') return;
    slices += 1;
    const start = scheduler.now();
    do {
      const continuation = continuations.take();
      if (continuation?.kind === 'window') {
        readWindow(continuation);
        continue;
      }
      if (continuation?.kind === 'rest') {
        readContainerTask(continuation.task, continuation);
        continue;
      }
      const task = queue.take();
      if (!task) break;
      if ('element' in task) readSources(task.element, true);
      else readContainerTask(task.container);
    } while (scheduler.now() - start < budgetMs && !scheduler.inputPending?.());
    if (removedNodesSeen) {
      store.pruneDisconnected();
      removedNodesSeen = false;
    }
    if (queue.size > 0 || continuations.size > 0) {
      scheduleSlice();
    } else {
      for (const owner of stale) store.delete(owner);
      stale.clear();
      state = 'idle';
    }
    report();
  }

  function readSources(element: Element, checkAncestors: boolean): void {
    stale.delete(element);
    if (!element.isConnected) return;
    const parent = element.parentNode;
    const skipped =
      isExcludedElement(element) || (checkAncestors && parent && isInSkippedSubtree(parent));
    store.setElement(element, skipped ? [] : readElementSources(element, options.match));
  }

  /** Reads a container, or goes on with one (`resume`) that was too large for one task. */
  function readContainerTask(
    task: ContainerTask,
    resume?: Extract<Continuation, { kind: 'rest' }>,
  ): void {
    const { node } = task;
    if (!node.isConnected) return;
    if (resume && !continuations.isCurrent(node, resume.read)) return;
    if (!resume && task.checkAncestors && !isScannableRoot(node)) return;
    const contents = readContainer(node, {
      getShadowRoot,
      maxNodes: MAX_NODES_PER_READ,
      ...(resume ? { resume: resume.rest } : {}),
    });
    lateDefinitions.watch(contents.undefinedElements);
    const read = resume?.read ?? continuations.startRead(node);
    if (contents.rest) continuations.push({ kind: 'rest', task, rest: contents.rest, read });
    if (isBlockContainer(node, getShadowRoot)) {
      const found: ScannedMatch[] = [];
      for (const block of contents.blocks) {
        if (block.text.length <= TEXT_WINDOW_CHARS) {
          found.push(...matchesInBlock(block, 0, block.text.length));
        } else {
          continuations.push({ kind: 'window', block, from: 0, read });
        }
      }
      if (resume) {
        store.addText(node, found);
      } else {
        stale.delete(node);
        store.setText(node, found);
      }
    }
    for (const element of contents.elements) readSources(element, false);
    for (const shadowRoot of contents.shadowRoots) {
      const isNew = !observedRoots.has(shadowRoot);
      observeRoot(shadowRoot);
      if (task.deep || isNew) queue.addContainer(shadowRoot, true, false);
    }
    for (const nested of contents.nestedContainers) {
      // A shallow read still picks up a shadow root attached since the host was last read.
      const shadow = task.deep ? undefined : getShadowRoot(nested);
      if (task.deep || (shadow && !observedRoots.has(shadow))) {
        queue.addContainer(nested, true, false);
      }
    }
  }

  /** Matches one window of a long block and queues the next. */
  function readWindow(window: Extract<Continuation, { kind: 'window' }>): void {
    const { container, text } = window.block;
    if (!continuations.isCurrent(container, window.read) || !container.isConnected) return;
    const end = Math.min(text.length, window.from + TEXT_WINDOW_CHARS);
    store.addText(container, matchesInBlock(window.block, window.from, end));
    if (end < text.length) continuations.push({ ...window, from: end });
  }

  /** Matches starting in [from, to) of the block's text, read with some context around. */
  function matchesInBlock(block: TextBlock, from: number, to: number): ScannedMatch[] {
    const found: ScannedMatch[] = [];
    const whole = from === 0 && to === block.text.length;
    const offset = whole ? 0 : Math.max(0, from - WINDOW_CONTEXT_CHARS);
    const text = whole ? block.text : block.text.slice(offset, to + WINDOW_CONTEXT_CHARS);
    for (const phone of options.match(text, blockContext(block))) {
      const start = phone.start + offset;
      if (start < from || start >= to) continue;
      const span = spanInBlock(block, start, phone.end + offset);
      const element = span && commonElement(span.startNode, span.endNode);
      if (span && element) found.push(createTextMatch(phone, span, element));
    }
    return found;
  }

  /**
   * Tells the caller about new digits and about pausing or stopping, not every slice: while
   * scanning, new digits are told at most every REPORT_EVERY_MS (sorting thousands of digits
   * after each 8 ms slice was a noticeable share of a large page's scan).
   */
  function report(): void {
    const phase = state === 'idle' ? 'scanning' : state;
    const now = scheduler.now();
    if (state === 'scanning' && reported?.state === phase && now - reportedAt < REPORT_EVERY_MS) {
      return;
    }
    const digits = store.digits();
    const sameDigits =
      reported !== undefined &&
      (reported.digits === digits || reported.digits.join() === digits.join());
    if (reported?.state === phase && sameDigits) return;
    reported = { state: phase, digits };
    reportedAt = now;
    options.onChange?.({ state, digits });
  }

  function stop(): void {
    if (state === 'stopped') return;
    state = 'stopped';
    observer.disconnect();
    lateDefinitions.stop();
    listeners.abort();
    cancelSlice?.();
    cancelCalmCheck?.();
    queue.clear();
    continuations.clear();
    stale.clear();
    dirtyRoots.clear();
    store.clear();
  }

  if (options.signal?.aborted) {
    state = 'stopped';
  } else if (!options.ignoreOptOut && isDetectionDisabled(doc)) {
    state = 'disabled';
    report();
  } else {
    options.signal?.addEventListener('abort', stop, { once: true });
    observeRoot(doc);
    queue.addContainer(doc, true, false);
    scheduleSlice();
  }

  return {
    matches: () => store.view().list,
    digits: () => store.digits(),
    matchAt: (x, y, target) => hitTest(store.view(), x, y, target),
    rescanAll() {
      if (state === 'stopped' || state === 'disabled') return;
      if (state === 'paused-storm') {
        dirtyRoots.add(doc);
        return;
      }
      replaceSubtree(doc);
      scheduleSlice();
    },
    status: () => {
      const view = store.view();
      return {
        state,
        matchCount: view.list.length,
        uniqueDigits: store.digits().length,
        slices,
        pending: queue.size + continuations.size,
        shadowRoots: shadowRootCount,
      };
    },
    stop,
  };
}
