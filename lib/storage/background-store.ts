/**
 * Items only the background reads and writes, kept in its own IndexedDB database. Content
 * scripts can read and write all of `storage.local` (Chrome and Firefox alike) but only ever see
 * the page's IndexedDB, never the extension's. What versions before this database kept in
 * `storage.local` is moved once, before any item is first used (`legacy-migration.ts`); no item
 * reads `storage.local` after that.
 */
import { browser } from 'wxt/browser';
import { legacyMoved } from './legacy-migration';
import { database, metaKey, STORE, STORE_DB_NAME } from './store-database';
import { writingTo } from './storage-full';
import {
  readList,
  readStored,
  versionOf,
  type QuarantinedEntry,
  type StoredFormat,
} from './stored-format';
import type { z } from 'zod';

export { STORE_DB_NAME } from './store-database';

/** The part of WXT's storage item the background uses. */
export interface BackgroundItem<T> {
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
}

/** An outbox: a list read entry by entry, whose unreadable entries are kept aside. */
export interface BackgroundList<E> extends BackgroundItem<E[]> {
  /** Entries that could not be read (after an update or a corruption), oldest first. */
  quarantined(): Promise<QuarantinedEntry[]>;
}

export const quarantineKey = (name: string) => `${name}.quarantine`;

/**
 * Told to the extension's pages (never to content scripts: they get tab messages only) after
 * an item changed, as `storage.onChanged` tells about `storage.local`: the options page follows
 * settings and the key status live.
 */
export interface StoredChangedMessage {
  type: 'stored.changed';
  names: string[];
}

function announce(name: string): void {
  const message: StoredChangedMessage = { type: 'stored.changed', names: [name] };
  // No page open is the usual case: nobody to tell.
  browser.runtime.sendMessage(message).catch(() => undefined);
}

async function readRaw(name: string): Promise<{ raw: unknown; version: number }> {
  const db = await database();
  const [raw, meta] = await Promise.all([db.get(STORE, name), db.get(STORE, metaKey(name))]);
  return { raw, version: versionOf(meta) };
}

/**
 * Reads the value again and writes what `change` makes of it, in one transaction: a write
 * made since the first read is never overwritten by a stale copy of it.
 */
async function rewrite<R>(
  name: string,
  change: (
    raw: unknown,
    version: number,
  ) => { result: R; value?: unknown; version: number; aside?: QuarantinedEntry[] },
): Promise<R> {
  return writingTo(STORE_DB_NAME, async () => {
    const tx = (await database()).transaction(STORE, 'readwrite');
    const [raw, meta] = await Promise.all([tx.store.get(name), tx.store.get(metaKey(name))]);
    const { result, value, version, aside = [] } = change(raw, versionOf(meta));
    if (value !== undefined) {
      await tx.store.put(value, name);
      await tx.store.put({ v: version }, metaKey(name));
    }
    if (aside.length > 0) {
      const kept: unknown = await tx.store.get(quarantineKey(name));
      await tx.store.put([...(Array.isArray(kept) ? kept : []), ...aside], quarantineKey(name));
    }
    await tx.done;
    return result;
  });
}

/** Writing and removing, the same for every item: always in the current version. */
function writers<T>(name: string, version: number) {
  return {
    async setValue(value: T): Promise<void> {
      await legacyMoved();
      await writingTo(STORE_DB_NAME, async () => {
        const tx = (await database()).transaction(STORE, 'readwrite');
        await tx.store.put(value, name);
        await tx.store.put({ v: version }, metaKey(name));
        await tx.done;
      });
      announce(name);
    },
    async removeValue(): Promise<void> {
      await legacyMoved();
      const tx = (await database()).transaction(STORE, 'readwrite');
      await tx.store.delete(name);
      await tx.store.delete(metaKey(name));
      await tx.done;
      announce(name);
    },
  };
}

/**
 * A value of the background's own: read in its current format (older versions migrated and
 * written back), validated by its schema. A value that fails is logged and read as `unreadable`
 * (default: the fallback) and left in storage until the next write: for caches and statuses,
 * which are found again. Lists a user wrote use `defineBackgroundList`.
 */
export function defineBackgroundItem<T>(
  name: string,
  {
    fallback,
    unreadable = fallback,
    ...format
  }: StoredFormat<T> & {
    fallback: T;
    /** Answered for a stored value that fails validation; default: the fallback. */
    unreadable?: T;
  },
) {
  /** The value to answer, and whether it is one to write back in the current version. */
  const readNow = (raw: unknown, version: number): { value: T; upgraded: boolean } => {
    if (raw === undefined) return { value: structuredClone(fallback), upgraded: false };
    const read = readStored(raw, version, format);
    if (read.ok) return { value: read.value, upgraded: version < format.version };
    console.warn(`Stored "${name}" (v${version}) is unreadable (${read.reason}); not used.`);
    return { value: structuredClone(unreadable), upgraded: false };
  };
  const item: BackgroundItem<T> = {
    async getValue() {
      await legacyMoved();
      const { raw, version } = await readRaw(name);
      if (raw === undefined || version >= format.version) return readNow(raw, version).value;
      // An older version: migrated once and written back (unless another write came first).
      return rewrite(name, (current, currentVersion) => {
        const { value, upgraded } = readNow(current, currentVersion);
        return { result: value, version: format.version, value: upgraded ? value : undefined };
      });
    },
    ...writers<T>(name, format.version),
  };
  return item;
}

/**
 * A list of the user's writes (an outbox), read entry by entry: an entry that fails its schema
 * is never dropped nor silently skipped. It moves to `<name>.quarantine` (with the reason and
 * the version it was stored with), is logged, and `quarantined()` tells the views about it.
 */
export function defineBackgroundList<E>(
  name: string,
  format: StoredFormat<E[]> & { entry: z.ZodType<E> },
): BackgroundList<E> {
  const list: BackgroundList<E> = {
    async getValue() {
      await legacyMoved();
      const { raw, version } = await readRaw(name);
      if (raw === undefined) return [];
      const first = readList(raw, version, format, Date.now());
      if (first.unreadable.length === 0 && version >= format.version) return first.entries;
      const { entries, unreadable } = await rewrite(name, (current, currentVersion) => {
        if (current === undefined) return { result: { entries: [], unreadable: [] }, version };
        const read = readList(current, currentVersion, format, Date.now());
        const stale = read.unreadable.length > 0 || currentVersion < format.version;
        return {
          result: read,
          version: format.version,
          value: stale ? read.entries : undefined,
          aside: read.unreadable,
        };
      });
      for (const entry of unreadable) {
        console.warn(
          `Stored "${name}" entry (v${version}) is unreadable (${entry.reason}); kept aside.`,
        );
      }
      if (unreadable.length > 0) announce(name);
      return entries;
    },
    ...writers<E[]>(name, format.version),
    async quarantined() {
      await list.getValue();
      const kept: unknown = await (await database()).get(STORE, quarantineKey(name));
      return Array.isArray(kept) ? (kept as QuarantinedEntry[]) : [];
    },
  };
  return list;
}
