/**
 * The one move of what versions before the background's own database kept in `storage.local`,
 * which content scripts can write, not only read. It runs once per profile, before the first
 * read or write of any stored item after the install or update that brought this version, and
 * records in the background's own database that it ran (`legacy.moved`): from then on
 * `storage.local` is never read again for settings, the key or a waiting write.
 *
 * It moves values only into a database that holds nothing yet (a profile of a version that never
 * had one). A profile of a version that had its own database already moved everything at its
 * first use, so whatever such a profile holds in those `storage.local` keys was put there by
 * something else (a content script): it is removed unread.
 */
import { browser } from 'wxt/browser';
import { database, metaKey, STORE, STORE_DB_NAME } from './store-database';
import { writingTo } from './storage-full';
import { versionOf } from './stored-format';

/** What versions before the database kept in `storage.local`, frozen: no new item ever was. */
export const LEGACY_ITEMS = [
  'settings',
  'keyStatus',
  'countersCache',
  'tagOutbox',
  'recordOutbox',
  'phoneFilter',
  'missedCallAlerts',
] as const;
/** Where those versions kept the API key (`storage.local` `apiKey`). */
const LEGACY_API_KEY = 'apiKey';

/** Recorded once the move ran: `{ at, moved }` (the names moved, none on a profile with data). */
export const LEGACY_MOVED_KEY = 'legacy.moved';
/** The key found at the move, until the key store takes it into its vault. */
export const MOVED_API_KEY = 'legacy.apiKey';

const legacyKeys = [...LEGACY_ITEMS, LEGACY_API_KEY].flatMap((name) => [name, metaKey(name)]);

async function moveOnce(): Promise<void> {
  const db = await database();
  if ((await db.get(STORE, LEGACY_MOVED_KEY)) !== undefined) return;
  const fresh = (await db.count(STORE)) === 0;
  // Read before the transaction: an IndexedDB transaction ends at the first other await.
  const found: Record<string, unknown> = fresh ? await browser.storage.local.get(legacyKeys) : {};
  const moved: string[] = [];
  await writingTo(STORE_DB_NAME, async () => {
    const tx = db.transaction(STORE, 'readwrite');
    for (const name of LEGACY_ITEMS) {
      const value = found[name];
      if (value === undefined || value === null) continue;
      await tx.store.put(value, name);
      await tx.store.put({ v: versionOf(found[metaKey(name)]) }, metaKey(name));
      moved.push(name);
    }
    const apiKey = found[LEGACY_API_KEY];
    if (typeof apiKey === 'string') {
      await tx.store.put(apiKey, MOVED_API_KEY);
      moved.push(LEGACY_API_KEY);
    }
    await tx.store.put({ at: Date.now(), moved }, LEGACY_MOVED_KEY);
    await tx.done;
  });
  // Moved, or never to be read: either way gone from where content scripts can see them.
  await browser.storage.local.remove(legacyKeys);
}

// Once per IndexedDB factory (tests give each case a fresh one); tried again after a failure.
let run: { factory: IDBFactory; done: Promise<void> } | undefined;

/** Resolves once the move ran (in this or an earlier service worker); every item awaits it. */
export function legacyMoved(): Promise<void> {
  if (run?.factory !== indexedDB) {
    const done = moveOnce();
    run = { factory: indexedDB, done };
    done.catch(() => (run = undefined));
  }
  return run.done;
}

/** The key the move found, if the key store has not taken it yet. */
export async function movedApiKey(): Promise<string | null> {
  await legacyMoved();
  const key: unknown = await (await database()).get(STORE, MOVED_API_KEY);
  return typeof key === 'string' ? key : null;
}

/** Called by the key store once the moved key is in its vault (or a key already was). */
export async function forgetMovedApiKey(): Promise<void> {
  await (await database()).delete(STORE, MOVED_API_KEY);
}
