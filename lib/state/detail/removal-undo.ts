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
  forget(): void;
}

export function createRemovalUndo(): RemovalUndo {
  const last = signal<Removal | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const forget = () => {
    clearTimeout(timer);
    last.value = null;
  };
  return {
    last,
    remember(removal) {
      clearTimeout(timer);
      last.value = removal;
      timer = setTimeout(forget, UNDO_MS);
    },
    forget,
  };
}
