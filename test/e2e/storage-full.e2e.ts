/**
 * What the options page does with a settings change the background could not keep because its
 * storage is full, in a real Chromium: the notice in English and Russian, the value left as
 * stored, and Retry sending the same change again, kept across a worker restart.
 *
 * The refusal itself is the background's `storage_full` answer, shown by the unit test with a
 * store that throws QuotaExceededError (test/lib/storage/storage-full.test.ts). Chromium does not
 * refuse the extension's small IndexedDB writes even with its origin's quota overridden to 0
 * (CDP `Storage.overrideQuotaForOrigin`), so here the page's `settings.update` gets that answer
 * while `full` is set, and goes to the real background again once it is cleared.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../lib/types/result.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { useChromium } from './harness/chromium-session.ts';

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}
interface FullFlag {
  __storageFull?: boolean;
}

const NOT_SAVED = { en: /Not saved: .*storage .*is full/, ru: /Не сохранено: хранилище/ };

/** In the options page: `settings.update` answers as a background whose storage is full. */
function answerAsFull(): void {
  const runtime = (globalThis as unknown as ChromeGlobal).chrome.runtime;
  const real = runtime.sendMessage.bind(runtime);
  runtime.sendMessage = (message: unknown) =>
    (globalThis as unknown as FullFlag).__storageFull &&
    (message as { type?: string }).type === 'settings.update'
      ? Promise.resolve({
          ok: false,
          error: { kind: 'storage_full', message: "The browser's storage … is full" },
        })
      : real(message);
}

describe('a settings change the full storage did not keep (Chromium)', () => {
  const { chromium, control: page } = useChromium({ emulator: false, fixtures: false });

  const send = async <T>(message: unknown): Promise<Result<T>> =>
    (await page().evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    )) as Result<T>;
  const language = async () => {
    const answer = await send<{ language: string }>({ type: 'settings.get' });
    return answer.ok ? answer.data.language : undefined;
  };
  const setFull = (full: boolean) =>
    page().evaluate((on) => ((globalThis as unknown as FullFlag).__storageFull = on), full);

  for (const [from, to] of [
    ['en', 'ru'],
    ['ru', 'en'],
  ] as const) {
    it(`${from} → ${to}: said in ${from}, not kept, kept when sent again`, async () => {
      expect(await send({ type: 'settings.update', patch: { language: from } })).toMatchObject({
        ok: true,
      });
      await page().reload();
      await page().locator(`input[name="tl-language"][value="${from}"]:checked`).waitFor();
      await page().evaluate(answerAsFull);
      await setFull(true);
      // Not `check()`: the choice shown goes back to the stored one, as it should.
      await page().locator(`input[name="tl-language"][value="${to}"]`).click();
      const notice = page().getByRole('alert').filter({ hasText: NOT_SAVED[from] });
      await notice.waitFor();
      await saveScreenshot(page(), `storage-full/options-not-saved-${from}`, { fullPage: false });
      expect(await language()).toBe(from);
      await page().locator(`input[name="tl-language"][value="${from}"]:checked`).waitFor();

      await setFull(false);
      await notice.getByRole('button').click();
      await notice.waitFor({ state: 'detached' });
      expect(await language()).toBe(to);
      await chromium().stopServiceWorker();
      await chromium().waitForServiceWorker();
      expect(await language()).toBe(to);
    });
  }
});
