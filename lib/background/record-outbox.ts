/**
 * Order and call writes (add, update, order tags) wait here, in the background's own database
 * (out of content scripts' reach), until the tracker accepts them: none is lost when the service worker stops or a send fails, and none
 * is applied twice. The record's id is the idempotency key: a second write for a record whose
 * earlier one is not yet sent is merged into it, and an add whose answer was lost and that then
 * meets "already exists" was stored by the lost attempt, so it counts as accepted.
 * Writes of one record go out in the order made; failures back off like tag writes.
 */
import { backoffMs, MAX_ATTEMPTS } from '../lookup/tag-outbox';
import { errorKindOf } from '../lookup/tracker-source';
import { defineBackgroundList } from '../storage/background-store';
import { RecordOutboxEntrySchema } from './record-outbox-schema';
import type { RecordWrite, RecordWriteView } from '../types/workspace-data';

/** An entry that no longer reads is kept aside, never dropped (lib/storage/README.md). */
export const recordOutboxItem = defineBackgroundList<RecordWriteView>('recordOutbox', {
  entry: RecordOutboxEntrySchema,
  schema: RecordOutboxEntrySchema.array(),
  version: 1,
});

/** Errors that another try cannot fix: the user corrects the write or discards it. */
const NON_RETRYABLE = new Set(['auth', 'bad_request', 'not_found', 'conflict']);
/** Errors after which the write may have reached the tracker all the same. */
const ANSWER_LOST = new Set(['network', 'timeout', 'server', 'invalid_response']);

export class RecordWriteNotFoundError extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('This write is no longer waiting to be sent.');
  }
}

/** The record a write is about: writes of one record are sent one after another. */
export function recordKey(write: RecordWrite): string {
  if (write.kind === 'order.tags') return `order:${write.counterId}:${write.orderId}`;
  if ('call' in write) return `call:${write.counterId}:${write.call.callId}`;
  return `order:${write.counterId}:${write.order.orderId}`;
}

/**
 * `next` folded into the unsent `previous` of the same record, or undefined when they must stay
 * two writes (an add after an update, tags after a field change).
 */
export function mergeWrites(previous: RecordWrite, next: RecordWrite): RecordWrite | undefined {
  if (previous.kind === 'order.tags' && next.kind === 'order.tags') {
    return { ...previous, tags: [...new Set([...previous.tags, ...next.tags])] };
  }
  const orderFields = previous.kind === 'order.add' || previous.kind === 'order.update';
  if (orderFields && (next.kind === 'order.update' || next.kind === previous.kind)) {
    // An update of an unsent add changes what will be added.
    return { ...previous, order: { ...previous.order, ...next.order } } as RecordWrite;
  }
  const callFields = previous.kind === 'call.add' || previous.kind === 'call.update';
  if (callFields && (next.kind === 'call.update' || next.kind === previous.kind)) {
    return { ...previous, call: { ...previous.call, ...next.call } } as RecordWrite;
  }
  return undefined;
}

export interface RecordOutboxDeps {
  /** Sends one write to the tracker; throws an error with a `kind` on failure. */
  send: (write: RecordWrite) => Promise<void>;
  baseUrl: () => Promise<string | undefined>;
  scheduleWake: (at: number | undefined) => void;
  onAccepted?: (entry: RecordWriteView) => void;
  now?: () => number;
  newId?: () => string;
}

export type RecordOutbox = ReturnType<typeof createRecordOutbox>;

