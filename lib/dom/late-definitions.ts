import type { Cancel, ScanScheduler } from './work-slices';

// A custom element defined after the page loaded (Salesforce Lightning, any lazy-loaded web
// component) attaches its shadow root on upgrade and lays its children out anew, and no
// mutation reports it. Content scripts cannot hook the page's `customElements`, so elements
// seen undefined are checked with `:defined` on a backing-off timer until they upgrade.

const FIRST_CHECK_MS = 100;
const LONGEST_WAIT_MS = 4_000;
/** After this long without an upgrade an element is most likely a styling hook: let it go. */
const GIVE_UP_MS = 60_000;

export interface LateDefinitions {
  watch(elements: readonly Element[]): void;
  stop(): void;
}

export function watchLateDefinitions(
  scheduler: ScanScheduler,
  onDefined: (elements: Element[]) => void,
): LateDefinitions {
  const waiting = new Map<Element, number>();
  let cancel: Cancel | undefined;
  let delay = FIRST_CHECK_MS;

  const check = () => {
    cancel = undefined;
    const now = scheduler.now();
    const defined: Element[] = [];
    for (const [element, since] of waiting) {
      if (!element.isConnected || now - since > GIVE_UP_MS) waiting.delete(element);
      else if (element.matches(':defined')) {
        waiting.delete(element);
        defined.push(element);
      }
    }
    if (defined.length > 0) onDefined(defined);
    delay = Math.min(delay * 2, LONGEST_WAIT_MS);
    if (waiting.size > 0) cancel = scheduler.after(delay, check);
  };

  return {
    watch(elements) {
      if (elements.length === 0) return;
      const now = scheduler.now();
      for (const element of elements) if (!waiting.has(element)) waiting.set(element, now);
      delay = FIRST_CHECK_MS;
      cancel?.();
      cancel = scheduler.after(delay, check);
    },
    stop() {
      cancel?.();
      cancel = undefined;
      waiting.clear();
    },
  };
}
