import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { STORE_DB_NAME } from '../../../lib/storage/background-store';
import { LEGACY_MOVED_KEY } from '../../../lib/storage/legacy-migration';
import {
  indexSyncItem,
  keyStatusItem,
  settingsItem,
  tagOutboxItem,
} from '../../../lib/storage/items';

describe('background items', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps nothing in storage.local, which content scripts can read', async () => {
    await settingsItem.setValue({ baseUrl: 'https://tracker.test' });
    await keyStatusItem.setValue({ state: 'valid', counters: 2, checkedAt: 1 });
    await indexSyncItem.setValue({ syncedUntil: {}, lastSyncAt: 5, lastError: 'x' });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await settingsItem.getValue()).toEqual({ baseUrl: 'https://tracker.test' });
    expect(await indexSyncItem.getValue()).toMatchObject({ lastSyncAt: 5, lastError: 'x' });
  });

  it('answers a copy of the fallback when nothing is stored', async () => {
    const first = await tagOutboxItem.getValue();
    first.push({} as never);
    expect(await tagOutboxItem.getValue()).toEqual([]);
  });

  it('moves what an older version left in storage.local, once', async () => {
    const waiting = [
      {
        id: 'a',
        target: { kind: 'call', counterId: '1', callId: 'c' },
        op: 'add',
        tag: 'x',
        attempts: 0,
        state: 'pending',
        createdAt: 1,
      },
    ];
    await fakeBrowser.storage.local.set({
      settings: { baseUrl: 'https://old.test' },
      tagOutbox: waiting,
      unrelated: 1,
    });
    expect(await settingsItem.getValue()).toEqual({ baseUrl: 'https://old.test' });
    expect(await tagOutboxItem.getValue()).toEqual(waiting);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ unrelated: 1 });
    // A value written since is not overwritten by a stale copy showing up again.
    await settingsItem.setValue({ baseUrl: 'https://new.test' });
    await fakeBrowser.storage.local.set({ settings: { baseUrl: 'https://old.test' } });
    expect(await settingsItem.getValue()).toEqual({ baseUrl: 'https://new.test' });
  });

  it('moves nothing into a database that already holds data, and removes what it finds unread', async () => {
    // A profile of a version that had its own database: a content script planted these.
    const db = await openDB(STORE_DB_NAME, 1, {
      upgrade: (d) => void d.createObjectStore('items'),
    });
    await db.put('items', { state: 'valid', counters: 1, checkedAt: 1 }, 'keyStatus');
    db.close();
    await fakeBrowser.storage.local.set({
      settings: { baseUrl: 'https://attacker.test' },
      apiKey: 'planted',
      tagOutbox: [{ id: 'p', op: 'add', tag: 'planted' }],
    });
    expect(await settingsItem.getValue()).toEqual({});
    expect(await tagOutboxItem.getValue()).toEqual([]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('never reads storage.local again once the move ran, in a later service worker either', async () => {
    await settingsItem.setValue({ baseUrl: 'https://mine.test' });
    // The user never changed a setting: no settings record, nothing waiting.
    await settingsItem.removeValue();
    const waiting = [{ id: 'p', target: { kind: 'call', counterId: '1', callId: 'c' }, op: 'add' }];
    await fakeBrowser.storage.local.set({
      settings: { baseUrl: 'https://attacker.test' },
      apiKey: 'planted',
      tagOutbox: waiting,
    });
    // A new service worker: every module loaded afresh, the same databases.
    vi.resetModules();
    const later = await import('../../../lib/storage/items');
    const { openKeyStore } = await import('../../../lib/background/key-store');
    expect(await later.settingsItem.getValue()).toEqual({});
    expect(await later.tagOutboxItem.getValue()).toEqual([]);
    expect(await openKeyStore().read()).toBeNull();
    const db = await openDB(STORE_DB_NAME, 1);
    expect(await db.get('items', LEGACY_MOVED_KEY)).toMatchObject({ moved: [] });
    db.close();
  });
});
