/**
 * Tag writes wait here (storage.local) until the service accepts them, so none is lost when
 * the service worker stops or the browser restarts. One write per target+tag at a time, in
 * the order given: add/remove are idempotent, so re-sending after a crash is harmless, and a
 * newer op on the same target+tag replaces an unsent older one (its final state is what the
 * user asked for last). Failed sends back off; a non-retryable error or too many attempts
 * make the entry `failing` until the user retries it.
 */
import { tagOutboxItem } from '../storage/items';
import type { OutboxEntryView, TagTarget } from './types';
import { errorKindOf, type TrackerSource } from './tracker-source';

export const MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 15 * 60_000;

const NON_RETRYABLE = new Set(['auth', 'bad_request', 'not_found', 'conflict']);

export function backoffMs(attempts: number, retryAfterMs?: number): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(exponential, retryAfterMs ?? 0);
}

export const targetKey = (target: TagTarget): string =>
  target.kind === 'call'
    ? `call:${target.counterId}:${target.callId}`
    : `lead:${target.counterId}:${target.leadId}`;

const sameWrite = (a: OutboxEntryView, b: OutboxEntryView) =>
  a.tag === b.tag && targetKey(a.target) === targetKey(b.target);

export class OutboxEntryNotFoundError extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('This tag change is no longer waiting to be sent.');
  }
}

export interface TagOutboxDeps {
  getSource: () => Promise<TrackerSource>;
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

export function createTagOutbox(deps: TagOutboxDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const currentBaseUrl = deps.baseUrl ?? (async () => undefined);
  let chain: Promise<unknown> = Promise.resolve();
  let inFlightId: string | undefined;
  let draining: Promise<void> | undefined;
  let rerun = false;

  // A copy: storage may hand back its fallback or its live object, which must stay untouched.
  const read = async () => structuredClone(await tagOutboxItem.getValue());

  /** Every read-modify-write of the stored list goes through here, one at a time. */
  function locked<T>(
    change: (entries: OutboxEntryView[]) => T | Promise<T>,
    { write = true }: { write?: boolean | ((entries: OutboxEntryView[]) => boolean) } = {},
  ): Promise<T> {
    let wrote = false;
    const next = chain.then(async () => {
      const entries = await read();
      const result = await change(entries);
      wrote = typeof write === 'function' ? write(entries) : write;
      if (wrote) await tagOutboxItem.setValue(entries);
      return result;
    });
    chain = next.catch(() => undefined);
    return next.finally(() => {
      if (wrote) deps.onChange?.();
    });
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

  async function send(entry: OutboxEntryView): Promise<void> {
    const source = await deps.getSource();
    const { target } = entry;
    if (target.kind === 'call') {
      await source.changeCallTags(entry.op, target.counterId, [target.callId], [entry.tag]);
    } else if (entry.op === 'add') {
      await source.addLeadTags(target.counterId, [target.leadId], [entry.tag]);
    } else {
      throw Object.assign(new Error('The tracker cannot remove tags from leads.'), {
        kind: 'bad_request',
      });
    }
  }

  function dueEntry(entries: OutboxEntryView[]): OutboxEntryView | undefined {
    const time = now();
    return entries.find(
      (entry, i) =>
        entry.state === 'pending' &&
        (entry.nextAttemptAt ?? 0) <= time &&
        !entries.slice(0, i).some((earlier) => sameWrite(earlier, entry)),
    );
  }

  async function recordFailure(id: string, error: unknown) {
    await locked((entries) => {
      const entry = entries.find((e) => e.id === id);
      if (!entry) return;
      entry.attempts += 1;
      entry.lastError = error instanceof Error ? error.message : String(error);
      const kind = errorKindOf(error);
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
      const baseUrl = await currentBaseUrl();
      let held = false;
      // Chosen under the lock: an enqueue then sees the entry in flight and queues a new one
      // instead of changing this one while it is being sent.
      const entry = await locked(
        (entries) => {
          held = holdOtherAddresses(entries, baseUrl);
          const due = dueEntry(entries);
          inFlightId = due?.id;
          return due && structuredClone(due);
        },
        { write: () => held },
      );
      if (!entry) break;
      try {
        await send(entry);
        await locked((entries) => {
          const at = entries.findIndex((e) => e.id === entry.id);
          // Changed meanwhile (not what was sent): it stays to be sent in its turn.
          if (at >= 0 && entries[at]!.op === entry.op) entries.splice(at, 1);
        });
        await deps.onAccepted?.(entry);
      } catch (error) {
        await recordFailure(entry.id, error);
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
    /** Queues a write and starts sending; answers the entry's id. */
    async enqueue(target: TagTarget, op: 'add' | 'remove', tag: string): Promise<string> {
      const baseUrl = await currentBaseUrl();
      const id = await locked((entries) => {
        const unsent = entries.filter((e) => e.id !== inFlightId);
        const probe = { target, tag } as OutboxEntryView;
        const previous = unsent.reverse().find((e) => sameWrite(e, probe));
        if (previous) {
          previous.op = op;
          if (baseUrl) previous.baseUrl = baseUrl;
          previous.state = 'pending';
          previous.attempts = 0;
          delete previous.lastError;
          delete previous.nextAttemptAt;
          return previous.id;
        }
        const entry: OutboxEntryView = {
          id: newId(),
          target,
          op,
          tag,
          attempts: 0,
          state: 'pending',
          createdAt: now(),
          ...(baseUrl ? { baseUrl } : {}),
        };
        entries.push(entry);
        return entry.id;
      });
      void outbox.drain();
      return id;
    },
    list: (): Promise<OutboxEntryView[]> => read(),
    /** Sends the change again, to the current address (whatever it was made for). */
    async retry(id: string): Promise<string> {
      const baseUrl = await currentBaseUrl();
      await locked((entries) => {
        const entry = entries.find((e) => e.id === id);
        if (!entry) throw new OutboxEntryNotFoundError();
        if (baseUrl) entry.baseUrl = baseUrl;
        entry.state = 'pending';
        entry.attempts = 0;
        delete entry.lastError;
        delete entry.nextAttemptAt;
      });
      void outbox.drain();
      return id;
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
