import { createContainerReader, type ContainerReader } from './container-reader';
import { hitTest } from './hit-test';
import { watchLateDefinitions } from './late-definitions';
import { MatchStore } from './match-store';
import { onlyPossibleHosts } from './shadow-hosts';
import { createDigitReport } from './digit-report';
import { queueMutationTasks } from './mutation-tasks';
import { createRootObserver } from './root-observer';
import { ScanQueue } from './scan-queue';
import { createBrowserScheduler, type Cancel, type ScanScheduler } from './work-slices';
import { isDetectionDisabled } from './skip-rules';
import { DEFAULT_STORM_OPTIONS, StormDetector, type StormOptions } from './storm-detector';
import { createStormPause } from './storm-pause';
import { nearestBlockContainer } from './text-blocks';
import { Continuations } from './continuations';
import { isElement, isShadowRoot, openShadowRoot } from './tree';
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
  /**
   * False for a text `match` finds nothing in (findPhones' floor of digits, `hasEnoughDigits`):
   * table cells whose whole text it says no to are not walked. Unset: every cell is walked.
   */
  mayMatch?: (text: string) => boolean;
  /** Reaches closed shadow roots where the browser allows it; default: open ones only. */
  getShadowRoot?: ShadowRootGetter;
  /** Longest stretch of work before yielding to the page. */
  budgetMs?: number;
  scheduler?: ScanScheduler;
  storm?: Partial<StormOptions>;
  signal?: AbortSignal;
  /** Called at the end of a slice when the unique digits or the paused/running state changed. */
  onChange?: (summary: ScanSummary) => void;
  /**
   * Called at the end of every slice: the matches may have changed even when the digits did
   * not (a list that repeats its numbers), for a reader of `matches()` such as the cue.
   */
  onSlice?: () => void;
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
  /**
   * Reads again the texts at these nodes (a text node: its block; an element: its values),
   * as `TextContext.node` names them: what a matcher reads differently now.
   */
  rescan(nodes: readonly Node[]): void;
  status(): ScannerStatus;
  /** Disconnects observers, timers and listeners, and forgets all matches. */
  stop(): void;
}

const DEFAULT_BUDGET_MS = 8;
/** The longest slice while the user types or clicks: a keystroke waits at most this for us. */
const ACTIVE_BUDGET_MS = 2;
/** Tasks between two questions whether input waits: a few rows of a list, well under a millisecond. */
const INPUT_CHECK_EVERY = 4;

/**
 * Reads until the slice's budget is spent or, asked every few tasks (every task while the user
 * is active), the user's input waits. While the user types the budget shrinks.
 */
function readSlice(reader: ContainerReader, scheduler: ScanScheduler, budgetMs: number): void {
  const start = scheduler.now();
  const active = scheduler.userActive?.() ?? false;
  const budget = active ? Math.min(budgetMs, ACTIVE_BUDGET_MS) : budgetMs;
  const checkEvery = active ? 1 : INPUT_CHECK_EVERY;
  let tasks = 0;
  while (reader.readNext()) {
    if (scheduler.now() - start >= budget) return;
    // Asking costs a call into the browser, as much as a list's row: every few tasks.
    if (++tasks % checkEvery === 0 && scheduler.inputPending?.()) return;
  }
}

/** What the scanner keeps: matches, pending work, and owners a replacing rescan must find again. */
function createScanParts() {
  return {
    store: new MatchStore(),
    queue: new ScanQueue(),
    continuations: new Continuations(),
    /** Owners found before a replacing rescan; whatever it does not find again is dropped. */
    stale: new Set<Node>(),
  };
}

type ScanParts = ReturnType<typeof createScanParts>;

/** Queues a read of the texts at `nodes` (`PhoneScanner.rescan`): a text's block, an element's values. */
function queueTexts(nodes: readonly Node[], queue: ScanQueue, getShadowRoot: ShadowRootGetter) {
  for (const node of nodes) {
    if (!node.isConnected) continue;
    if (isElement(node)) queue.addElementSources(node);
    else queue.addContainer(nearestBlockContainer(node, getShadowRoot), false, true);
  }
}

function clearParts(parts: ScanParts): void {
  parts.queue.clear();
  parts.continuations.clear();
  parts.stale.clear();
  parts.store.clear();
}

function statusOf(
  state: ScannerState,
  { store, queue, continuations }: ScanParts,
  slices: number,
  shadowRoots: number,
): ScannerStatus {
  return {
    state,
    matchCount: store.list().length,
    uniqueDigits: store.digits().length,
    slices,
    pending: queue.size + continuations.size,
    shadowRoots,
  };
}

