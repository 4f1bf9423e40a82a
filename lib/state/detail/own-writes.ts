/**
 * The tag writes a number's detail made itself, until the outbox it hears lists them: pure
 * steps over that list, used by number-detail.ts.
 */
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../../types/phone-data';
import { isShown } from './tag-targets';

/** A write made here: `resent` once the background queued it and was asked for the list again. */
export interface OwnWrite {
  entry: OutboxEntryView;
  resent?: number;
}

/** A write as shown before the background has answered. */
export function localWrite(
  id: string,
  target: TagTarget,
  op: 'add' | 'remove',
  tag: string,
  createdAt: number,
): OutboxEntryView {
  return { id, target, op, tag, attempts: 0, state: 'pending', createdAt };
}

/**
 * The background queued `localId` as `outboxId`: it takes that id (with the list request it
 * was followed by, if any), and an older write of the same target and tag goes, as the outbox
 * keeps one write per target and tag.
 */
export function queuedAs(
  own: readonly OwnWrite[],
  localId: string,
  outboxId: string,
  resent: number | undefined,
): OwnWrite[] {
  return own.flatMap((w) => {
    if (w.entry.id === localId) {
      const queued = { entry: { ...w.entry, id: outboxId } };
      return [resent === undefined ? queued : { ...queued, resent }];
    }
    return w.entry.id === outboxId ? [] : [w];
  });
}

/**
 * The writes still ours once a list (the `answers`-th) is heard: a write leaves once the list
 * has it (the outbox follows it from then on), or once a list asked after it was queued no
 * longer has it (the service took it already).
 */
export function stillOwn(
  own: readonly OwnWrite[],
  listed: ReadonlySet<string>,
  answers: number,
): OwnWrite[] {
  return own.filter(
    (w) => w.resent === undefined || (!listed.has(w.entry.id) && answers < w.resent),
  );
}

/**
 * The outbox ids of the writes made here, until a list heard shows them gone: listed before and
 * not now, or still ours and dropped by `stillOwn` (the service took it before any list had
 * it). A write the outbox replaced (a removal undone) counts too: asking again is harmless.
 */
export function createMadeWrites() {
  let made = new Set<string>();
  return {
    add: (outboxId: string) => void made.add(outboxId),
    clear: () => void (made = new Set()),
    /** Whether a write made here left with this list; each id counts once. */
    leftWith(
      fed: readonly OutboxEntryView[],
      own: readonly OwnWrite[],
      listed: ReadonlySet<string>,
      answers: number,
    ): boolean {
      const wasListed = new Set(fed.map((e) => e.id));
      const kept = new Set(stillOwn(own, listed, answers).map((w) => w.entry.id));
      const ownIds = new Set(own.map((w) => w.entry.id));
      const gone = (id: string) =>
        !listed.has(id) && (wasListed.has(id) || (ownIds.has(id) && !kept.has(id)));
      const left = [...made].filter(gone);
      made = new Set([...made].filter((id) => !gone(id)));
      return left.length > 0;
    },
  };
}

/** The outbox list after asking to retry `id`: waiting again, from the first attempt. */
export function retried(fed: readonly OutboxEntryView[], id: string): OutboxEntryView[] {
  return fed.map((e) =>
    e.id === id ? { ...e, state: 'pending', attempts: 0, lastError: undefined } : e,
  );
}

/**
 * The writes on screen: those of the outbox for the records shown, then this view's own not
 * yet heard of there. While a reload runs, the previous data still decides.
 */
export function shownWrites(
  shown: PhoneDetail | undefined,
  fed: readonly OutboxEntryView[],
  own: readonly OwnWrite[],
): OutboxEntryView[] {
  if (!shown) return [];
  const fromOutbox = fed.filter((entry) => isShown(shown, entry.target));
  const ids = new Set(fromOutbox.map((entry) => entry.id));
  return [...fromOutbox, ...own.map((w) => w.entry).filter((e) => !ids.has(e.id))];
}

/** The entries heard that neither the outbox's last word nor this view's own writes held. */
export function unheardOf(
  entries: readonly OutboxEntryView[],
  fed: readonly OutboxEntryView[],
  own: readonly OwnWrite[],
): OutboxEntryView[] {
  const known = new Set([...fed, ...own.map((w) => w.entry)].map((e) => e.id));
  return entries.filter((entry) => !known.has(entry.id));
}
