/**
 * The storage attack, written once and registered by `attack-storage.e2e.ts` (Chromium) and
 * `attack-storage-firefox.e2e.ts` (Firefox ESR): what a compromised content script writes into
 * `storage.local` (content scripts can write it, not only read it: another service address with
 * a key, a waiting tag write and order write, as older versions kept them), then a restart of
 * the background. The background must adopt none of it: the other address receives nothing
 * (not the real key's `/api/me`), and the planted writes never reach the tracker. How a value
 * is planted and how the background restarts differ by browser and are the files' own.
 */
import { expect, it } from 'vitest';
import type { OutboxEntryView } from '../../../lib/types/phone-data.ts';
import type { Result } from '../../../lib/types/result.ts';
import type { RecordWriteView } from '../../../lib/types/workspace-data.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import type { LoopbackServer } from '../harness/hostile-api.ts';
import {
  forgetStoredSettings,
  plantedAtTracker,
  plantedSettings,
  plantedWrites,
} from '../harness/planted-storage.ts';
import { waitFor } from '../harness/wait.ts';

export interface StorageAttackSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  /** The collector standing for the other address. */
  spy: () => LoopbackServer;
  /** Writes `items` into `storage.local` where a content script can. */
  plant(items: object): Promise<void>;
  /** Starts the background afresh; `page` is an open extension page (it may close with it). */
  restart(page: DriverPage): Promise<void>;
}

/** A message to the background from an extension page, its answer as it comes. */
const ask = <T>(page: DriverPage, message: unknown): Promise<Result<T>> =>
  page.evaluate((m) => {
    const api =
      (globalThis as unknown as { browser?: unknown }).browser ??
      (globalThis as unknown as { chrome: unknown }).chrome;
    return (
      api as { runtime: { sendMessage(m: unknown): Promise<Result<T>> } }
    ).runtime.sendMessage(m);
  }, message);

export function storageAttackScenarios(session: StorageAttackSession): void {
  const { driver, emulator } = session;

  /** Restarts the background, then opens an extension page it answers. */
  const restart = async (page: DriverPage): Promise<DriverPage> => {
    await session.restart(page);
    await page.close().catch(() => undefined);
    const fresh = await driver.openExtensionPage('options.html');
    await waitFor(
      async () => (await ask(fresh, { type: 'setup.status' })).ok,
      'the new background to answer',
    );
    return fresh;
  };

  it('adopts no planted tag or order write: none is listed, none reaches the tracker', async () => {
    await session.plant(plantedWrites(emulator()));
    const page = await restart(await driver.openExtensionPage('options.html'));
    const tags = await ask<OutboxEntryView[]>(page, { type: 'outbox.list' });
    const records = await ask<RecordWriteView[]>(page, { type: 'records.outbox' });
    // An adopted write is listed until the tracker accepts it, and at the tracker after.
    expect(tags.ok && tags.data.map((entry) => entry.id)).toEqual([]);
    expect(records.ok && records.data.map((entry) => entry.id)).toEqual([]);
    expect(plantedAtTracker(emulator())).toEqual([]);
    await page.close();
  });

  it('adopts no planted address or key: the other address receives nothing', async () => {
    const before = await driver.openExtensionPage('options.html');
    // A profile whose user set only the key: the background holds no settings record.
    await before.evaluate(forgetStoredSettings, undefined);
    await session.plant(plantedSettings(session.spy().baseUrl));
    const page = await restart(before);
    // The key is checked against the address the background uses (answered, whatever it says).
    await ask(page, { type: 'counters.list', refresh: true });
    expect(session.spy().seen.map((request) => request.url)).toEqual([]);
    const settings = await ask<{ baseUrl: string }>(page, { type: 'settings.get' });
    expect(settings.ok && settings.data.baseUrl).not.toBe(session.spy().baseUrl);
    expect(plantedAtTracker(emulator())).toEqual([]);
    await page.close();
  });
}
