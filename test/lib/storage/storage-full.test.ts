/**
 * Every store at its quota: a write is refused with a typed error that says what happened and
 * what to do (in English and Russian), the stored value stays as it was (nothing half-written),
 * and the same change sent again once there is room is kept, across a restart too.
 */
import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openKeyStore } from '../../../lib/background/key-store';
import { toErrorPayload } from '../../../lib/background/router';
import { createWriteGuard } from '../../../lib/background/write-guard';
import { errorWords } from '../../../lib/i18n/error-words';
import { settingsItem, tagOutboxItem } from '../../../lib/storage/items';
import { loadSettings, updateSettings } from '../../../lib/storage/settings-store';
import type { PhoneDetail } from '../../../lib/types/phone-data';

/** IndexedDB refuses every write as Chromium does at the origin's quota (an empty message). */
function fillIndexedDb() {
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('', 'QuotaExceededError');
  });
}

const payloadOf = async (write: Promise<unknown>) => {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  return toErrorPayload(error, (text) => text);
};

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a store at its quota', () => {
  it('a settings change: named, in both languages, not kept, and kept when sent again', async () => {
    await updateSettings({ language: 'en' });
    const full = fillIndexedDb();
    const payload = await payloadOf(updateSettings({ language: 'ru' }));
    expect(payload.kind).toBe('storage_full');
    expect(payload.message).toMatch(/storage for the extension is full.*not saved.*try again/);
    expect(errorWords(payload, 'en')).toMatchObject({ action: 'retry', actionLabel: 'Retry' });
    expect(errorWords(payload, 'en').text).toMatch(/^Not saved: .*storage .*is full/);
    expect(errorWords(payload, 'ru').text).toMatch(/^Не сохранено: хранилище .*заполнено/);
    // Not kept, and not half-written: the stored settings are as before.
    expect((await loadSettings()).settings.language).toBe('en');

    full.mockRestore();
    await updateSettings({ language: 'ru' });
    // A new service worker reads what was kept.
    vi.resetModules();
    const later = await import('../../../lib/storage/settings-store');
    expect((await later.loadSettings()).settings.language).toBe('ru');
  });

  it('a message answer never says "Something went wrong" with an empty reason', () => {
    const payload = toErrorPayload(new DOMException('', 'UnknownError'), (text) => text);
    expect(payload.message).not.toMatch(/: $/);
    expect(payload.message).toContain('UnknownError');
  });

  it('a waiting write, the key and the other background items: the same typed refusal', async () => {
    const full = fillIndexedDb();
    expect((await payloadOf(tagOutboxItem.setValue([]))).kind).toBe('storage_full');
    expect((await payloadOf(settingsItem.setValue({}))).kind).toBe('storage_full');
    expect((await payloadOf(openKeyStore().write('a1b2c3d4-key'))).kind).toBe('storage_full');
    full.mockRestore();
    expect(await openKeyStore().read()).toBeNull();
  });

  it('storage.session full: the records shown to a tab are kept in memory, so it may still tag', async () => {
    vi.spyOn(fakeBrowser.storage.session, 'set').mockRejectedValue(
      new Error('Session storage quota bytes exceeded. Values were not stored.'),
    );
    const guard = createWriteGuard();
    const detail = { calls: [{ counterId: '1', callId: 'c-1' }], leads: [] };
    await guard.served(7, detail as unknown as PhoneDetail);
    await expect(
      guard.admit(7, { kind: 'call', counterId: '1', callId: 'c-1' }),
    ).resolves.toBeUndefined();
  });
});
