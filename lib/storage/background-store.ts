/**
 * Items only the background reads and writes, kept in its own IndexedDB database. Content
 * scripts can read all of `storage.local` (Chrome and Firefox alike) but only ever see the
 * page's IndexedDB, never the extension's. Each item found in `storage.local`, where older
 * versions kept it, moves here on its first use and is removed there.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';

export const STORE_DB_NAME = 'tracker-lens-store';
const STORE = 'items';

/** The part of WXT's storage item the background uses. */
export interface BackgroundItem<T> {
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
}

// One connection per IndexedDB factory (tests give each case a fresh one).
let opened: { factory: IDBFactory; db: Promise<IDBPDatabase> } | undefined;
function database(): Promise<IDBPDatabase> {
  if (opened?.factory !== indexedDB) {
    opened = {
      factory: indexedDB,
      db: openDB(STORE_DB_NAME, 1, {
        upgrade(db) {
          db.createObjectStore(STORE);
        },
      }),
    };
  }
  return opened.db;
}

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

export function defineBackgroundItem<T>(
  name: string,
  {
    fallback,
    legacyKey = `local:${name}`,
  }: {
    fallback: T;
    /** Where older versions kept it in `storage.local`; null: nothing to move. */
    legacyKey?: `local:${string}` | null;
  },
) {
  let migrated: { factory: IDBFactory; done: Promise<void> } | undefined;
  // Before the first read or write, so a value left in storage.local is never missed or revived.
  const migrate = () => {
    if (migrated?.factory !== indexedDB) {
      const done = (async () => {
        if (legacyKey === null) return;
        const legacy = await storage.getItem<T>(legacyKey);
        if (legacy === null) return;
        const db = await database();
        if ((await db.get(STORE, name)) === undefined) await db.put(STORE, legacy, name);
        await storage.removeItem(legacyKey);
      })();
      migrated = { factory: indexedDB, done };
      done.catch(() => (migrated = undefined));
    }
    return migrated.done;
  };

  const item: BackgroundItem<T> = {
    async getValue() {
      await migrate();
      const value = (await (await database()).get(STORE, name)) as T | undefined;
      return value === undefined ? structuredClone(fallback) : value;
    },
    async setValue(value) {
      await migrate();
      await (await database()).put(STORE, value, name);
      announce(name);
    },
    async removeValue() {
      await migrate();
      await (await database()).delete(STORE, name);
      announce(name);
    },
  };
  return item;
}
