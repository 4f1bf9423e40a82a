/**
 * Background items live in IndexedDB (lib/storage/background-store.ts): every test starts
 * with an empty one, as every test starts with an empty fake `browser.storage`.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach } from 'vitest';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
