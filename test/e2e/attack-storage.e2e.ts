/**
 * A compromised content script writes into `storage.local` (content scripts can write it, not
 * only read it) what older versions kept there: settings with another service address and a key,
 * a waiting tag write and a waiting order write. After the service worker restarts, the
 * background must adopt none of it: the other address receives nothing (not the real key's
 * `/api/me`), and the planted writes never reach the tracker. Firefox ESR:
 * attack-storage-firefox.e2e.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntryView } from '../../lib/types/phone-data.ts';
import type { Result } from '../../lib/types/result.ts';
import type { RecordWriteView } from '../../lib/types/workspace-data.ts';
import { contentWorldOf } from './harness/content-world.ts';
import { startCrmBrowser, type CrmBrowser } from './harness/crm-pages.ts';
import { useEmulator } from './harness/emulator.ts';
import { startCollector, type LoopbackServer } from './harness/hostile-api.ts';
import {
  forgetStoredSettings,
  plantedAtTracker,
  plantedSettings,
  plantedWrites,
} from './harness/planted-storage.ts';

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}

const EXTENSION_NAME = 'Tracker Lens (demo)';

describe('a content script writing storage.local, then a worker restart (Chromium)', () => {
  const emulator = useEmulator({ calls: 300, leads: 60 });
  let crm: CrmBrowser;
  let spy: LoopbackServer;
  let control: Page;

  const send = async <T>(message: unknown): Promise<Result<T>> =>
    (await control.evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    )) as Result<T>;

  /** Writes `items` into storage.local from the content-script world of a CRM page. */
  const plantFromContentScript = async (items: object) => {
    const page = await crm.openFixture('crm/amocrm-deal.html');
    const world = await contentWorldOf(page, EXTENSION_NAME);
    await world.evaluate(`chrome.storage.local.set(${JSON.stringify(items)}).then(() => true)`);
    expect(
      await world.evaluate<string[]>('chrome.storage.local.get(null).then((v) => Object.keys(v))'),
    ).toEqual(expect.arrayContaining(Object.keys(items)));
    await world.detach();
    await page.close();
  };

  const restartWorker = async () => {
    await crm.chromium.stopServiceWorker();
    await crm.chromium.waitForServiceWorker();
  };

  beforeAll(async () => {
    spy = await startCollector();
    crm = await startCrmBrowser(emulator().baseUrl);
    control = await crm.chromium.openExtensionPage('options.html');
  });

  afterAll(async () => {
    await crm?.close();
    await spy?.close();
  });

  it('adopts no planted tag or order write: none is listed, none reaches the tracker', async () => {
    await plantFromContentScript(plantedWrites(emulator()));
    await restartWorker();
    const tags = await send<OutboxEntryView[]>({ type: 'outbox.list' });
    const records = await send<RecordWriteView[]>({ type: 'records.outbox' });
    // An adopted write is listed until the tracker accepts it, and at the tracker after.
    expect(tags.ok && tags.data.map((entry) => entry.id)).toEqual([]);
    expect(records.ok && records.data.map((entry) => entry.id)).toEqual([]);
    expect(plantedAtTracker(emulator())).toEqual([]);
  });

  it('adopts no planted address or key: the other address receives nothing', async () => {
    // A profile whose user set only the key: the background holds no settings record.
    await control.evaluate(forgetStoredSettings);
    await plantFromContentScript(plantedSettings(spy.baseUrl));
    await restartWorker();
    // The key is checked against the address the background uses (answered, whatever it says).
    await send({ type: 'counters.list', refresh: true });
    expect(spy.seen.map((request) => request.url)).toEqual([]);
    const settings = await send<{ baseUrl: string }>({ type: 'settings.get' });
    expect(settings.ok && settings.data.baseUrl).not.toBe(spy.baseUrl);
    expect(plantedAtTracker(emulator())).toEqual([]);
  });
});
