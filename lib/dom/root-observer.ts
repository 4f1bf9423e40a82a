import { OBSERVED_ATTRIBUTES } from './mutation-tasks';
import { isShadowRoot } from './tree';

export interface RootObserver {
  /** Watches the document or a shadow root (once): mutations and typed values. */
  observe(root: Document | ShadowRoot): void;
  isObserved(root: Node): boolean;
  shadowRootCount(): number;
  disconnect(): void;
}

/**
 * One MutationObserver for the document and every shadow root found, and the `input`/`change`
 * listeners that report typed values, which no mutation does.
 */
export function createRootObserver(
  doc: Document,
  onMutations: (records: MutationRecord[]) => void,
  onValueEvent: (event: Event) => void,
): RootObserver {
  const observedRoots = new WeakSet<Node>();
  const listeners = new AbortController();
  let shadowRoots = 0;
  const MutationObserverClass = doc.defaultView?.MutationObserver ?? globalThis.MutationObserver;
  const observer = new MutationObserverClass(onMutations);
  return {
    observe(root) {
      if (observedRoots.has(root)) return;
      observedRoots.add(root);
      if (isShadowRoot(root)) shadowRoots += 1;
      observer.observe(root, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: OBSERVED_ATTRIBUTES,
      });
      for (const type of ['input', 'change']) {
        root.addEventListener(type, onValueEvent, { capture: true, signal: listeners.signal });
      }
    },
    isObserved: (root) => observedRoots.has(root),
    shadowRootCount: () => shadowRoots,
    disconnect() {
      observer.disconnect();
      listeners.abort();
    },
  };
}
