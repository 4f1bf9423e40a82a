/**
 * Tag writes wait here until the service accepts them, so none is lost when the service worker
 * stops or the browser restarts (the outbox itself: lib/outbox). One write per target+tag at a
 * time, in the order given: add/remove are idempotent, so re-sending after a crash is harmless,
 * and a newer op on the same target+tag replaces an unsent older one (its final state is what
 * the user asked for last). Due writes are sent together (`tag-batch.ts`). Failed sends back
 * off; a non-retryable error or too many attempts make the entry `failing` until the user
 * retries it. A change made for another service address stops, visibly, until retried. The
 * list is capped: a write past the cap is refused with an error the user sees, never dropped.
 */
import { createOutbox } from './outbox';
import { tagOutboxItem } from '../storage/items';
import { MAX_OUTBOX_ENTRIES } from './tag-limits';
import type { OutboxEntryView, TagTarget } from '../types/phone-data';
import { dueBatch, targetId, targetKey, type TagBatch } from './tag-batch';

export { MAX_ATTEMPTS, backoffMs } from './attempts';
export { MAX_IDS_PER_REQUEST, targetKey, type TagBatch } from './tag-batch';
export { MAX_OUTBOX_ENTRIES };

export class OutboxFullError extends Error {
  readonly kind = 'outbox_full' as const;
  constructor() {
    super(
      `${MAX_OUTBOX_ENTRIES} tag changes are already waiting to be sent; wait until the service accepts them, or retry or clear the failing ones.`,
    );
  }
}

export class OutboxEntryNotFoundError extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('This tag change is no longer waiting to be sent.');
  }
}

export interface TagOutboxDeps {
  /** Sends one batch to the tracker (the background's `sendTagBatch`); throws an error with a `kind`. */
  send: (batch: TagBatch) => Promise<void>;
  /** The current service address: a change made for another one is not sent there. */
  baseUrl?: () => Promise<string | undefined>;
  /** Asks to be woken (drain) at this time; undefined: nothing is waiting. */
  scheduleWake: (at: number | undefined) => void;
  /** The service accepted a write: patch local copies. */
  onAccepted?: (entry: OutboxEntryView) => Promise<void>;
  onChange?: () => void;
  now?: () => number;
  newId?: () => string;
}

export type TagOutbox = ReturnType<typeof createTagOutbox>;

/** Ids the service refused in a write that it applied to the others (see `failedIds`). */
function refusedIds(error: unknown): ReadonlySet<string> | undefined {
  const ids = (error as { failedIds?: unknown } | null)?.failedIds;
  return Array.isArray(ids) ? new Set(ids.map(String)) : undefined;
}

/** Pending changes made for another address stop, visibly, until retried. */
function holdOtherAddresses(entries: OutboxEntryView[], baseUrl: string | undefined): boolean {
  let changed = false;
  for (const entry of entries) {
    if (entry.state !== 'pending' || !baseUrl || !entry.baseUrl) continue;
    if (entry.baseUrl === baseUrl) continue;
    entry.state = 'failing';
    entry.lastError = `Made for ${entry.baseUrl}`;
    delete entry.nextAttemptAt;
    changed = true;
  }
  return changed;
}

export function createTagOutbox(deps: TagOutboxDeps) {
  const outbox = createOutbox<OutboxEntryView, TagBatch>({
    store: tagOutboxItem,
    due: (entries, { time, inFlight }) => dueBatch(entries, time, inFlight),
    hold: holdOtherAddresses,
    send: deps.send,
    outcome(sent, current, error) {
      const refused = error === undefined ? new Set<string>() : refusedIds(error);
      if (refused === undefined || refused.has(targetId(sent.target))) return 'failed';
      // Changed meanwhile (not what was sent): it stays to be sent in its turn.
      return current.op === sent.op ? 'accepted' : 'kept';
    },
    cap: { max: MAX_OUTBOX_ENTRIES, error: () => new OutboxFullError() },
    notFound: () => new OutboxEntryNotFoundError(),
    baseUrl: deps.baseUrl ?? (async () => undefined),
    scheduleWake: deps.scheduleWake,
    onAccepted: deps.onAccepted,
    onChange: deps.onChange,
    now: deps.now,
    newId: deps.newId,
  });
  return {
    /** Queues a write and starts sending; answers the entry's id. */
    enqueue(target: TagTarget, op: 'add' | 'remove', tag: string): Promise<string> {
      const key = targetKey(target);
      return outbox.enqueue({
        same: (e) => e.tag === tag && targetKey(e.target) === key,
        fold: (previous) => {
          previous.op = op;
          return true;
        },
        fresh: () => ({ target, op, tag }),
      });
    },
    list: outbox.list,
    /** Sends the change again, to the current address (whatever it was made for). */
    retry: outbox.retry,
    /** Drops a write the user gave up on (their explicit Discard; never one being sent). */
    discard: outbox.discard,
    drain: outbox.drain,
  };
}

/** Applies waiting writes, in order, to a list of tags of one target. */
export function applyPendingTags(
  tags: readonly string[],
  target: TagTarget,
  entries: readonly OutboxEntryView[],
): { tags: string[]; applied: number } {
  const key = targetKey(target);
  let result = [...tags];
  let applied = 0;
  for (const entry of entries) {
    if (targetKey(entry.target) !== key) continue;
    applied += 1;
    if (entry.op === 'add') {
      if (!result.includes(entry.tag)) result = [...result, entry.tag];
    } else {
      result = result.filter((t) => t !== entry.tag);
    }
  }
  return { tags: result, applied };
}
