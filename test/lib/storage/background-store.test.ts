import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
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
});
