/**
 * First run without waiting, written once and registered by `first-run.e2e.ts` (Chromium) and
 * `first-run-firefox.e2e.ts` (Firefox ESR), product builds on a fresh profile: the options say
 * "Nothing stored yet"; the key typed there, once accepted, starts the index's first sync at
 * once with no site switched on and nothing hovered; the options follow it from "Syncing…" to
 * the records stored, in English and Russian.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { waitFor } from '../harness/wait.ts';

export const FIRST_RUN_VIEWPORT = { width: 900, height: 1400 };

export interface IndexStatus {
  state: string;
  calls: number;
  leads: number;
  lastSyncAt?: number;
  pace?: { requestsPerSecond: number; limited: boolean };
  firstSync?: { percent: number };
}

export interface FirstRunSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  /** A message to the background from an extension page; throws on an error answer. */
  ask: <T>(message: unknown) => Promise<T>;
  /** The origins the content script is registered on, as the browser's API tells them. */
  scriptOrigins: () => Promise<string[]>;
}

export const isSyncListing = ({ path, query }: { path: string; query: Record<string, unknown> }) =>
  /\/v2\/(call|leads)\/list$/.test(path) && String(query['filter'] ?? '').includes('>');

const indexSays = (options: DriverPage, text: string | RegExp, what: string) =>
  waitFor(async () => {
    const shown = await options.text('.tl-index');
    return typeof text === 'string' ? shown.includes(text) : text.test(shown);
  }, what);

export function firstRunScenario(session: FirstRunSession) {
  it('starts the first sync once the key typed in the options is accepted, no site switched on', async () => {
    const status = () => session.ask<IndexStatus>({ type: 'index.status' });
    await session.ask({ type: 'settings.update', patch: { baseUrl: session.emulator().baseUrl } });
    const options = await session.driver.openExtensionPage('options.html', FIRST_RUN_VIEWPORT);
    await options.waitFor('#tl-key-input', 'visible');
    expect(await status()).toMatchObject({ state: 'empty', calls: 0, leads: 0 });
    await indexSays(options, 'Nothing stored yet', 'nothing stored yet, said');

    // The sync's listings wait at the emulator, so the page is read while the sync runs.
    const sync = session.emulator().hold(isSyncListing);
    try {
      await options.typeAndEnter('#tl-key-input', 'demo-key');
      await waitFor(
        async () => /The key works: \d+ sites/.test(await options.text('#key')),
        'the key accepted',
      );
      // Nothing hovered, no site on: the key alone started it (the half-hourly alarm is far).
      await waitFor(() => sync.waiting() > 0, 'the first sync to ask for its first page');
      await indexSays(options, 'Syncing…', 'the sync said as running');
      expect(await options.text('.tl-index')).not.toContain('Nothing stored yet');
    } finally {
      sync.release();
    }

    const done = await waitFor(async () => {
      const now = await status();
      return now.lastSyncAt !== undefined && now.state === 'idle' ? now : undefined;
    }, 'the first sync to end');
    expect(done.calls).toBeGreaterThan(0);
    await indexSays(options, 'Up to date', 'the index said up to date');
    expect(await options.text('.tl-index')).toMatch(
      /Last sync: .+ · [\d,]+ calls and [\d,]+ leads/,
    );
    expect(await options.text('.tl-index')).not.toContain('Nothing stored yet');
    // No site was switched on: the content script is registered nowhere.
    expect(await session.scriptOrigins()).toEqual([]);
    await options.scrollIntoView('#data');
    await options.screenshot('options-first-run-done-en');

    await session.ask({ type: 'settings.update', patch: { language: 'ru' } });
    await indexSays(options, 'Актуально', 'the index said up to date in Russian');
    await options.scrollIntoView('#data');
    await options.screenshot('options-first-run-synced-ru');
    await session.ask({ type: 'settings.update', patch: { language: 'en' } });
    await options.close();
  });
}
