/**
 * The outbox every kind of waiting write stands on (tag writes: tag-outbox.ts; order
 * and call writes: record-outbox.ts). Writes wait in a stored list until the
 * service accepts them, so none is lost when the service worker stops: every change of the list
 * is one read-modify-write under one lock; a drain sends due writes one batch at a time (a
 * second call during a pass makes it look again), marks each sent entry by what its kind says
 * the answer means, backs failures off, and asks to be woken when the next one is due. Entries
 * in flight are never changed: a newer write then waits as an entry of its own.
 */
import { failAttempt, nextWake, renew, type QueuedWrite } from './attempts';

/** Where the list is kept: a background list, whose unreadable entries are set aside on read. */
export interface OutboxStore<E> {
  getValue(): Promise<E[]>;
  setValue(entries: E[]): Promise<void>;
}

/** Entries sent in one request. */
export interface OutboxBatch<E> {
  entries: E[];
}

/** What choosing a batch may look at. */
export interface DueContext {
  time: number;
  inFlight: ReadonlySet<string>;
  baseUrl: string | undefined;
}

/**
 * What the send's end means for one sent entry (`current`: as stored now): taken off the list,
 * one more failed attempt, or kept to be sent in its turn (it changed while in flight).
 */
export type Outcome = 'accepted' | 'failed' | 'kept';

/** One kind of write: how it is stored, batched, sent, and what an answer means. */
export interface OutboxKind<E extends QueuedWrite, B extends OutboxBatch<E>> {
  store: OutboxStore<E>;
  /** The next entries to send together, oldest first, or undefined when none is due. */
  due: (entries: readonly E[], at: DueContext) => B | undefined;
  /** Before choosing: stops entries that may not be sent; answers whether any changed. */
  hold?: (entries: E[], baseUrl: string | undefined) => boolean;
  /**
   * A write a stopped service worker was sending (its answer never came), before it is sent
   * again: the kind marks what the tracker may already hold (an add that may be stored).
   */
  interrupted?: (entry: E) => void;
  send: (batch: B) => Promise<void>;
  /** `error` undefined: the send succeeded. */
  outcome: (sent: E, current: E, error?: unknown) => Outcome;
  /** At most `max` entries: a new one past it is refused with `error()`, never dropped. */
  cap?: { max: number; error: () => Error };
  /** Thrown by retry or discard of an entry no longer waiting. */
  notFound: () => Error;
  /** The current service address: a write is stamped with it. */
  baseUrl: () => Promise<string | undefined>;
  /** Asks to be woken (drain) at this time; undefined: nothing is waiting. */
  scheduleWake: (at: number | undefined) => void;
  /**
   * The tracker accepted the entry: patch local copies. Called under the list's lock, before the
   * list without it is stored, so it must not change the list itself.
   */
  onAccepted?: (entry: E) => void | Promise<void>;
  /** After every write of the list. */
  onChange?: () => void;
  now?: () => number;
  newId?: () => string;
}

/**
 * How a new write meets the list: `same` picks the entries of its target; the latest of them not
 * being sent is handed to `fold`, which changes it to hold the new write too, or answers false;
 * otherwise `fresh` (told that entry, if any) gives the new entry's write.
 */
export interface Placement<E extends QueuedWrite> {
  same: (entry: E) => boolean;
  fold: (previous: E) => boolean;
  fresh: (previous: E | undefined) => Omit<E, keyof QueuedWrite>;
}

/**
 * Entries a stopped worker was sending (marked, not in flight here): their answer never came, so
 * the kind is told before they are sent again. Answers whether there were any.
 */
function reconcile<E extends QueuedWrite>(
  entries: E[],
  inFlight: ReadonlySet<string>,
  interrupted: ((entry: E) => void) | undefined,
): boolean {
  let found = false;
  for (const entry of entries) {
    if (entry.sendingSince === undefined || inFlight.has(entry.id)) continue;
    interrupted?.(entry);
    delete entry.sendingSince;
    found = true;
  }
  return found;
}

/** Marks the chosen entries in flight here and, stored, as being sent since `time`. */
function markSending<E extends QueuedWrite>(
  entries: E[],
  chosen: readonly E[],
  inFlight: Set<string>,
  time: number,
): boolean {
  const ids = new Set(chosen.map((entry) => entry.id));
  for (const entry of entries) {
    if (!ids.has(entry.id)) continue;
    inFlight.add(entry.id);
    entry.sendingSince = time;
  }
  return ids.size > 0;
}

