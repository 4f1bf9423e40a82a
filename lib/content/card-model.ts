import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { RequestOf, RequestType, ResponseMap } from '../messaging/protocol';
import type { ErrorPayload, Result } from '../messaging/result';
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../lookup/types';
import { callTarget, leadTarget, sameTarget } from './tag-targets';

export type Ask = <T extends RequestType>(request: RequestOf<T>) => Promise<Result<ResponseMap[T]>>;

/** The number the card is about. */
export interface CardSubject {
  digits: string;
  /** As written on the page. */
  raw: string;
  extension?: string;
}

export type CardView =
  | { kind: 'loading' }
  | { kind: 'ready'; detail: PhoneDetail }
  | { kind: 'not-configured' }
  | { kind: 'error'; error: ErrorPayload };

export interface TagFailure {
  tag: string;
  error: ErrorPayload;
}

export interface CardModel {
  subject: ReadonlySignal<CardSubject | null>;
  view: ReadonlySignal<CardView>;
  /** Tag writes made from this card that the service has not accepted yet. */
  pendingWrites: ReadonlySignal<OutboxEntryView[]>;
  tagFailures: ReadonlySignal<TagFailure[]>;
  suggestions: ReadonlySignal<string[]>;
  /** Shows the card's data for a number (keeps what is loaded when it is the same number). */
  open(subject: CardSubject): void;
  reload(): void;
  close(): void;
  addTag(target: TagTarget, tag: string): Promise<void>;
  querySuggestions(prefix: string): void;
  openOptions(): void;
}

export interface CardModelOptions {
  ask: Ask;
  now?: () => number;
  /** How often to check whether saved tags left the outbox, and for how long. */
  outboxPollMs?: number;
  outboxPollLimit?: number;
}

/** State and actions of the hover card; the view renders it, the content script drives it. */
export function createCardModel(options: CardModelOptions): CardModel {
  const { ask } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.outboxPollMs ?? 1500;
  const pollLimit = options.outboxPollLimit ?? 40;
  const subject = signal<CardSubject | null>(null);
  const view = signal<CardView>({ kind: 'loading' });
  const pendingWrites = signal<OutboxEntryView[]>([]);
  const tagFailures = signal<TagFailure[]>([]);
  const suggestions = signal<string[]>([]);
  let generation = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let localIds = 0;

  const load = async (refresh: boolean) => {
    const current = subject.value;
    if (!current) return;
    const mine = ++generation;
    view.value = { kind: 'loading' };
    const answer = await ask({ type: 'lookup.detail', phone: current.digits, refresh });
    if (mine !== generation) return;
    if (answer.ok) view.value = { kind: 'ready', detail: answer.data };
    else if (answer.error.kind === 'not_configured') view.value = { kind: 'not-configured' };
    else view.value = { kind: 'error', error: answer.error };
  };

  const stopPolling = () => {
    if (pollTimer !== undefined) clearTimeout(pollTimer);
    pollTimer = undefined;
  };

  // The background keeps unsent tag writes in its outbox; a write that left it was accepted.
  const pollOutbox = (remaining: number) => {
    stopPolling();
    if (remaining <= 0 || pendingWrites.value.length === 0) return;
    const mine = generation;
    pollTimer = setTimeout(() => {
      void ask({ type: 'outbox.list' }).then((answer) => {
        if (mine !== generation || !answer.ok) return;
        const byId = new Map(answer.data.map((entry) => [entry.id, entry]));
        pendingWrites.value = pendingWrites.value.flatMap((write) => {
          if (write.id.startsWith('local-')) return [write];
          const entry = byId.get(write.id);
          return entry ? [entry] : [];
        });
        pollOutbox(remaining - 1);
      });
    }, pollMs);
  };

  const updateTags = (target: TagTarget, change: (tags: string[]) => string[]) => {
    const current = view.value;
    if (current.kind !== 'ready') return;
    const retag = <T extends { tags: string[] }>(entry: T, entryTarget: TagTarget): T =>
      sameTarget(entryTarget, target) ? { ...entry, tags: change(entry.tags) } : entry;
    const { detail } = current;
    view.value = {
      kind: 'ready',
      detail: {
        ...detail,
        calls: detail.calls.map((call) => retag(call, callTarget(call))),
        leads: detail.leads.map((lead) => retag(lead, leadTarget(lead))),
      },
    };
  };

  return {
    subject,
    view,
    pendingWrites,
    tagFailures,
    suggestions,
    open(next) {
      const same = subject.value?.digits === next.digits && view.value.kind === 'ready';
      subject.value = next;
      if (same) return;
      batch(() => {
        pendingWrites.value = [];
        tagFailures.value = [];
      });
      stopPolling();
      void load(false);
    },
    reload() {
      void load(true);
    },
    close() {
      generation++;
      stopPolling();
      batch(() => {
        subject.value = null;
        view.value = { kind: 'loading' };
        pendingWrites.value = [];
        tagFailures.value = [];
      });
    },
    async addTag(target, rawTag) {
      const tag = rawTag.trim();
      if (tag === '' || view.value.kind !== 'ready') return;
      const mine = generation;
      const localId = `local-${++localIds}`;
      batch(() => {
        updateTags(target, (tags) => (tags.includes(tag) ? tags : [...tags, tag]));
        pendingWrites.value = [
          ...pendingWrites.value,
          { id: localId, target, op: 'add', tag, attempts: 0, state: 'pending', createdAt: now() },
        ];
        tagFailures.value = tagFailures.value.filter((failure) => failure.tag !== tag);
      });
      const answer = await ask({ type: 'tags.add', target, tag });
      if (mine !== generation) return;
      if (answer.ok) {
        pendingWrites.value = pendingWrites.value.map((write) =>
          write.id === localId ? { ...write, id: answer.data.outboxId } : write,
        );
        pollOutbox(pollLimit);
        return;
      }
      batch(() => {
        updateTags(target, (tags) => tags.filter((existing) => existing !== tag));
        pendingWrites.value = pendingWrites.value.filter((write) => write.id !== localId);
        tagFailures.value = [...tagFailures.value, { tag, error: answer.error }];
      });
    },
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
