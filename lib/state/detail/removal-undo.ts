/** The tag removed last, which the card and the popup offer to put back for a few seconds. */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { TagTarget } from '../../types/phone-data';

/** A tag just removed, which `undoRemoval` puts back while it is set. */
export interface Removal {
  target: TagTarget;
  tag: string;
}

/** How long a removal can be undone. */
export const UNDO_MS = 6_000;

export interface RemovalUndo {
  /** The tag removed last, for `UNDO_MS`; null otherwise. */
  last: ReadonlySignal<Removal | null>;
  remember(removal: Removal): void;
  /**
   * While the pointer or the focus is on the offer it stays (a person reading or reaching for
   * Undo is not timed out); let go, it has its whole `UNDO_MS` again.
   */
  hold(held: boolean): void;
  forget(): void;
}

export function createRemovalUndo(): RemovalUndo {
  const last = signal<Removal | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  const forget = () => {
    clearTimeout(timer);
    held = false;
    last.value = null;
  };
  const countDown = () => {
    clearTimeout(timer);
    if (!held) timer = setTimeout(forget, UNDO_MS);
  };
  return {
    last,
    remember(removal) {
      // A new offer is not held: the one before may have gone from under the pointer.
      held = false;
      last.value = removal;
      countDown();
    },
    hold(next) {
      held = next;
      if (last.value) countDown();
    },
    forget,
  };
}
