import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { CsvExport } from '../../messaging/protocol';
import type { WatchOutbox } from '../../messaging/outbox-watch';
import type { ErrorPayload } from '../../types/result';
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../../types/phone-data';
import type { Ask } from '../ask';
import { createNumberDetail, type Removal } from '../detail/number-detail';
import type { LoadState } from '../load-state';

export interface DetailModel {
  phone: ReadonlySignal<string | null>;
  detail: ReadonlySignal<LoadState<PhoneDetail>>;
  /** Unsaved tag writes of the calls and leads shown. */
  outbox: ReadonlySignal<OutboxEntryView[]>;
  suggestions: ReadonlySignal<string[]>;
  /** The last tag write or retry the background refused. */
  tagError: ReadonlySignal<ErrorPayload | null>;
  exportError: ReadonlySignal<ErrorPayload | null>;
  exporting: ReadonlySignal<boolean>;
  /** The tag removed last, while it can be undone. */
  lastRemoval: ReadonlySignal<Removal | null>;
  undoRemoval(): Promise<void>;
  holdRemoval(held: boolean): void;
  show(phone: string): Promise<void>;
  clear(): void;
  refresh(): Promise<void>;
  addTag(target: TagTarget, tag: string): Promise<void>;
  removeTag(target: TagTarget, tag: string): Promise<void>;
  retryWrite(id: string): Promise<void>;
  querySuggestions(prefix: string): Promise<void>;
  exportCsv(): Promise<CsvExport | null>;
  dispose(): void;
}

export interface DetailModelOptions {
  /** How the background's outbox is heard (lib/messaging/outbox-watch.ts). */
  watchOutbox?: WatchOutbox;
}

/**
 * The popup's view of one number (lib/state/detail, as the hover card's), plus what only the
 * popup does: the last refused write as one message, and the CSV export.
 */
export function createDetailModel(ask: Ask, options: DetailModelOptions = {}): DetailModel {
  const number = createNumberDetail({ ask, ...options });
  const exportError = signal<ErrorPayload | null>(null);
  const exporting = signal(false);

  return {
    phone: number.phone,
    detail: number.detail,
    outbox: number.pending,
    suggestions: number.suggestions,
    tagError: computed(() => number.refused.value.at(-1)?.error ?? null),
    exportError,
    exporting,
    lastRemoval: number.lastRemoval,
    undoRemoval: () => number.undoRemoval(),
    holdRemoval: number.holdRemoval,
    show(next) {
      exportError.value = null;
      return number.show(next);
    },
    clear() {
      exportError.value = null;
      number.clear();
    },
    refresh: () => number.refresh(),
    addTag: (target, tag) => number.addTag(target, tag),
    removeTag: (target, tag) => number.removeTag(target, tag),
    retryWrite: (id) => number.retryWrite(id),
    querySuggestions: (prefix) => number.querySuggestions(prefix),
    async exportCsv() {
      const current = number.phone.value;
      if (!current) return null;
      exporting.value = true;
      const answer = await ask({ type: 'export.csv', phone: current });
      batch(() => {
        exporting.value = false;
        exportError.value = answer.ok ? null : answer.error;
      });
      return answer.ok ? answer.data : null;
    },
    dispose: () => number.dispose(),
  };
}