export function createOutbox<E extends QueuedWrite, B extends OutboxBatch<E>>(
  kind: OutboxKind<E, B>,
) {
  const now = kind.now ?? Date.now;
  const newId = kind.newId ?? (() => crypto.randomUUID());
  let chain: Promise<unknown> = Promise.resolve();
  const inFlight = new Set<string>();
  let draining: Promise<void> | undefined;
  let rerun = false;

  // A copy: storage may hand back its fallback or its live object, which must stay untouched.
  const read = async () => structuredClone(await kind.store.getValue());

  /** Every read-modify-write of the stored list goes through here, one at a time. */
  function locked<T>(
    change: (entries: E[]) => T | Promise<T>,
    { write = true }: { write?: boolean | ((entries: E[]) => boolean) } = {},
  ): Promise<T> {
    let wrote = false;
    const next = chain.then(async () => {
      const entries = await read();
      const result = await change(entries);
      wrote = typeof write === 'function' ? write(entries) : write;
      if (wrote) await kind.store.setValue(entries);
      return result;
    });
    chain = next.catch(() => undefined);
    return next.finally(() => {
      if (wrote) kind.onChange?.();
    });
  }

  /**
   * Takes the accepted entries off the list and marks the others as the answer says. The local
   * copies are patched (`onAccepted`) before the list without them is stored: a reader in
   * between sees the write waiting or applied, never neither.
   */
  async function settle(batch: B, error?: unknown): Promise<void> {
    await locked(async (entries) => {
      for (const sent of batch.entries) {
        const at = entries.findIndex((e) => e.id === sent.id);
        if (at < 0) continue;
        delete entries[at]!.sendingSince;
        const outcome = kind.outcome(sent, entries[at]!, error);
        if (outcome === 'failed') failAttempt(entries[at]!, error, now());
        if (outcome !== 'accepted') continue;
        entries.splice(at, 1);
        await patchLocalCopies(sent);
      }
    });
  }

  /** A failure to patch a copy leaves it to the next sync; the tracker has the write. */
  async function patchLocalCopies(entry: E): Promise<void> {
    try {
      await kind.onAccepted?.(entry);
    } catch (error) {
      console.warn('An accepted write was not applied to the local copies:', error);
    }
  }

  async function failAll(batch: B, error: unknown) {
    const ids = new Set(batch.entries.map((e) => e.id));
    await locked((entries) => {
      for (const entry of entries) {
        if (!ids.has(entry.id)) continue;
        delete entry.sendingSince;
        failAttempt(entry, error, now());
      }
    });
  }

  /**
   * Chosen under the lock: an enqueue then sees the entries in flight and leaves them be. The
   * chosen entries are stored as being sent before the request leaves (`sendingSince`), so a
   * worker stopped before the answer leaves a trace the next one reconciles.
   */
  async function takeDue(): Promise<B | undefined> {
    const baseUrl = await kind.baseUrl();
    let changed = false;
    return locked(
      (entries) => {
        changed = reconcile(entries, inFlight, kind.interrupted);
        changed = (kind.hold?.(entries, baseUrl) ?? false) || changed;
        const due = kind.due(entries, { time: now(), inFlight, baseUrl });
        changed = markSending(entries, due?.entries ?? [], inFlight, now()) || changed;
        return due && structuredClone(due);
      },
      { write: () => changed },
    );
  }

  async function drainOnce(): Promise<void> {
    for (let batch = await takeDue(); batch; batch = await takeDue()) {
      try {
        try {
          await kind.send(batch);
          await settle(batch);
        } catch (error) {
          await settle(batch, error);
        }
      } catch (error) {
        await failAll(batch, error);
      } finally {
        for (const entry of batch.entries) inFlight.delete(entry.id);
      }
    }
    kind.scheduleWake(nextWake(await read(), now));
  }

  /** Finds a waiting entry by id, or throws `notFound`. */
  function find(entries: E[], id: string): E {
    const entry = entries.find((e) => e.id === id);
    if (!entry) throw kind.notFound();
    return entry;
  }

  const outbox = {
    /** Keeps a write (folded into an unsent one, or new) and starts sending; answers its id. */
    async enqueue({ same, fold, fresh }: Placement<E>): Promise<string> {
      const baseUrl = await kind.baseUrl();
      const id = await locked((entries) => {
        const previous = entries.filter((e) => !inFlight.has(e.id) && same(e)).at(-1);
        if (previous && fold(previous)) {
          renew(previous, baseUrl);
          return previous.id;
        }
        if (kind.cap && entries.length >= kind.cap.max) throw kind.cap.error();
        const entry = {
          id: newId(),
          ...fresh(previous),
          attempts: 0,
          state: 'pending',
          createdAt: now(),
          ...(baseUrl ? { baseUrl } : {}),
        } as E;
        entries.push(entry);
        return entry.id;
      });
      void outbox.drain();
      return id;
    },
    list: (): Promise<E[]> => read(),
    /** Sends the write again, to the current address (whatever it was made for). */
    async retry(id: string): Promise<string> {
      const baseUrl = await kind.baseUrl();
      await locked((entries) => renew(find(entries, id), baseUrl));
      void outbox.drain();
      return id;
    },
    /** Drops a write the user gave up on (only ever on their request; never one in flight). */
    async discard(id: string): Promise<void> {
      await locked((entries) => {
        const entry = find(entries, id);
        if (inFlight.has(entry.id)) throw kind.notFound();
        entries.splice(entries.indexOf(entry), 1);
      });
    },
    /** Sends every due write; a call during a pass makes the pass look again when done. */
    drain(): Promise<void> {
      if (draining) {
        rerun = true;
        return draining;
      }
      draining = (async () => {
        do {
          rerun = false;
          await drainOnce();
        } while (rerun);
      })().finally(() => {
        draining = undefined;
      });
      return draining;
    },
  };
  return outbox;
}
