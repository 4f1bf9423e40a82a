import type { Cancel, ScanScheduler } from './work-slices';
import type { StormDetector } from './storm-detector';

export interface StormPause {
  /** Remembers the root of a node that changed while paused. */
  dirty(node: Node): void;
  /** Starts waiting for a calm interval; `onCalm` gets the roots that changed meanwhile. */
  start(): void;
  stop(): void;
}

/**
 * The scanner's pause during a mutation storm: only the roots that changed are remembered,
 * and once an interval of `calmMs` stays calm they are handed back for one catch-up rescan.
 */
export function createStormPause(
  scheduler: Pick<ScanScheduler, 'after'>,
  storm: StormDetector,
  onCalm: (dirtyRoots: Node[]) => void,
): StormPause {
  const dirtyRoots = new Set<Node>();
  let cancel: Cancel | undefined;
  const check = (): void => {
    cancel = scheduler.after(storm.calmMs, () => {
      if (!storm.endCalmInterval()) return check();
      cancel = undefined;
      const roots = [...dirtyRoots];
      dirtyRoots.clear();
      onCalm(roots);
    });
  };
  return {
    dirty: (node) => dirtyRoots.add(node.getRootNode()),
    start() {
      storm.startCalmInterval();
      check();
    },
    stop() {
      cancel?.();
      cancel = undefined;
      dirtyRoots.clear();
    },
  };
}
