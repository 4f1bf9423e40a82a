/**
 * Every stored format that shipped (test/fixtures/stored/<item>[.local].v<N>.json, `.local`:
 * the `storage.local` shape an item moved from) read by the current version, and what a
 * corrupt value of each item gives (lib/storage/README.md).
 */
import { readFileSync } from 'node:fs';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createStoredHandlers } from '../../../lib/background/handlers-stored';
import { KEY_DB_NAME, openKeyStore } from '../../../lib/background/key-store';
import { recordOutboxItem } from '../../../lib/outbox/record-outbox';
import { readFilterFinding } from '../../../lib/lookup/phone-filter';
import { quarantineKey, STORE_DB_NAME } from '../../../lib/storage/background-store';
import {
  countersCacheItem,
  indexSyncItem,
  keyStatusItem,
  phoneFilterItem,
  tagOutboxItem,
} from '../../../lib/storage/items';
import { IndexSyncSummarySchema } from '../../../lib/storage/schemas';
import { readDetected, readDetectedFrames, readServedRecords } from '../../../lib/storage/session';
import { loadSettings } from '../../../lib/storage/settings-store';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/stored/${name}.json`, import.meta.url), 'utf8'));

const itemsDb = () =>
  openDB(STORE_DB_NAME, 1, { upgrade: (db) => void db.createObjectStore('items') });

/** A value as an older version left it in the background's database: no version beside it. */
async function storeRaw(name: string, value: unknown, meta?: { v: number }): Promise<void> {
  const db = await itemsDb();
  await db.put('items', value, name);
  if (meta) await db.put('items', meta, `${name}$`);
  db.close();
}

async function readRaw(key: string): Promise<unknown> {
  const db = await itemsDb();
  const value: unknown = await db.get('items', key);
  db.close();
  return value;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fakeBrowser.reset();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** Settings stored before the callback queue get its defaults. */
const CALLBACK_DEFAULTS = {
  calledBackTag: 'called-back',
  outcomeTags: ['interested', 'no answer', 'wrong number', 'sale'],
  callbackQueue: false,
  repName: '',
};

describe('settings', () => {
  it('reads the storage.local shape of the single default region as a region list', async () => {
    await fakeBrowser.storage.local.set({ settings: fixture('settings.local.v1') });
    const { settings, problems } = await loadSettings();
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      baseUrl: 'https://tracker.example.com',
      defaultRegion: 'KZ',
      regions: ['KZ'],
      selectedCounterIds: ['101'],
      indexWindowDays: 30,
      indexCapMb: 100,
      customDomains: ['crm.example.com'],
      language: 'ru',
      cue: true,
      cueOffSites: [],
      siteRegions: {},
      ...CALLBACK_DEFAULTS,
    });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('reads the current shape as stored; settings stored before the cue get it on', async () => {
    await storeRaw('settings', fixture('settings.v1'));
    expect((await loadSettings()).settings).toEqual({
      ...(fixture('settings.v1') as object),
      cue: true,
      cueOffSites: [],
      siteRegions: {},
      ...CALLBACK_DEFAULTS,
      indexCapMb: 100,
    });
    const withCue = {
      ...(fixture('settings.v1') as object),
      cue: false,
      cueOffSites: ['amocrm'],
      indexCapMb: 50,
    };
    await storeRaw('settings', withCue);
    expect((await loadSettings()).settings).toEqual({
      ...withCue,
      siteRegions: {},
      ...CALLBACK_DEFAULTS,
    });
    const withSiteRegion = { ...withCue, siteRegions: { amocrm: 'KZ' } };
    await storeRaw('settings', withSiteRegion);
    expect((await loadSettings()).settings).toEqual({ ...withSiteRegion, ...CALLBACK_DEFAULTS });
  });

  it('corrupt: defaults stand in, each problem is reported and the stored value is kept', async () => {
    await storeRaw('settings', 'not settings');
    const whole = await loadSettings();
    expect(whole.settings.baseUrl).toBe('https://api.tracker.k50.ru');
    expect(whole.problems.map((p) => p.field)).toEqual(['*']);
    await storeRaw('settings', { ...(fixture('settings.v1') as object), indexWindowDays: -3 });
    const field = await loadSettings();
    expect(field.settings).toMatchObject({ indexWindowDays: 90, regions: ['KZ', 'GB'] });
    expect(field.problems.map((p) => p.field)).toEqual(['indexWindowDays']);
    expect(await readRaw('settings')).toMatchObject({ indexWindowDays: -3 });
  });
});

describe('API key (the vault record)', () => {
  it('moves the storage.local key into the vault', async () => {
    await fakeBrowser.storage.local.set({ apiKey: fixture('apiKey.local.v1') });
    expect(await openKeyStore().read()).toBe(fixture('apiKey.local.v1'));
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('reads the vault record', async () => {
    await openKeyStore().write(fixture('apiKey.v1') as string);
    expect(await openKeyStore().read()).toBe(fixture('apiKey.v1'));
  });

  it('corrupt: reads as no key, logged', async () => {
    const db = await openDB(KEY_DB_NAME, 1, {
      upgrade: (database) => void database.createObjectStore('secrets'),
    });
    await db.put('secrets', { not: 'a key' }, 'apiKey');
    db.close();
    expect(await openKeyStore().read()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe.each([
  ['keyStatus', keyStatusItem],
  ['countersCache', countersCacheItem],
] as const)('%s', (name, item) => {
  it('moves the storage.local shape unchanged', async () => {
    await fakeBrowser.storage.local.set({ [name]: fixture(`${name}.local.v1`) });
    expect(await item.getValue()).toEqual(fixture(`${name}.local.v1`));
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('reads the current shape', async () => {
    await storeRaw(name, fixture(`${name}.v1`));
    expect(await item.getValue()).toEqual(fixture(`${name}.v1`));
  });
});

describe('corrupt caches and statuses', () => {
  it('key status: "checking" (the key vault then checks the key again), logged', async () => {
    await storeRaw('keyStatus', { state: 'valid', counters: 'two' });
    expect(await keyStatusItem.getValue()).toEqual({ state: 'checking' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"keyStatus" (v1) is unreadable'));
  });

  it('counters cache: none, so the counters are fetched again', async () => {
    await storeRaw('countersCache', { baseUrl: 'https://tracker.example.com', counters: 3 });
    expect(await countersCacheItem.getValue()).toBeNull();
  });

  it('index sync state: never synced, so the index is synced again', async () => {
    await storeRaw('indexSync', { syncedUntil: 'yesterday' });
    expect(await indexSyncItem.getValue()).toEqual({ syncedUntil: {} });
  });

  it('phone filter findings: nothing known, so the filter is judged again', async () => {
    await storeRaw('phoneFilter', ['works']);
    expect(await phoneFilterItem.getValue()).toEqual({});
  });
});

describe('phone filter findings', () => {
  it.each(['phoneFilter.local.v1', 'phoneFilter.local.v1-timed'])(
    'migrates %s to v2 (each state with its time) and writes the version',
    async (name) => {
      await fakeBrowser.storage.local.set({ phoneFilter: fixture(name) });
      const stored = await phoneFilterItem.getValue();
      const calls = stored['https://tracker.example.com']?.calls;
      expect(calls).toEqual({ state: 'works', at: expect.any(Number) as number });
      expect(await readRaw('phoneFilter$')).toEqual({ v: 2 });
      expect(await readRaw('phoneFilter')).toEqual(stored);
    },
  );

  it('a bare state of v1 reads as found long ago: a refusal is judged again', async () => {
    await storeRaw('phoneFilter', fixture('phoneFilter.local.v1'));
    expect(await readFilterFinding('https://tracker.example.com', 1763800000000)).toEqual({
      calls: 'works',
      leads: 'unknown',
    });
  });

  it('reads v2 unchanged', async () => {
    await storeRaw('phoneFilter', fixture('phoneFilter.v2'), { v: 2 });
    expect(await phoneFilterItem.getValue()).toEqual(fixture('phoneFilter.v2'));
  });
});

describe('index sync', () => {
  it('leaves the storage.local state, now the public summary key, and syncs again', async () => {
    await fakeBrowser.storage.local.set({ indexSync: fixture('indexSync.local.v1') });
    expect(await indexSyncItem.getValue()).toEqual({ syncedUntil: {} });
    expect(IndexSyncSummarySchema.safeParse(fixture('indexSync.local.v1')).success).toBe(true);
  });

  it('reads the current state, keeping fields a newer version added', async () => {
    await storeRaw('indexSync', { ...(fixture('indexSync.v1') as object), addedLater: 1 });
    expect(await indexSyncItem.getValue()).toEqual({
      ...(fixture('indexSync.v1') as object),
      addedLater: 1,
    });
  });

  it('the summary outside tools read keeps its shape', () => {
    expect(IndexSyncSummarySchema.parse(fixture('indexSyncSummary.v1'))).toEqual(
      fixture('indexSyncSummary.v1'),
    );
  });
});

describe.each([
  ['tagOutbox', tagOutboxItem],
  ['recordOutbox', recordOutboxItem],
] as const)('%s', (name, outbox) => {
  it('moves the storage.local shape with every entry', async () => {
    await fakeBrowser.storage.local.set({ [name]: fixture(`${name}.local.v1`) });
    expect(await outbox.getValue()).toEqual(fixture(`${name}.local.v1`));
    expect(await outbox.quarantined()).toEqual([]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('reads the current shape', async () => {
    await storeRaw(name, fixture(`${name}.v1`));
    expect(await outbox.getValue()).toEqual(fixture(`${name}.v1`));
  });

  it('corrupt entry: the others are read, it is kept aside with its reason, and logged', async () => {
    const [good] = fixture(`${name}.v1`) as unknown[];
    const bad = { id: 'x', state: 'pending', attempts: 'many' };
    await storeRaw(name, [bad, good]);
    expect(await outbox.getValue()).toEqual([good]);
    expect(await outbox.quarantined()).toEqual([
      {
        value: bad,
        reason: expect.any(String) as string,
        version: 1,
        at: expect.any(Number) as number,
      },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('kept aside'));
    // Moved once: reading again neither loses nor doubles it.
    expect(await outbox.getValue()).toEqual([good]);
    expect(await readRaw(quarantineKey(name))).toHaveLength(1);
    // The pages are told, so the user hears of it.
    const counts = await createStoredHandlers()['stored.unreadable']();
    expect(counts).toEqual({
      tagWrites: name === 'tagOutbox' ? 1 : 0,
      recordWrites: name === 'recordOutbox' ? 1 : 0,
    });
  });

  it('a write made while an older list is being read is not overwritten by it', async () => {
    const [good] = fixture(`${name}.v1`) as Record<string, unknown>[];
    const later = { ...good, id: 'written-meanwhile' };
    await storeRaw(name, [{ id: 'bad' }, good]);
    const reading = outbox.getValue();
    await outbox.setValue([good, later] as never[]);
    await reading;
    expect(await outbox.getValue()).toEqual([good, later]);
  });

  it('corrupt list: kept aside whole, the outbox reads empty and takes new writes', async () => {
    await storeRaw(name, { not: 'a list' });
    expect(await outbox.getValue()).toEqual([]);
    expect(await outbox.quarantined()).toMatchObject([
      { value: { not: 'a list' }, reason: 'not a list' },
    ]);
  });
});

describe('per-tab numbers (storage.session, digit strings)', () => {
  it('reads the shipped shapes', () => {
    expect(readDetected(fixture('detected.v1'))).toEqual(fixture('detected.v1'));
    expect(readDetectedFrames(fixture('detectedFrames.v1'))).toEqual(fixture('detectedFrames.v1'));
  });

  it('corrupt: what is not a number is skipped, anything else reads as none', () => {
    expect(readDetected(['79161234567', 42, 'abc', '1'])).toEqual(['79161234567']);
    expect(readDetected('79161234567')).toEqual([]);
    expect(readDetectedFrames({ 0: ['79161234567'], top: ['74951234567'], 1: 'x' })).toEqual({
      0: ['79161234567'],
      1: [],
    });
    expect(readDetectedFrames(null)).toEqual({});
  });

  it('records shown to a tab: the shipped shape, and a corrupt one reads as none shown', () => {
    expect(readServedRecords(fixture('served.v1'))).toEqual(fixture('served.v1'));
    expect(readServedRecords(['call:101:c-1', 7, 'x'])).toEqual(['call:101:c-1']);
    expect(readServedRecords({ 'call:101:c-1': true })).toEqual([]);
  });
});
