/**
 * Tag writes wait here until the service accepts them, so none is lost when the service worker
 * stops or the browser restarts. One write per target+tag at a time, in the order given:
 * add/remove are idempotent, so re-sending after a crash is harmless, and a newer op on the
 * same target+tag replaces an unsent older one (its final state is what the user asked for
 * last). Due writes are sent together: one request per counter, operation and tag set, with
 * many ids. Failed sends back off; a non-retryable error or too many attempts make the entry
 * `failing` until the user retries it. The list is capped: a write past the cap is refused
 * with an error the user sees, never dropped.
 */
import { tagOutboxItem } from '../storage/items';
import { MAX_OUTBOX_ENTRIES } from './outbox-limits';
import type { OutboxEntryView, TagTarget } from '../types/phone-data';
import { errorKindOf, type TrackerSource } from './tracker-source';

export { MAX_OUTBOX_ENTRIES };

export const MAX_ATTEMPTS = 5;
/** Ids in one tag-write request. */
export const MAX_IDS_PER_REQUEST = 100;
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

export class OutboxFullError extends Error {
  readonly kind = 'outbox_full' as const;
  constructor() {
    super(
      `${MAX_OUTBOX_ENTRIES} tag changes are already waiting to be sent; wait until the service accepts them, or retry or clear the failing ones.`,
    );
  }
}

/** Writes sent in one request: one counter, kind, operation and tag set, many ids. */
interface Batch {
  entries: OutboxEntryView[];
  kind: TagTarget['kind'];
  counterId: string;
  op: 'add' | 'remove';
  tags: string[];
}

const targetId = (target: TagTarget): string =>
  target.kind === 'call' ? target.callId : String(target.leadId);

/**
 * The next batch of due writes, oldest first. A write waits while an earlier one on the same
 * target and tag (in flight or not yet due) is ahead of it, so the last intent wins.
 */
function dueBatch(
  entries: readonly OutboxEntryView[],
  time: number,
  inFlight: ReadonlySet<string>,
): Batch | undefined {
  const ahead = new Set<string>();
  const due: OutboxEntryView[] = [];
  for (const entry of entries) {
    const key = `${targetKey(entry.target)}|${entry.tag}`;
    const blocked = ahead.has(key);
    ahead.add(key);
    if (blocked || inFlight.has(entry.id) || entry.state !== 'pending') continue;
    if ((entry.nextAttemptAt ?? 0) <= time) due.push(entry);
  }
  const first = due[0];
  if (!first) return undefined;
  const group = (e: OutboxEntryView) => `${e.target.kind}|${e.target.counterId}|${e.op}`;
  // Per tag, the ids due in the first write's group.
  const idsByTag = new Map<string, OutboxEntryView[]>();
  for (const entry of due) {
    if (group(entry) !== group(first)) continue;
    const list = idsByTag.get(entry.tag);
    if (!list) idsByTag.set(entry.tag, [entry]);
    else if (list.length < MAX_IDS_PER_REQUEST) list.push(entry);
  }
  const chosen = idsByTag.get(first.tag)!;
  const idSet = (list: readonly OutboxEntryView[]) =>
    list
      .map((e) => targetId(e.target))
      .sort()
      .join(',');
  const ids = idSet(chosen);
  // Other tags going to exactly the same ids ride along in the same request.
  const batchEntries = [...chosen];
  const tags = [first.tag];
  for (const [tag, list] of idsByTag) {
    if (tag === first.tag || idSet(list) !== ids) continue;
    tags.push(tag);
    for (const entry of list) batchEntries.push(entry);
  }
  return {
    entries: batchEntries,
    kind: first.target.kind,
    counterId: first.target.counterId,
    op: first.op,
    tags,
  };
}

/** Ids the service refused in a write that it applied to the others (see `failedIds`). */
function refusedIds(error: unknown): ReadonlySet<string> | undefined {
  const ids = (error as { failedIds?: unknown } | null)?.failedIds;
  return Array.isArray(ids) ? new Set(ids.map(String)) : undefined;
}

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

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

export function createTagOutbox(deps: TagOutboxDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const currentBaseUrl = deps.baseUrl ?? (async () => undefined);
  let chain: Promise<unknown> = Promise.resolve();
  const inFlight = new Set<string>();
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

  async function send(batch: Batch): Promise<void> {
    const source = await deps.getSource();
    if (batch.kind === 'call') {
      const ids = batch.entries.map((e) => (e.target as { callId: string }).callId);
      await source.changeCallTags(batch.op, batch.counterId, unique(ids), batch.tags);
    } else if (batch.op === 'add') {
      const ids = batch.entries.map((e) => (e.target as { leadId: number }).leadId);
      await source.addLeadTags(batch.counterId, unique(ids), batch.tags);
    } else {
      throw Object.assign(new Error('The tracker cannot remove tags from leads.'), {
        kind: 'bad_request',
      });
    }
  }

  async function recordFailure(ids: ReadonlySet<string>, error: unknown) {
    await locked((entries) => {
      for (const entry of entries) if (ids.has(entry.id)) failed(entry, error);
    });
  }

  /** One more failed attempt: back off, or stop for the user to retry. */
  function failed(entry: OutboxEntryView, error: unknown) {
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
  }

  /** The sent writes the service took off the list; those it refused by id are failures. */
  async function settle(batch: Batch, error?: unknown): Promise<OutboxEntryView[]> {
    const refused = error === undefined ? new Set<string>() : refusedIds(error);
    const accepted: OutboxEntryView[] = [];
    await locked((entries) => {
      for (const sent of batch.entries) {
        const at = entries.findIndex((e) => e.id === sent.id);
        if (at < 0) continue;
        if (refused === undefined || refused.has(targetId(sent.target))) {
          failed(entries[at]!, error);
          // Changed meanwhile (not what was sent): it stays to be sent in its turn.
        } else if (entries[at]!.op === sent.op) {
          entries.splice(at, 1);
          accepted.push(sent);
        }
      }
    });
    return accepted;
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const baseUrl = await currentBaseUrl();
      let held = false;
      // Chosen under the lock: an enqueue then sees the entries in flight and queues new ones
      // instead of changing these while they are being sent.
      const batch = await locked(
        (entries) => {
          held = holdOtherAddresses(entries, baseUrl);
          const due = dueBatch(entries, now(), inFlight);
          for (const entry of due?.entries ?? []) inFlight.add(entry.id);
          return due && structuredClone(due);
        },
        { write: () => held },
      );
      if (!batch) break;
      try {
        let accepted: OutboxEntryView[];
        try {
          await send(batch);
          accepted = await settle(batch);
        } catch (error) {
          accepted = await settle(batch, error);
        }
        for (const entry of accepted) await deps.onAccepted?.(entry);
      } catch (error) {
        await recordFailure(new Set(batch.entries.map((e) => e.id)), error);
      } finally {
        for (const entry of batch.entries) inFlight.delete(entry.id);
      }
    }
    let wake: number | undefined;
    for (const entry of await read()) {
      if (entry.state !== 'pending') continue;
      const at = entry.nextAttemptAt ?? now();
      if (wake === undefined || at < wake) wake = at;
    }
    deps.scheduleWake(wake);
  }

  const outbox = {
    /** Queues a write and starts sending; answers the entry's id. */
    async enqueue(target: TagTarget, op: 'add' | 'remove', tag: string): Promise<string> {
      const baseUrl = await currentBaseUrl();
      const id = await locked((entries) => {
        const unsent = entries.filter((e) => !inFlight.has(e.id));
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
        if (entries.length >= MAX_OUTBOX_ENTRIES) throw new OutboxFullError();
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
