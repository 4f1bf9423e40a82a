import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { ErrorPayload } from '../types/result';
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../types/phone-data';
import type { Ask, CardView } from './card-model';
import { callTarget, leadTarget, sameTarget } from './tag-targets';

/** A tag write the background refused outright (not queued). */
export interface TagFailure {
  tag: string;
  op: 'add' | 'remove';
  error: ErrorPayload;
}

export interface CardTagWrites {
  /** Unsent writes for the shown number: made from this card or found in the outbox. */
  pending: ReadonlySignal<OutboxEntryView[]>;
  /** Of those, the ones the background gave up on until the user retries. */
  failing: ReadonlySignal<OutboxEntryView[]>;
  refused: ReadonlySignal<TagFailure[]>;
  add(target: TagTarget, tag: string): Promise<void>;
  /** Calls only: the service cannot remove a lead's tags. */
  remove(target: TagTarget, tag: string): Promise<void>;
  retry(id: string): Promise<void>;
  /** Picks up the outbox's writes for a freshly loaded number (earlier visits, other tabs). */
  adoptOutbox(detail: PhoneDetail): Promise<void>;
  /** Forgets everything (another number, card closed). */
  reset(): void;
}

export interface CardTagWritesOptions {
  ask: Ask;
  /** The card's view: writes are shown in it at once, before the service confirms them. */
  view: Signal<CardView>;
  now: () => number;
  pollMs: number;
  pollLimit: number;
}

const isLocal = (write: OutboxEntryView) => write.id.startsWith('local-');

/** Tag writes from the card: optimistic in the view, then followed in the background's outbox. */
export function createCardTagWrites(options: CardTagWritesOptions): CardTagWrites {
  const { ask, view, now } = options;
  const pending = signal<OutboxEntryView[]>([]);
  const refused = signal<TagFailure[]>([]);
  const failing = computed(() => pending.value.filter((write) => write.state === 'failing'));
  let generation = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let localIds = 0;

  const stopPolling = () => {
    if (pollTimer !== undefined) clearTimeout(pollTimer);
    pollTimer = undefined;
  };

  // A write that left the outbox was accepted; a failing one waits for the user.
  const poll = (remaining: number) => {
    stopPolling();
    const waiting = pending.value.some((write) => write.state === 'pending');
    if (remaining <= 0 || !waiting) return;
    const mine = generation;
    pollTimer = setTimeout(() => {
      void ask({ type: 'outbox.list' }).then((answer) => {
        if (mine !== generation || !answer.ok) return;
        const byId = new Map(answer.data.map((entry) => [entry.id, entry]));
        pending.value = pending.value.flatMap((write) => {
          if (isLocal(write)) return [write];
          const entry = byId.get(write.id);
          return entry ? [entry] : [];
        });
        poll(remaining - 1);
      });
    }, options.pollMs);
  };

  const changeTags = (target: TagTarget, change: (tags: string[]) => string[]) => {
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
  const withTag = (tag: string) => (tags: string[]) => (tags.includes(tag) ? tags : [...tags, tag]);
  const withoutTag = (tag: string) => (tags: string[]) => tags.filter((t) => t !== tag);

  const write = async (target: TagTarget, op: 'add' | 'remove', rawTag: string) => {
    const tag = rawTag.trim();
    if (tag === '' || view.value.kind !== 'ready') return;
    const mine = generation;
    const localId = `local-${++localIds}`;
    const entry: OutboxEntryView = {
      id: localId,
      target,
      op,
      tag,
      attempts: 0,
      state: 'pending',
      createdAt: now(),
    };
    batch(() => {
      changeTags(target, op === 'add' ? withTag(tag) : withoutTag(tag));
      pending.value = [...pending.value, entry];
      refused.value = refused.value.filter((failure) => failure.tag !== tag);
    });
    const answer = await ask({ type: op === 'add' ? 'tags.add' : 'tags.remove', target, tag });
    if (mine !== generation) return;
    if (answer.ok) {
      const { outboxId } = answer.data;
      // The outbox keeps one write per target and tag: a newer one replaces the older.
      pending.value = pending.value.flatMap((w) => {
        if (w.id === localId) return [{ ...w, id: outboxId }];
        return w.id === outboxId ? [] : [w];
      });
      poll(options.pollLimit);
      return;
    }
    batch(() => {
      changeTags(target, op === 'add' ? withoutTag(tag) : withTag(tag));
      pending.value = pending.value.filter((w) => w.id !== localId);
      refused.value = [...refused.value, { tag, op, error: answer.error }];
    });
  };

  return {
    pending,
    failing,
    refused,
    add: (target, tag) => write(target, 'add', tag),
    remove: (target, tag) =>
      target.kind === 'call' ? write(target, 'remove', tag) : Promise.resolve(),
    async retry(id) {
      const mine = generation;
      const answer = await ask({ type: 'outbox.retry', id });
      if (mine !== generation) return;
      pending.value = answer.ok
        ? pending.value.map((w) =>
            w.id === id ? { ...w, state: 'pending', attempts: 0, lastError: undefined } : w,
          )
        : // Not in the outbox any more: nothing left to retry.
          pending.value.filter((w) => w.id !== id);
      poll(options.pollLimit);
    },
    async adoptOutbox(detail) {
      const mine = generation;
      const answer = await ask({ type: 'outbox.list' });
      if (mine !== generation || !answer.ok) return;
      const targets = [...detail.calls.map(callTarget), ...detail.leads.map(leadTarget)];
      const known = new Set(pending.value.map((w) => w.id));
      const found = answer.data.filter(
        (entry) =>
          !known.has(entry.id) && targets.some((target) => sameTarget(target, entry.target)),
      );
      if (found.length === 0) return;
      batch(() => {
        for (const entry of found) {
          changeTags(entry.target, entry.op === 'add' ? withTag(entry.tag) : withoutTag(entry.tag));
        }
        pending.value = [...pending.value, ...found];
      });
      poll(options.pollLimit);
    },
    reset() {
      generation++;
      stopPolling();
      batch(() => {
        pending.value = [];
        refused.value = [];
      });
    },
  };
}
