/**
 * A write that keeps failing, written once and registered by `waiting-writes.e2e.ts`
 * (Chromium) and `waiting-writes-firefox.e2e.ts` (Firefox ESR) against the emulator: a tag on a
 * call the tracker does not have is refused (not retried by itself); the popup's list says
 * "1 change … waiting", and from that line the rep reaches the write, its reason in English and
 * Russian, Retry (sent again, refused again) and Discard (asked twice; then the outbox is empty
 * and the line gone). Nothing is dropped without the click.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { waitFor } from '../harness/wait.ts';

export const WAITING_VIEWPORT = { width: 400, height: 600 };

export interface WaitingSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  /** A message to the background from an extension page; throws on an error answer. */
  ask: <T>(message: unknown) => Promise<T>;
  /** The address of a fixture page (the popup's list is the list of a tab). */
  pageUrl: (path: string) => string;
}

interface Entry {
  id: string;
  state: string;
  attempts: number;
}

const setLanguage = (session: WaitingSession, language: 'en' | 'ru') =>
  session.ask({ type: 'settings.update', patch: { language } });

/** The popup of the tab, its list's "waiting" line opened. */
async function openWaiting(session: WaitingSession, tabId: number): Promise<DriverPage> {
  const popup = await session.driver.openExtensionPage(`popup.html?tab=${tabId}`, WAITING_VIEWPORT);
  await popup.waitFor('.tl-waiting-toggle', 'visible', 60_000);
  await popup.click('.tl-waiting-toggle');
  return popup;
}

export function waitingWritesScenario(session: WaitingSession) {
  it('says why from the list\'s "waiting" line, and offers Retry and Discard', async () => {
    const { driver } = session;
    const site = await driver.openPage(session.pageUrl('hello.html'));
    const tabId = await waitFor(() => driver.tabIdOf(site.url()), 'the fixture tab');
    await session.ask({
      type: 'tags.add',
      target: {
        kind: 'call',
        counterId: session.emulator().store.demoCounterId,
        callId: 'no-such-call',
      },
      tag: 'sale',
    });
    const outbox = () => session.ask<Entry[]>({ type: 'outbox.list' });
    const failing = await waitFor(
      async () => (await outbox()).find((entry) => entry.state === 'failing'),
      'the write refused and stopped',
    );

    const popup = await openWaiting(session, tabId);
    expect(await popup.text('.tl-list-waiting')).toMatch(/^1 change saved here/);
    const row = `.tl-waiting-write[data-write-id="${failing.id}"]`;
    await popup.waitFor(row, 'visible');
    expect(await popup.text(`${row} .tl-waiting-what`)).toBe('Tag “sale” on call no-such-call');
    expect(await popup.text(`${row} .tl-waiting-state`)).toMatch(/^not accepted: /);
    await popup.screenshot('waiting-writes-en');

    // Retry: sent again at once, refused again, said again.
    await popup.click(`${row} .tl-waiting-retry`);
    await waitFor(async () => {
      const entry = (await outbox()).find((each) => each.id === failing.id);
      return entry?.state === 'failing' && entry.attempts >= 1;
    }, 'the retried write refused again');
    await popup.close();

    await setLanguage(session, 'ru');
    const russian = await openWaiting(session, tabId);
    await russian.waitFor(row, 'visible');
    await waitFor(
      async () => /^не принято: /.test(await russian.text(`${row} .tl-waiting-state`)),
      'the reason in Russian',
    );
    expect(await russian.text('.tl-list-waiting')).toMatch(/^Ждут отправки/);
    await russian.screenshot('waiting-writes-ru');
    await russian.close();
    await setLanguage(session, 'en');

    // Discard asks once more; only then is the write gone, and the line with it.
    const again = await openWaiting(session, tabId);
    await again.waitFor(row, 'visible');
    await again.click(`${row} .tl-waiting-discard`);
    await again.waitFor(`${row} .tl-waiting-discard-sure`, 'visible');
    expect(await outbox()).toHaveLength(1);
    await again.click(`${row} .tl-waiting-discard-sure`);
    await again.waitFor(row, 'hidden');
    await again.waitFor('.tl-list-waiting', 'hidden');
    expect(await outbox()).toEqual([]);
    await again.close();
    await site.close();
  });
}