/**
 * Finds phone numbers in a live page without changing it: matches are kept as Ranges or
 * element references, work runs in short slices, and only changed parts are read again.
 */
export function createPhoneScanner(options: PhoneScannerOptions): PhoneScanner {
  const doc = options.root;
  const getShadowRoot = onlyPossibleHosts(options.getShadowRoot ?? openShadowRoot);
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const scheduler =
    options.scheduler ?? createBrowserScheduler(doc.defaultView ?? globalThis, options.signal);
  const storm = new StormDetector({ ...DEFAULT_STORM_OPTIONS, ...options.storm });
  const pause = createStormPause(scheduler, storm, catchUp);
  const parts = createScanParts();
  const { store, queue, continuations, stale } = parts;
  let state: ScannerState = 'scanning';
  let slices = 0;
  let removedNodesSeen = false;
  let cancelSlice: Cancel | undefined;
  const reportDigits = createDigitReport(scheduler, store, options.onChange);

  const roots = createRootObserver(doc, onMutations, onValueEvent);
  const report = () => reportDigits(state);
  // Upgraded custom elements change layout and shadow roots silently: read their block again.
  const lateDefinitions = watchLateDefinitions(scheduler, (elements) =>
    whenScanning(elements, () => {
      for (const element of elements) {
        const parent = element.parentNode;
        replaceSubtree(parent ? nearestBlockContainer(parent, getShadowRoot) : element);
      }
    }),
  );
  const reader = createContainerReader({
    ...options,
    ...parts,
    getShadowRoot,
    lateDefinitions,
    roots,
  });

  /** Work a change asks for: remembered while a storm pauses the scan, else queued and run. */
  function whenScanning(changed: readonly Node[], queueWork: () => void): void {
    if (state === 'stopped') return;
    if (state === 'paused-storm') {
      for (const node of changed) pause.dirty(node);
      return;
    }
    queueWork();
    scheduleSlice();
  }

  function onValueEvent(event: Event): void {
    const target = event.composedPath()[0];
    if (!(target instanceof Node) || !isElement(target)) return;
    whenScanning([target], () => queue.addElementSources(target));
  }

  function onMutations(records: MutationRecord[]): void {
    if (state === 'stopped') return;
    if (storm.record(records.length, scheduler.now()) && state !== 'paused-storm') pauseForStorm();
    whenScanning(
      records.map((record) => record.target),
      () => {
        const effects = queueMutationTasks(records, queue, getShadowRoot);
        for (const root of effects.staleRoots) markStale(root);
        removedNodesSeen ||= effects.removedNodes;
      },
    );
  }

  function pauseForStorm(): void {
    state = 'paused-storm';
    cancelSlice?.();
    cancelSlice = undefined;
    pause.start();
    report();
  }

  /** After a storm: one replacing rescan of every root that changed or had work pending. */
  function catchUp(dirtyRoots: Node[]): void {
    if (state !== 'paused-storm') return;
    const pending = [...queue.nodes(), ...continuations.containers()];
    queue.clear();
    continuations.clear();
    for (const root of new Set([...dirtyRoots, ...pending.map((node) => node.getRootNode())])) {
      if (root.nodeType === 9 || isShadowRoot(root)) replaceSubtree(root);
    }
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
    readSlice(reader, scheduler, budgetMs);
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
    options.onSlice?.();
  }

  function stop(): void {
    if (state === 'stopped') return;
    state = 'stopped';
    roots.disconnect();
    lateDefinitions.stop();
    cancelSlice?.();
    pause.stop();
    clearParts(parts);
  }

  if (options.signal?.aborted) {
    state = 'stopped';
  } else if (!options.ignoreOptOut && isDetectionDisabled(doc)) {
    state = 'disabled';
    report();
  } else {
    options.signal?.addEventListener('abort', stop, { once: true });
    roots.observe(doc);
    queue.addContainer(doc, true, false);
    scheduleSlice();
  }

  return {
    matches: () => store.list(),
    digits: () => store.digits(),
    matchAt: (x, y, target) => hitTest(store.view(), x, y, target),
    rescanAll() {
      if (state === 'stopped' || state === 'disabled') return;
      if (state === 'paused-storm') {
        pause.dirty(doc);
        return;
      }
      replaceSubtree(doc);
      scheduleSlice();
    },
    rescan(nodes) {
      if (state !== 'disabled') whenScanning(nodes, () => queueTexts(nodes, queue, getShadowRoot));
    },
    status: () => statusOf(state, parts, slices, roots.shadowRootCount()),
    stop,
  };
}
