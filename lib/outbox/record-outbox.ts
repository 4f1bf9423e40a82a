/**
 * Order and call writes (add, update, order tags) wait here, in the background's own database
 * (out of content scripts' reach), until the tracker accepts them: none is lost when the service
 * worker stops or a send fails, and none is applied twice (the outbox itself: lib/outbox). The
 * record's id is the idempotency key: a second write for a record whose earlier one is not yet
 * sent is merged into it, and an add whose answer was lost and that then meets "already exists"
 * was stored by the lost attempt, so it counts as accepted. Writes of one record go out in the
 * order made, one at a time; a write made for another service address waits for it.
 */
import { createOutbox, type DueContext } from './outbox';
import { kindOf } from './attempts';
import { defineBackgroundList } from '../storage/background-store';
import { RecordOutboxEntrySchema } from './record-outbox-schema';
import type { RecordWrite, RecordWriteView } from '../types/workspace-data';

/** An entry that no longer reads is kept aside, never dropped (lib/storage/README.md). */
export const recordOutboxItem = defineBackgroundList<RecordWriteView>('recordOutbox', {
  entry: RecordOutboxEntrySchema,
  schema: RecordOutboxEntrySchema.array(),
  version: 1,
});

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

const isAdd = (write: RecordWrite) => write.kind === 'order.add' || write.kind === 'call.add';

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

/** An add made again after one that may be stored: sent as an update of it. */
function asCorrection(write: RecordWrite): RecordWrite {
  if (write.kind === 'order.add') return { ...write, kind: 'order.update' };
  if (write.kind === 'call.add') return { ...write, kind: 'call.update' };
  return write;
}

/** The first due write of the current address whose record has no earlier write waiting. */
function dueWrite(entries: readonly RecordWriteView[], { time, baseUrl }: DueContext) {
  const entry = entries.find(
    (entry, i) =>
      entry.state === 'pending' &&
      (entry.nextAttemptAt ?? 0) <= time &&
      (!baseUrl || !entry.baseUrl || entry.baseUrl === baseUrl) &&
      !entries.slice(0, i).some((earlier) => recordKey(earlier.write) === recordKey(entry.write)),
  );
  return entry && { entries: [entry] };
}

/** A failed send; an add whose answer was lost may be stored: "already exists" then is done. */
function outcome(_sent: RecordWriteView, current: RecordWriteView, error?: unknown) {
  if (error === undefined) return 'accepted';
  const kind = kindOf(error) ?? '';
  // The earlier attempt was stored after all: the write is done, not doubled.
  if (kind === 'conflict' && isAdd(current.write) && current.maybeStored) return 'accepted';
  if (isAdd(current.write) && ANSWER_LOST.has(kind)) current.maybeStored = true;
  return 'failed';
}

/** An add the tracker may hold: its answer was lost, or a stopped worker was sending it. */
const mayBeStored = (entry: RecordWriteView): boolean =>
  entry.maybeStored === true || (isAdd(entry.write) && entry.sendingSince !== undefined);

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
  const outbox = createOutbox({
    ...deps,
    store: recordOutboxItem,
    due: dueWrite,
    send: (batch) => deps.send(batch.entries[0]!.write),
    outcome,
    // A stopped worker sent it and never heard back: an add may be stored, as after a lost answer.
    interrupted: (entry) => {
      if (isAdd(entry.write)) entry.maybeStored = true;
    },
    notFound: () => new RecordWriteNotFoundError(),
  });
  return {
    /** Keeps the write and starts sending; answers the id of the entry that holds it. */
    enqueue: (write: RecordWrite): Promise<string> =>
      outbox.enqueue({
        same: (e) => recordKey(e.write) === recordKey(write),
        fold: (previous) => {
          const merged = !mayBeStored(previous) && mergeWrites(previous.write, write);
          if (merged) previous.write = merged;
          return !!merged;
        },
        // An add that may already be stored is not changed: its retry would meet "already
        // exists" and drop the change. What follows it goes as a correction of its own.
        fresh: (previous) => ({
          write: previous && mayBeStored(previous) ? asCorrection(write) : write,
        }),
      }),
    list: outbox.list,
    /** Sends a failing write again, to the current address. */
    retry: outbox.retry,
    /** Drops a write the user gave up on (only ever on their request). */
    discard: outbox.discard,
    drain: outbox.drain,
  };
}
