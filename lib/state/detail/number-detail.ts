/**
 * One number's detail and its waiting tag writes: the one model behind the hover card and the
 * popup's detail (both wrap it). A tag write shows at once; the background then pushes the
 * outbox as it changes (lib/messaging/outbox-watch.ts), so a write accepted by the service
 * leaves the list without anyone asking.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { OutboxListener, OutboxWatch, WatchOutbox } from '../../messaging/outbox-watch';
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../../types/phone-data';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import { dataOf, idle, loading, type LoadState } from '../load-state';
import { createSyncFollower, isUpdating } from './follow-sync';
import {
  createMadeWrites,
  localWrite,
  queuedAs,
  retried,
  shownWrites,
  stillOwn,
  unheardOf,
  type OwnWrite,
} from './own-writes';
import { createRemovalUndo, type Removal } from './removal-undo';
import { isShown, withTagWrite } from './tag-targets';

/** A tag write the background refused outright (not queued). */
export interface TagFailure {
  tag: string;
  op: 'add' | 'remove';
  error: ErrorPayload;
}

export { UNDO_MS, type Removal } from './removal-undo';

export interface NumberDetail {
  phone: ReadonlySignal<string | null>;
  detail: ReadonlySignal<LoadState<PhoneDetail>>;
  /** Tag writes of the calls and leads shown that the service has not accepted yet. */
  pending: ReadonlySignal<OutboxEntryView[]>;
  /** Of those, the ones the background stopped retrying until the user asks. */
  failing: ReadonlySignal<OutboxEntryView[]>;
  /** Writes refused outright, newest last. */
  refused: ReadonlySignal<TagFailure[]>;
  suggestions: ReadonlySignal<string[]>;
  /** The tag removed last, for `UNDO_MS`; null otherwise. */
  lastRemoval: ReadonlySignal<Removal | null>;
  /**
   * Puts the tag removed last back, through the outbox like any write: a removal still
   * waiting there is replaced by the add (one write per target and tag, never two), one
   * already sent is followed by the add.
   */
  undoRemoval(): Promise<void>;
  /** The pointer or focus on the undo offer (it waits meanwhile) or gone from it. */
  holdRemoval(held: boolean): void;
  /** Loads a number (forgetting the one before). */
  show(phone: string): Promise<void>;
  /** Asks the service again; the data shown stays until the answer. */
  refresh(): Promise<void>;
  clear(): void;
  addTag(target: TagTarget, tag: string): Promise<void>;
  /** Calls only: the service cannot remove a lead's tags. */
  removeTag(target: TagTarget, tag: string): Promise<void>;
  retryWrite(id: string): Promise<void>;
  querySuggestions(prefix: string): Promise<void>;
  /** Stops hearing of the outbox. */
  dispose(): void;
}

export interface NumberDetailOptions {
  ask: Ask;
  /** How the background's outbox is heard; without it, writes stay pending as first shown. */
  watchOutbox?: WatchOutbox;
  now?: () => number;
}

