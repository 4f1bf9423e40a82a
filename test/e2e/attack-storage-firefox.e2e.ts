/**
 * The storage attack of attack-storage.e2e.ts in Firefox ESR (demo build, MV2): what a
 * compromised content script writes into `storage.local` (another address with a key, a waiting
 * tag write and order write) and a restart of the background (the extension reloaded, as an
 * update or a browser restart starts it again) must leave the background as it was. The values
 * are written from an extension page: the same `storage.local` area that Firefox's content
 * scripts read and write in full (MV2 gives them no narrower view of it).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntryView } from '../../lib/types/phone-data.ts';
import type { RecordWriteView } from '../../lib/types/workspace-data.ts';
import { askBackground, sendRuntimeMessage } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { startCollector, type LoopbackServer } from './harness/hostile-api.ts';
import {
  forgetStoredSettings,
  plantedAtTracker,
  plantedSettings,
  plantedWrites,
} from './harness/planted-storage.ts';
import { waitFor } from './harness/wait.ts';

interface FirefoxGlobal {
  browser: {
    runtime: { reload(): void };
    storage: { local: { set(items: object): Promise<void> } };
  };
}

const skip = skipWithoutFirefox('Firefox storage attack e2e');

describe.skipIf(skip)(
  'storage.local written by a content script, then a restart (Firefox ESR)',
  () => {
    const { emulator, firefox, control } = useFirefox({
      emulator: { calls: 300, leads: 60 },
      fixtures: false,
    });
    let spy: LoopbackServer;
    let page: Page;

    beforeAll(async () => {
      spy = await startCollector();
      page = control();
    });

    afterAll(async () => {
      await spy?.close();
    });

    const plant = (items: object) =>
      page.evaluate(
        (values) => (globalThis as unknown as FirefoxGlobal).browser.storage.local.set(values),
        items,
      );

    /** Reloads the extension (its background starts afresh) and opens an options page again. */
    const restartBackground = async () => {
      const old = page;
      await old.evaluate(() => {
        setTimeout(() => (globalThis as unknown as FirefoxGlobal).browser.runtime.reload(), 50);
      });
      await waitFor(
        async () => old.isClosed() || !(await old.evaluate(() => true).catch(() => false)),
        'the extension to reload',
      );
      page = await firefox().openExtensionPage('options.html');
      await waitFor(
        async () => (await sendRuntimeMessage(page, { type: 'setup.status' })).ok,
        'the new background to answer',
      );
    };

    it('adopts no planted tag or order write: none is listed, none reaches the tracker', async () => {
      await plant(plantedWrites(emulator()));
      await restartBackground();
      const tags = await askBackground<OutboxEntryView[]>(page, { type: 'outbox.list' });
      const records = await askBackground<RecordWriteView[]>(page, { type: 'records.outbox' });
      expect(tags.map((entry) => entry.id)).toEqual([]);
      expect(records.map((entry) => entry.id)).toEqual([]);
      expect(plantedAtTracker(emulator())).toEqual([]);
    });

    it('adopts no planted address or key: the other address receives nothing', async () => {
      // A profile whose user set only the key: the background holds no settings record.
      await page.evaluate(forgetStoredSettings);
      await plant(plantedSettings(spy.baseUrl));
      await restartBackground();
      await sendRuntimeMessage(page, { type: 'counters.list', refresh: true });
      expect(spy.seen.map((request) => request.url)).toEqual([]);
      const settings = await askBackground<{ baseUrl: string }>(page, { type: 'settings.get' });
      expect(settings.baseUrl).not.toBe(spy.baseUrl);
      expect(plantedAtTracker(emulator())).toEqual([]);
    });
  },
);
