/**
 * Where the API key lives: an IndexedDB database of the background. Content scripts can read
 * and write `storage.local` (Chrome and Firefox alike) but only ever see the page's IndexedDB,
 * never the extension's. A key an older version left in `storage.local` comes here once, through
 * the one move of older data (lib/storage/legacy-migration.ts), never on a later start.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { forgetMovedApiKey, movedApiKey } from '../storage/legacy-migration';
import { ApiKeySchema } from '../storage/schemas';
import { writingTo } from '../storage/storage-full';

export const KEY_DB_NAME = 'tracker-lens-vault';
const STORE = 'secrets';
const API_KEY = 'apiKey';

interface VaultSchema extends DBSchema {
  secrets: { key: string; value: string };
}

export interface KeyStore {
  read(): Promise<string | null>;
  write(apiKey: string | null): Promise<void>;
}

export function openKeyStore(name = KEY_DB_NAME): KeyStore {
  let dbPromise: Promise<IDBPDatabase<VaultSchema>> | undefined;
  const db = () =>
    (dbPromise ??= openDB<VaultSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore(STORE);
      },
    }));
  let migrated: Promise<void> | undefined;
  // Runs before the first read or write, so a key moved from an older version is never missed.
  const migrate = () =>
    (migrated ??= (async () => {
      const legacy = await movedApiKey();
      if (legacy === null) return;
      const database = await db();
      if ((await database.get(STORE, API_KEY)) === undefined) {
        await database.put(STORE, legacy, API_KEY);
      }
      await forgetMovedApiKey();
    })().catch((error: unknown) => {
      migrated = undefined;
      throw error;
    }));

  return {
    /** A stored value that is not a key reads as no key (logged): the user enters it again. */
    async read() {
      await migrate();
      const stored: unknown = await (await db()).get(STORE, API_KEY);
      if (stored === undefined) return null;
      const parsed = ApiKeySchema.safeParse(stored);
      if (!parsed.success) console.warn('The stored API key is unreadable; it reads as no key.');
      return parsed.success ? parsed.data : null;
    },
    async write(apiKey) {
      await migrate();
      const database = await db();
      if (apiKey === null) await database.delete(STORE, API_KEY);
      else await writingTo(name, () => database.put(STORE, apiKey, API_KEY));
    },
  };
}
