/**
 * A number's CSV file and what it says when the tracker's file lacks records, written once and
 * registered by `number-csv.e2e.ts` (Chromium) and `number-csv-firefox.e2e.ts` (Firefox ESR):
 * the tracker is the emulator behind a loopback proxy (`hostile-api.ts`); the file holds every
 * call and lead the lookup showed; once the proxy leaves one of the number's calls out of the
 * CSV listing, no file is made and the popup's detail names that cause (`export_short`), in
 * English and Russian. The 50,000-row cap (`export_capped`) is the unit tests'
 * (test/lib/lookup/number-csv-export.test.ts): a browser run would page through 50 listings.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect, it } from 'vitest';
import { DEMO_PHONES } from '../../../emulator/index.ts';
import type { BrowserDriver } from '../harness/driver.ts';
import type { HostileApi } from '../harness/hostile-api.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { waitFor } from '../harness/wait.ts';

export const CSV_VIEWPORT = { width: 400, height: 600 };
const PHONE = DEMO_PHONES.manyCallsAndLeads;

export interface NumberCsvSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  /** The proxy the extension is pointed at, in front of the emulator. */
  tracker: () => HostileApi;
  /** A message to the background from an extension page; throws on an error answer. */
  ask: <T>(message: unknown) => Promise<T>;
}

/** Answers the calls' CSV listings itself: the upstream's, less the number's first row. */
function leaveOutOneCall(upstream: string) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!request.url?.startsWith('/v2/call/list/csv')) return false;
    void (async () => {
      const answer = await fetch(new URL(request.url!, upstream));
      const lines = (await answer.text()).split('\r\n');
      const dropped = lines.findIndex((line, index) => index > 0 && line.includes(PHONE));
      if (dropped > 0) lines.splice(dropped, 1);
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/csv',
      });
      response.end(lines.join('\r\n'));
    })().catch(() => response.destroy());
    return true;
  };
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String(error);
  }
  return 'no failure';
}

export function numberCsvScenario(session: NumberCsvSession) {
  const setLanguage = (language: 'en' | 'ru') =>
    session.ask({ type: 'settings.update', patch: { language } });

  /** The popup with the number's detail open, its CSV button clicked. */
  async function exportFromPopup() {
    const popup = await session.driver.openExtensionPage('popup.html', CSV_VIEWPORT);
    await popup.waitFor('#tl-search-input', 'visible');
    await popup.typeAndEnter('#tl-search-input', '+7 916 123-45-67');
    await popup.waitFor('.tl-h-call', 'visible', 60_000);
    const exportButton = 'button[aria-label="Export CSV"], button[aria-label="Экспорт CSV"]';
    await waitFor(
      () =>
        popup.evaluate(
          (s) => !document.querySelector<HTMLButtonElement>(s)?.disabled,
          exportButton,
        ),
      'the CSV button ready',
    );
    await popup.click(exportButton);
    return popup;
  }

  it('makes the file of every record shown, and names the cause when the tracker lacks some', async () => {
    const detail = await session.ask<{ calls: unknown[]; leads: unknown[] }>({
      type: 'lookup.detail',
      phone: PHONE,
    });
    const { csv } = await session.ask<{ csv: string }>({ type: 'export.csv', phone: PHONE });
    expect(csv.trim().split('\r\n')).toHaveLength(1 + detail.calls.length + detail.leads.length);

    session.tracker().attack = leaveOutOneCall(session.emulator().baseUrl);
    try {
      expect(await failureOf(session.ask({ type: 'export.csv', phone: PHONE }))).toMatch(
        /export incomplete/,
      );
      await setLanguage('en');
      const popup = await exportFromPopup();
      await waitFor(
        async () =>
          (await popup.text('.tl-notice--error')).includes('lacks calls or leads shown here'),
        'the cause said in the detail',
      );
      expect(await popup.text('.tl-notice--error')).toMatch(/^Export failed:/);
      await popup.screenshot('number-csv-short-en');
      await popup.close();

      await setLanguage('ru');
      const russian = await exportFromPopup();
      await waitFor(
        async () => (await russian.text('.tl-notice--error')).includes('нет части показанных'),
        'the cause said in Russian',
      );
      await russian.screenshot('number-csv-short-ru');
      await russian.close();
    } finally {
      session.tracker().attack = undefined;
      await setLanguage('en');
    }
  });
}
