/**
 * The background's own IndexedDB database (`tracker-lens-store`, store `items`): content
 * scripts only ever see the page's IndexedDB, never the extension's.
 */
import { openDB, type IDBPDatabase } from 'idb';

export const STORE_DB_NAME = 'tracker-lens-store';
export const STORE = 'items';

/** The version is kept beside the value, under the value's name and `$`, as WXT does. */
export const metaKey = (name: string) => `${name}$`;

// One connection per IndexedDB factory (tests give each case a fresh one).
let opened: { factory: IDBFactory; db: Promise<IDBPDatabase> } | undefined;
export function database(): Promise<IDBPDatabase> {
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
