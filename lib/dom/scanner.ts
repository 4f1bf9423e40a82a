import { readElementSources } from './attribute-sources';
import { hitTest } from './hit-test';
import { MatchStore } from './match-store';
import { OBSERVED_ATTRIBUTES, queueMutationTasks } from './mutation-tasks';
import { ScanQueue, type ContainerTask } from './scan-queue';
import { createBrowserScheduler, type Cancel, type ScanScheduler } from './scheduler';
import { isDetectionDisabled, isExcludedElement, isInSkippedSubtree } from './skip-rules';
import { DEFAULT_STORM_OPTIONS, StormDetector, type StormOptions } from './storm-detector';
import {
  isBlockContainer,
  isScannableRoot,
  readContainer,
  spanInBlock,
  type TextBlock,
} from './text-blocks';
import { createTextMatch } from './text-match';
import { commonElement, isElement, isShadowRoot, openShadowRoot } from './tree';
import type {
  BlockContainer,
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

/**
 * Finds phone numbers in a live page without changing it: matches are kept as Ranges or
 * element references, work runs in short slices, and only changed parts are read again.
 */
export function createPhoneScanner(options: PhoneScannerOptions): PhoneScanner {
  const doc = options.root;
  const getShadowRoot = options.getShadowRoot ?? openShadowRoot;
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
  let shadowRootCount = 0;
  let state: ScannerState = 'scanning';
  let slices = 0;
  let removedNodesSeen = false;
  let cancelSlice: Cancel | undefined;
  let cancelCalmCheck: Cancel | undefined;
  let reported: { state: ScannerState; digits: string[] } | undefined;

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
    queue.clear();
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
      const task = queue.take();
      if (!task) break;
      if ('element' in task) readSources(task.element, true);
      else readContainerTask(task.container);
    } while (scheduler.now() - start < budgetMs);
    if (removedNodesSeen) {
      store.pruneDisconnected();
      removedNodesSeen = false;
    }
    if (queue.size > 0) {
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

  function readContainerTask(task: ContainerTask): void {
    const { node } = task;
    if (!node.isConnected) return;
    if (task.checkAncestors && !isScannableRoot(node)) return;
    const contents = readContainer(node, { getShadowRoot });
    if (isBlockContainer(node, getShadowRoot)) {
      stale.delete(node);
      store.setText(node as BlockContainer, contents.blocks.flatMap(matchesInBlock));
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

  function matchesInBlock(block: TextBlock): ScannedMatch[] {
    const found: ScannedMatch[] = [];
    for (const phone of options.match(block.text)) {
      const span = spanInBlock(block, phone.start, phone.end);
      const element = span && commonElement(span.startNode, span.endNode);
      if (span && element) found.push(createTextMatch(phone, span, element));
    }
    return found;
  }

  /** Tells the caller about new digits and about pausing or stopping, not every slice. */
  function report(): void {
    const digits = store.digits();
    const phase = state === 'idle' ? 'scanning' : state;
    const sameDigits =
      reported !== undefined &&
      (reported.digits === digits || reported.digits.join() === digits.join());
    if (reported?.state === phase && sameDigits) return;
    reported = { state: phase, digits };
    options.onChange?.({ state, digits });
  }

  function stop(): void {
    if (state === 'stopped') return;
    state = 'stopped';
    observer.disconnect();
    listeners.abort();
    cancelSlice?.();
    cancelCalmCheck?.();
    queue.clear();
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
        pending: queue.size,
        shadowRoots: shadowRootCount,
      };
    },
    stop,
  };
}