export function createNumberDetail(options: NumberDetailOptions): NumberDetail {
  const { ask } = options;
  const now = options.now ?? Date.now;
  const phone = signal<string | null>(null);
  const detail = signal<LoadState<PhoneDetail>>(idle);
  const fed = signal<OutboxEntryView[]>([]);
  const own = signal<OwnWrite[]>([]);
  const refused = signal<TagFailure[]>([]);
  const suggestions = createSuggestions(ask);
  const removal = createRemovalUndo();
  const forgetRemoval = removal.forget;
  let generation = 0;
  let localIds = 0;
  const made = createMadeWrites();

  // While a reload runs, the previous data still decides which writes belong on screen.
  const pending = computed(() => shownWrites(dataOf(detail.value), fed.value, own.value));
  const failing = computed(() => pending.value.filter((write) => write.state === 'failing'));

  const heard = (entries: OutboxEntryView[], answers: number) => {
    const ids = new Set(entries.map((entry) => entry.id));
    const accepted = made.leftWith(fed.value, own.value, ids, answers);
    batch(() => {
      // Writes made elsewhere (another tab, an earlier visit) show on the tags at once too.
      for (const entry of unheardOf(entries, fed.value, own.value)) {
        retag(entry.target, entry.op, entry.tag);
      }
      fed.value = entries;
      own.value = stillOwn(own.value, ids, answers);
    });
    // A write made here left the outbox: the tracker now has it, with whatever else it did
    // (a lead's status, a merged tag), so the detail asks again.
    if (accepted) void reaskQuietly(true);
  };
  const watch = followOutbox(options.watchOutbox, heard);

  /** Shows an answer with the waiting writes heard of; follows it while the index syncs. */
  const showAnswer = (data: PhoneDetail) => {
    detail.value = { status: 'ready', data: withWaitingWrites(data, fed.value) };
    // A content script may now see the writes of the records just shown: ask for the list.
    watch.resend();
    syncing.follow(data);
  };

  const load = async (refresh: boolean) => {
    const current = phone.value;
    if (!current) return;
    const mine = ++generation;
    syncing.stop();
    detail.value = loading(detail.value);
    const answer = await ask({ type: 'lookup.detail', phone: current, refresh });
    if (mine !== generation) return;
    if (answer.ok) showAnswer(answer.data);
    else detail.value = { status: 'error', error: answer.error };
  };
  /** Asks again without a loading state: the data shown stays until the answer. */
  // Quiet re-asks may overlap (two writes accepted in a row): only the newest one's answer is
  // shown, or an answer taken before the second write landed would bring its old state back.
  let quietAsks = 0;
  const reaskQuietly = async (refresh: boolean) => {
    const [current, mine, asked] = [phone.value, generation, ++quietAsks];
    if (!current || detail.value.status !== 'ready') return;
    const answer = await ask({ type: 'lookup.detail', phone: current, refresh });
    if (mine !== generation || asked !== quietAsks || detail.value.status !== 'ready') return;
    if (!answer.ok) {
      // A local answer said to be updating ends with the service's failure (a refused key),
      // said as such; a syncing one keeps showing what the index has.
      if (isUpdating(detail.value.data)) detail.value = { status: 'error', error: answer.error };
      return;
    }
    showAnswer(answer.data);
  };
  // While the index syncs, the answer shown is asked again now and then, quietly: a re-ask
  // answered from the index costs no request to the tracker.
  const syncing = createSyncFollower(() => reaskQuietly(false));

  /** Stops the undo offer, the sync follower and hearing of the outbox. */
  const stopAll = () => {
    forgetRemoval();
    syncing.stop();
    watch.stop();
    fed.value = [];
  };

  /** Forgets the number shown, its writes and answers still on their way. */
  const showOnly = (next: string | null) => {
    generation += 1;
    batch(() => {
      phone.value = next;
      detail.value = idle;
      own.value = [];
      made.clear();
      refused.value = [];
    });
  };

  const retag = (target: TagTarget, op: 'add' | 'remove', tag: string) => {
    detail.value = retagged(detail.value, target, op, tag);
  };

  const write = async (target: TagTarget, op: 'add' | 'remove', rawTag: string) => {
    const tag = rawTag.trim();
    if (tag === '' || detail.value.status !== 'ready') return;
    const mine = generation;
    const entry = localWrite(`local-${++localIds}`, target, op, tag, now());
    batch(() => {
      retag(target, op, tag);
      own.value = [...own.value, { entry }];
      refused.value = refused.value.filter((failure) => failure.tag !== tag);
    });
    const answer = await ask({ type: op === 'add' ? 'tags.add' : 'tags.remove', target, tag });
    if (mine !== generation) return;
    if (answer.ok) {
      if (op === 'remove') removal.remember({ target, tag });
      made.add(answer.data.outboxId);
      own.value = queuedAs(own.value, entry.id, answer.data.outboxId, watch.resend());
      return;
    }
    batch(() => {
      retag(target, op === 'add' ? 'remove' : 'add', tag);
      own.value = own.value.filter((w) => w.entry.id !== entry.id);
      refused.value = [...refused.value, { tag, op, error: answer.error }];
    });
  };

  return {
    phone,
    detail,
    pending,
    failing,
    refused,
    suggestions: suggestions.list,
    querySuggestions: suggestions.query,
    lastRemoval: removal.last,
    holdRemoval: removal.hold,
    async undoRemoval() {
      const last = removal.last.value;
      forgetRemoval();
      if (last) await write(last.target, 'add', last.tag);
    },
    async show(next) {
      forgetRemoval();
      showOnly(next);
      watch.start();
      await load(false);
    },
    refresh: () => load(true),
    clear() {
      stopAll();
      showOnly(null);
    },
    addTag: (target, tag) => write(target, 'add', tag),
    removeTag: (target, tag) =>
      target.kind === 'call' ? write(target, 'remove', tag) : Promise.resolve(),
    async retryWrite(id) {
      const mine = generation;
      const entry = fed.value.find((e) => e.id === id);
      const answer = await ask({ type: 'outbox.retry', id });
      if (mine !== generation) return;
      if (answer.ok) {
        fed.value = retried(fed.value, id);
        return;
      }
      batch(() => {
        // Not in the outbox any more: nothing is left to retry.
        fed.value = fed.value.filter((e) => e.id !== id);
        if (entry && answer.error.kind !== 'not_found') {
          refused.value = [...refused.value, { tag: entry.tag, op: entry.op, error: answer.error }];
        }
      });
    },
    dispose: () => stopAll(),
  };
}

/** The tag names the service suggests for a prefix. */
function createSuggestions(ask: Ask) {
  const list = signal<string[]>([]);
  return {
    list,
    async query(prefix: string) {
      const answer = await ask({ type: 'tags.suggestions', prefix: prefix.slice(0, 64) });
      if (answer.ok) list.value = answer.data;
    },
  };
}

/** A ready detail with a tag write applied; any other state as it is. */
function retagged(
  state: LoadState<PhoneDetail>,
  target: TagTarget,
  op: 'add' | 'remove',
  tag: string,
): LoadState<PhoneDetail> {
  return state.status === 'ready'
    ? { status: 'ready', data: withTagWrite(state.data, target, op, tag) }
    : state;
}

/** The background's outbox as heard from here: started on the first number, stopped on clear. */
function followOutbox(watchOutbox: WatchOutbox | undefined, heard: OutboxListener) {
  let watch: OutboxWatch | undefined;
  return {
    start() {
      watch ??= watchOutbox?.(heard);
    },
    stop() {
      watch?.close();
      watch = undefined;
    },
    /** Asks for the list again; answers the request's number (undefined when not watching). */
    resend: () => watch?.resend(),
  };
}

/** The answer with the waiting writes already heard of applied (as the background does). */
function withWaitingWrites(detail: PhoneDetail, writes: readonly OutboxEntryView[]): PhoneDetail {
  return writes.reduce(
    (shown, write) =>
      isShown(shown, write.target) ? withTagWrite(shown, write.target, write.op, write.tag) : shown,
    detail,
  );
}
