import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { RequestOf, RequestType, ResponseMap } from '../messaging/protocol';
import type { ErrorPayload, Result } from '../messaging/result';
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../lookup/types';
import type { NoMatchExplanation } from './explain-selection';
import { createCardTagWrites, type TagFailure } from './card-tag-writes';
import { createSyncFollower } from '../lookup/follow-sync';

export type { TagFailure };

export type Ask = <T extends RequestType>(request: RequestOf<T>) => Promise<Result<ResponseMap[T]>>;

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
  now?: () => number;
  /** After this long, a lookup still running is said to be slow. */
  slowMs?: number;
  /** How often to check whether saved tags left the outbox, and for how long. */
  outboxPollMs?: number;
  outboxPollLimit?: number;
}

/** State and actions of the hover card; the view renders it, the content script drives it. */
export function createCardModel(options: CardModelOptions): CardModel {
  const { ask } = options;
  const subject = signal<CardSubject | null>(null);
  const view = signal<CardView>({ kind: 'loading' });
  const suggestions = signal<string[]>([]);
  const writes = createCardTagWrites({
    ask,
    view,
    now: options.now ?? Date.now,
    pollMs: options.outboxPollMs ?? 1500,
    pollLimit: options.outboxPollLimit ?? 40,
  });
  let generation = 0;
  // While the index syncs, the open card quietly takes newer answers (no loading state).
  const syncing = createSyncFollower(async () => {
    const current = subject.value;
    const mine = generation;
    if (!current || view.value.kind !== 'ready') return;
    const answer = await ask({ type: 'lookup.detail', phone: current.digits });
    if (mine !== generation || !answer.ok || view.value.kind !== 'ready') return;
    view.value = { kind: 'ready', detail: answer.data };
    void writes.adoptOutbox(answer.data);
    syncing.follow(answer.data);
  });

  const load = async (refresh: boolean) => {
    const current = subject.value;
    if (!current) return;
    const mine = ++generation;
    syncing.stop();
    view.value = { kind: 'loading' };
    const slow = setTimeout(() => {
      if (mine === generation && view.value.kind === 'loading')
        view.value = { kind: 'loading', slow: true };
    }, options.slowMs ?? 3_000);
    const answer = await ask({ type: 'lookup.detail', phone: current.digits, refresh });
    clearTimeout(slow);
    if (mine !== generation) return;
    if (answer.ok) {
      view.value = { kind: 'ready', detail: answer.data };
      void writes.adoptOutbox(answer.data);
      syncing.follow(answer.data);
    } else if (answer.error.kind === 'not_configured') view.value = { kind: 'not-configured' };
    else view.value = { kind: 'error', error: answer.error };
  };

  return {
    subject,
    view,
    pendingWrites: writes.pending,
    failingWrites: writes.failing,
    tagFailures: writes.refused,
    suggestions,
    open(next) {
      const same = subject.value?.digits === next.digits && view.value.kind === 'ready';
      subject.value = next;
      if (same) return;
      writes.reset();
      void load(false);
    },
    explain(explanation) {
      generation++;
      writes.reset();
      batch(() => {
        subject.value = { digits: '', raw: explanation.text };
        view.value = { kind: 'not-detected', explanation };
      });
    },
    reload() {
      writes.reset();
      void load(true);
    },
    close() {
      generation++;
      syncing.stop();
      writes.reset();
      batch(() => {
        subject.value = null;
        view.value = { kind: 'loading' };
      });
    },
    addTag: (target, tag) => writes.add(target, tag),
    removeTag: (target, tag) => writes.remove(target, tag),
    retryWrite: (id) => writes.retry(id),
    querySuggestions(prefix) {
      void ask({ type: 'tags.suggestions', prefix: prefix.slice(0, 64) }).then((answer) => {
        if (answer.ok) suggestions.value = answer.data;
      });
    },
    openOptions() {
      void ask({ type: 'options.open' });
    },
  };
}