export function createRecordOutbox(deps: RecordOutboxDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  let chain: Promise<unknown> = Promise.resolve();
  let inFlightId: string | undefined;
  let draining: Promise<void> | undefined;
  let rerun = false;

  const read = async () => structuredClone(await recordOutboxItem.getValue());

  /** Every read-modify-write of the stored list, one at a time. */
  function locked<T>(change: (entries: RecordWriteView[]) => T): Promise<T> {
    const next = chain.then(async () => {
      const entries = await read();
      const result = change(entries);
      await recordOutboxItem.setValue(entries);
      return result;
    });
    chain = next.catch(() => undefined);
    return next;
  }

  function dueEntry(entries: RecordWriteView[], baseUrl: string | undefined) {
    const time = now();
    return entries.find(
      (entry, i) =>
        entry.state === 'pending' &&
        (entry.nextAttemptAt ?? 0) <= time &&
        (!baseUrl || !entry.baseUrl || entry.baseUrl === baseUrl) &&
        !entries.slice(0, i).some((earlier) => recordKey(earlier.write) === recordKey(entry.write)),
    );
  }

  function settle(id: string, error: unknown) {
    return locked((entries) => {
      const entry = entries.find((e) => e.id === id);
      if (!entry) return;
      const kind = errorKindOf(error);
      const isAdd = entry.write.kind === 'order.add' || entry.write.kind === 'call.add';
      // The earlier attempt was stored after all: the write is done, not doubled.
      if (kind === 'conflict' && isAdd && entry.maybeStored) {
        entries.splice(entries.indexOf(entry), 1);
        deps.onAccepted?.(entry);
        return;
      }
      entry.attempts += 1;
      entry.lastError = error instanceof Error ? error.message : String(error);
      if (isAdd && ANSWER_LOST.has(kind)) entry.maybeStored = true;
      if (NON_RETRYABLE.has(kind) || entry.attempts >= MAX_ATTEMPTS) {
        entry.state = 'failing';
        delete entry.nextAttemptAt;
      } else {
        const retryAfter = (error as { retryAfterMs?: number } | null)?.retryAfterMs;
        entry.nextAttemptAt = now() + backoffMs(entry.attempts, retryAfter);
      }
    });
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const baseUrl = await deps.baseUrl();
      const entry = await locked((entries) => {
        const due = dueEntry(entries, baseUrl);
        inFlightId = due?.id;
        return due && structuredClone(due);
      });
      if (!entry) break;
      try {
        await deps.send(entry.write);
        await locked((entries) => {
          const at = entries.findIndex((e) => e.id === entry.id);
          if (at >= 0) entries.splice(at, 1);
        });
        deps.onAccepted?.(entry);
      } catch (error) {
        await settle(entry.id, error);
      } finally {
        inFlightId = undefined;
      }
    }
    const waiting = (await read())
      .filter((e) => e.state === 'pending')
      .map((e) => e.nextAttemptAt ?? now());
    deps.scheduleWake(waiting.length > 0 ? Math.min(...waiting) : undefined);
  }

  const outbox = {
    /** Keeps the write and starts sending; answers the id of the entry that holds it. */
    async enqueue(write: RecordWrite): Promise<string> {
      const baseUrl = await deps.baseUrl();
      const id = await locked((entries) => {
        const key = recordKey(write);
        const unsent = entries.filter((e) => e.id !== inFlightId && recordKey(e.write) === key);
        const previous = unsent.at(-1);
        // An add that may already be stored is not changed: its retry would meet "already
        // exists" and drop the change. What follows it goes as a correction of its own.
        if (previous?.maybeStored && (write.kind === 'order.add' || write.kind === 'call.add')) {
          write = {
            ...write,
            kind: write.kind === 'order.add' ? 'order.update' : 'call.update',
          } as RecordWrite;
        }
        const merged = previous && !previous.maybeStored && mergeWrites(previous.write, write);
        if (previous && merged) {
          previous.write = merged;
          previous.state = 'pending';
          previous.attempts = 0;
          delete previous.lastError;
          delete previous.nextAttemptAt;
          if (baseUrl) previous.baseUrl = baseUrl;
          return previous.id;
        }
        const entry: RecordWriteView = {
          id: newId(),
          write,
          state: 'pending',
          attempts: 0,
          createdAt: now(),
          ...(baseUrl ? { baseUrl } : {}),
        };
        entries.push(entry);
        return entry.id;
      });
      void outbox.drain();
      return id;
    },
    list: (): Promise<RecordWriteView[]> => read(),
    /** Sends a failing write again, to the current address. */
    async retry(id: string): Promise<string> {
      const baseUrl = await deps.baseUrl();
      await locked((entries) => {
        const entry = entries.find((e) => e.id === id);
        if (!entry) throw new RecordWriteNotFoundError();
        entry.state = 'pending';
        entry.attempts = 0;
        delete entry.lastError;
        delete entry.nextAttemptAt;
        if (baseUrl) entry.baseUrl = baseUrl;
      });
      void outbox.drain();
      return id;
    },
    /** Drops a write the user gave up on (only ever on their request). */
    async discard(id: string): Promise<void> {
      await locked((entries) => {
        const at = entries.findIndex((e) => e.id === id && e.id !== inFlightId);
        if (at < 0) throw new RecordWriteNotFoundError();
        entries.splice(at, 1);
      });
    },
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
