/**
 * An update over a profile holding what older versions stored, in a real Chromium: settings,
 * the tag and order outboxes and the phone filter findings left in `storage.local` in their
 * shipped shapes (test/fixtures/stored) are moved and migrated by the next service worker, and
 * nothing the user wrote is lost; an entry that no longer reads is kept aside and said so. The
 * move runs once, recorded in the background's own database (lib/storage/legacy-migration.ts):
 * attack-storage.e2e.ts shows values written there later are never adopted.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntryView } from '../../lib/types/phone-data.ts';
import type { Result } from '../../lib/types/result.ts';
import type { RecordWriteView } from '../../lib/types/workspace-data.ts';
import { REPO_ROOT } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { useChromium } from './harness/chromium-session.ts';

interface ChromeGlobal {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<unknown> };
    storage: {
      local: {
        get(keys: null): Promise<Record<string, unknown>>;
        set(items: object): Promise<void>;
      };
    };
  };
}

const fixture = <T = unknown>(name: string): T =>
  JSON.parse(readFileSync(`${REPO_ROOT}test/fixtures/stored/${name}.json`, 'utf8')) as T;

// A closed port on this computer: the old writes are tried and refused at once, never sent
// anywhere, and stay waiting.
const OLD_SETTINGS = { ...fixture<object>('settings.local.v1'), baseUrl: 'http://127.0.0.1:9' };
const OLD_TAG_WRITES = fixture<OutboxEntryView[]>('tagOutbox.local.v1');
const OLD_RECORD_WRITES = fixture<RecordWriteView[]>('recordOutbox.local.v1');
const BROKEN_TAG_WRITE = { id: 'broken', op: 'add', tag: 42 };
const MOVED = ['settings', 'apiKey', 'keyStatus', 'tagOutbox', 'recordOutbox', 'phoneFilter'];
const OLD_KEY = 'demo-key';

describe('an update over the stored data of an older version (Chromium)', () => {
  const { chromium, control: page } = useChromium({ emulator: false, fixtures: false });

  async function data<T>(message: unknown): Promise<T> {
    const answer = (await page().evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    )) as Result<T>;
    if (!answer.ok) throw new Error(`${JSON.stringify(message)}: ${JSON.stringify(answer.error)}`);
    return answer.data;
  }

  /** The background's own database, read from an extension page (same origin). */
  const readItems = (keys: string[]) =>
    page().evaluate(async (names) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('tracker-lens-store');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store = db.transaction('items').objectStore('items');
      const values = await Promise.all(
        names.map(
          (name) =>
            new Promise((resolve) => {
              const get = store.get(name);
              get.onsuccess = () => resolve(get.result);
            }),
        ),
      );
      db.close();
      return values;
    }, keys);

  beforeAll(async () => {
    // The profile as an older version left it: its items and its key in storage.local, the
    // background's own databases empty (that version had none), and a service worker that has
    // not yet read them.
    await chromium().stopServiceWorker();
    await page().evaluate(
      async ({ local }) => {
        const clear = async (name: string, store: string) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          await new Promise((resolve, reject) => {
            const tx = db.transaction(store, 'readwrite');
            tx.objectStore(store).clear();
            tx.oncomplete = resolve;
            tx.onerror = () => reject(tx.error);
          });
          db.close();
        };
        await clear('tracker-lens-store', 'items');
        await clear('tracker-lens-vault', 'secrets');
        await (globalThis as unknown as ChromeGlobal).chrome.storage.local.set(local);
      },
      {
        local: {
          settings: OLD_SETTINGS,
          apiKey: OLD_KEY,
          keyStatus: fixture('keyStatus.local.v1'),
          tagOutbox: [...OLD_TAG_WRITES, BROKEN_TAG_WRITE],
          recordOutbox: OLD_RECORD_WRITES,
          phoneFilter: fixture('phoneFilter.local.v1'),
        },
      },
    );
    await page().reload();
  });

  it('comes up with the settings, every waiting write, and the findings migrated', async () => {
    const settings = await data<Record<string, unknown>>({ type: 'settings.get' });
    expect(settings).toMatchObject({
      baseUrl: 'http://127.0.0.1:9',
      defaultRegion: 'KZ',
      regions: ['KZ'],
      selectedCounterIds: ['101'],
      indexWindowDays: 30,
      language: 'ru',
    });
    const tagWrites = await data<OutboxEntryView[]>({ type: 'outbox.list' });
    const intent = ({ id, target, op, tag }: OutboxEntryView) => ({ id, target, op, tag });
    expect(tagWrites.map(intent)).toEqual(OLD_TAG_WRITES.map(intent));
    const recordWrites = await data<RecordWriteView[]>({ type: 'records.outbox' });
    expect(recordWrites.map(({ id, write }) => ({ id, write }))).toEqual(
      OLD_RECORD_WRITES.map(({ id, write }) => ({ id, write })),
    );
    expect(await data({ type: 'stored.unreadable' })).toEqual({ tagWrites: 1, recordWrites: 0 });

    // The findings are read by a lookup (which cannot reach the closed port: its answer is
    // not the point here).
    await page().evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      { type: 'lookup.detail', phone: '79161234567' },
    );
    const [filter, filterMeta, quarantine] = await readItems([
      'phoneFilter',
      'phoneFilter$',
      'tagOutbox.quarantine',
    ]);
    expect(filterMeta).toEqual({ v: 2 });
    expect(filter).toEqual({
      'https://tracker.example.com': {
        calls: { state: 'works', at: 0 },
        leads: { state: 'refused', at: 0 },
      },
    });
    expect(quarantine).toMatchObject([{ value: BROKEN_TAG_WRITE, version: 1 }]);
    // The key moved into the background's vault.
    const vaultKey = await page().evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('tracker-lens-vault');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const key = await new Promise((resolve) => {
        const get = db.transaction('secrets').objectStore('secrets').get('apiKey');
        get.onsuccess = () => resolve(get.result);
      });
      db.close();
      return key;
    });
    expect(vaultKey).toBe(OLD_KEY);
    const local = await page().evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.storage.local.get(null),
    );
    for (const name of MOVED) expect(local).not.toHaveProperty(name);
  });

  it('says in the options page and the popup that one waiting change is kept aside', async () => {
    for (const language of ['ru', 'en'] as const) {
      await data({ type: 'settings.update', patch: { language } });
      await page().reload();
      const note = page().getByTestId('unreadable-writes');
      await note.waitFor();
      expect(await note.textContent()).toContain(
        language === 'en' ? '1 tag change' : '1 изменение тегов',
      );
      await note.scrollIntoViewIfNeeded();
      await saveScreenshot(page(), `stored/options-unreadable-${language}`, { fullPage: false });
      const popup = await chromium().openExtensionPage('popup.html', {
        viewport: { width: 420, height: 600 },
      });
      await popup.getByTestId('unreadable-writes').waitFor();
      await saveScreenshot(popup, `stored/popup-unreadable-${language}`);
      await popup.close();
    }
  });
});
