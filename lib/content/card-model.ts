import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { WatchOutbox } from '../messaging/outbox-watch';
import { createNumberDetail, type Removal, type TagFailure } from '../state/detail/number-detail';
import { createCardOrdersModel, type CardOrdersModel } from '../state/orders/card-orders-model';
import type { Ask } from '../state/ask';
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../types/phone-data';
import type { ErrorPayload } from '../types/result';
import type { NoMatchExplanation } from '../phone/explain-selection';

export type { Ask, TagFailure };

/** The number the card is about. */
export interface CardSubject {
  /** Normalized digits; empty when the card explains why a text is not a number. */
  digits: string;
  /** As written on the page. */
  raw: string;
  extension?: string;
}

export type CardView =
  /** `slow`: the service has taken long enough that the wait deserves a word. */
  | { kind: 'loading'; slow?: boolean }
  | { kind: 'ready'; detail: PhoneDetail }
  | { kind: 'not-configured' }
  | { kind: 'error'; error: ErrorPayload }
  | { kind: 'not-detected'; explanation: NoMatchExplanation };

export interface CardModel {
  subject: ReadonlySignal<CardSubject | null>;
  view: ReadonlySignal<CardView>;
  /** Tag writes for this number that the service has not accepted yet. */
  pendingWrites: ReadonlySignal<OutboxEntryView[]>;
  /** Of those, the ones the background stopped retrying by itself. */
  failingWrites: ReadonlySignal<OutboxEntryView[]>;
  tagFailures: ReadonlySignal<TagFailure[]>;
  suggestions: ReadonlySignal<string[]>;
  /**
   * The service refused the key (its one status, kept by the background): the card's writes
   * wait, disabled, with the reason. Asked again after every answer, which may change it.
   */
  keyRefused: ReadonlySignal<boolean>;
  /** The team's outcome tags (settings `outcomeTags`), from the same status as `keyRefused`. */
  outcomeTags: ReadonlySignal<readonly string[]>;
  /** The tag removed last, while it can be undone. */
  lastRemoval: ReadonlySignal<Removal | null>;
  /** The card's line about the number's orders (asks through the card's own `ask`). */
  orders: CardOrdersModel;
  undoRemoval(): Promise<void>;
  holdRemoval(held: boolean): void;
  /** Shows the card's data for a number (keeps what is loaded when it is the same number). */
  open(subject: CardSubject): void;
  /** Shows why a text the user asked about is not detected as a phone number. */
  explain(explanation: NoMatchExplanation): void;
  reload(): void;
  close(): void;
  addTag(target: TagTarget, tag: string): Promise<void>;
  /** Calls only (the service cannot remove a lead's tags). */
  removeTag(target: TagTarget, tag: string): Promise<void>;
  /** Asks the background to send a failing write again. */
  retryWrite(outboxId: string): Promise<void>;
  querySuggestions(prefix: string): void;
  openOptions(): void;
}

export interface CardModelOptions {
  ask: Ask;
  /** How the background's outbox is heard (lib/messaging/outbox-watch.ts). */
  watchOutbox?: WatchOutbox;
  now?: () => number;
  /** After this long, a lookup still running is said to be slow. */
  slowMs?: number;
}

/**
 * The hover card's state: one number's detail (lib/state/detail) seen as the card's states, plus
 * the card's own (a text that is not a number, a slow lookup). The view renders it, the content
 * script drives it.
 */
export function createCardModel(options: CardModelOptions): CardModel {
  const { ask } = options;
  const number = createNumberDetail(options);
  const subject = signal<CardSubject | null>(null);
  const explanation = signal<NoMatchExplanation | null>(null);
  const slow = signal(false);
  const keyRefused = signal(false);
  const outcomeTags = signal<readonly string[]>([]);
  let slowTimer: ReturnType<typeof setTimeout> | undefined;

  const view = computed((): CardView => {
    if (explanation.value) return { kind: 'not-detected', explanation: explanation.value };
    const state = number.detail.value;
    if (state.status === 'ready') return { kind: 'ready', detail: state.data };
    if (state.status === 'error') {
      return state.error.kind === 'not_configured'
        ? { kind: 'not-configured' }
        : { kind: 'error', error: state.error };
    }
    return slow.value ? { kind: 'loading', slow: true } : { kind: 'loading' };
  });

  const followKey = (loaded: Promise<void>) =>
    void loaded
      .then(() => ask({ type: 'setup.status' }))
      .then((status) => {
        if (!status.ok) return;
        keyRefused.value = status.data.key.state === 'invalid';
        outcomeTags.value = status.data.outcomeTags ?? [];
      });

  const watchSlow = (loaded: Promise<void>) => {
    followKey(loaded);
    clearTimeout(slowTimer);
    slow.value = false;
    slowTimer = setTimeout(() => (slow.value = true), options.slowMs ?? 3_000);
    void loaded.finally(() => clearTimeout(slowTimer));
  };

  return {
    subject,
    view,
    pendingWrites: number.pending,
    failingWrites: number.failing,
    tagFailures: number.refused,
    suggestions: number.suggestions,
    keyRefused,
    outcomeTags,
    lastRemoval: number.lastRemoval,
    orders: createCardOrdersModel(ask),
    undoRemoval: () => number.undoRemoval(),
    holdRemoval: number.holdRemoval,
    open(next) {
      const same = subject.value?.digits === next.digits && view.value.kind === 'ready';
      subject.value = next;
      if (same) return;
      explanation.value = null;
      watchSlow(number.show(next.digits));
    },
    explain(next) {
      number.clear();
      batch(() => {
        subject.value = { digits: '', raw: next.text };
        explanation.value = next;
      });
    },
    reload() {
      if (number.phone.value) watchSlow(number.refresh());
    },
    close() {
      clearTimeout(slowTimer);
      number.clear();
      batch(() => {
        subject.value = null;
        explanation.value = null;
      });
    },
    addTag: (target, tag) => number.addTag(target, tag),
    removeTag: (target, tag) => number.removeTag(target, tag),
    retryWrite: (id) => number.retryWrite(id),
    querySuggestions(prefix) {
      void number.querySuggestions(prefix);
    },
    openOptions() {
      void ask({ type: 'options.open' });
    },
  };
}
