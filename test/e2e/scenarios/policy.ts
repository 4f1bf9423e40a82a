/**
 * The organisation's policies, what both browsers show alike, written once and registered by
 * `policy.e2e.ts` (Chromium, a real file in /etc/chromium/policies/managed/) and
 * `policy-firefox.e2e.ts` (Firefox ESR, a real policies.json): the untouched product build, set
 * up by `serviceAddress` and `apiKey` alone, says in its options that the organisation's key
 * works, in English and Russian; the key's text is in no storage, page or answer an extension
 * page can read. How the policy file is written and read, and what a policy-listed site then
 * asks of the person, differ by browser and are the files' own.
 */
import { expect, it } from 'vitest';
import type { DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { waitFor } from '../harness/wait.ts';

type StorageArea = { get(keys: null): Promise<object> };
interface ExtensionApi {
  storage: Record<'local' | 'session' | 'sync', StorageArea>;
  runtime: { sendMessage(message: unknown): Promise<unknown> };
}

/** A message to the background from an extension page, its answer as it comes. */
export const askFrom = (page: DriverPage, message: unknown) =>
  page.evaluate((m) => {
    const api =
      (globalThis as unknown as { browser?: ExtensionApi }).browser ??
      (globalThis as unknown as { chrome: ExtensionApi }).chrome;
    return api.runtime.sendMessage(m);
  }, message);

/** Everything an extension page (or a content script) could read, as text. */
export async function readableFrom(page: DriverPage): Promise<string> {
  const stored = await page.evaluate(async () => {
    const api =
      (globalThis as unknown as { browser?: ExtensionApi }).browser ??
      (globalThis as unknown as { chrome: ExtensionApi }).chrome;
    return JSON.stringify([
      await api.storage.local.get(null),
      await api.storage.session.get(null),
      await api.storage.sync.get(null),
    ]);
  }, undefined);
  const answers = await Promise.all(
    ['setup.status', 'settings.get', 'policy.status', 'settings.problems', 'index.status'].map(
      (type) => askFrom(page, { type }).catch((error: unknown) => String(error)),
    ),
  );
  const dom = await page.evaluate(() => document.documentElement.outerHTML, undefined);
  return `${stored}\n${JSON.stringify(answers)}\n${dom}`;
}

/** Waits until the text of `selector` (the whole page by default) matches `pattern`. */
const untilText = (page: DriverPage, pattern: RegExp, selector = 'body', timeoutMs = 60_000) =>
  waitFor(async () => pattern.test(await page.text(selector)), `${selector} to read ${pattern}`, {
    timeoutMs,
  });

const setLanguage = async (page: DriverPage, language: 'en' | 'ru') =>
  expect(await askFrom(page, { type: 'settings.update', patch: { language } })).toMatchObject({
    ok: true,
  });

/** `options`: the product build's options page, open from the start (policy set by then). */
export function policyScenarios(options: () => DriverPage, emulator: () => RunningEmulator): void {
  it('sets up the product build from the policy alone: the options say the organisation’s key works', async () => {
    const page = options();
    await untilText(page, /API key: set by your organisation/);
    await page.waitFor('[data-policy-key="valid"]', 'visible', 60_000);
    await untilText(
      page,
      /The key works: it sees 4 counters of the tracker\./,
      '[data-policy-key="valid"]',
    );
    expect(await page.count('#tl-key-input')).toBe(0);
    await page.screenshot('options-policy-en');
    await setLanguage(page, 'ru');
    await untilText(page, /Задано вашей организацией/, '#organisation-title');
    await untilText(page, /Ключ работает/, '[data-policy-key="valid"]');
    await page.screenshot('options-policy-ru');
    await setLanguage(page, 'en');
    await untilText(page, /API key: set by your organisation/);
  });

  it('keeps the key’s text out of every storage, page and answer an extension page can read', async () => {
    const text = await readableFrom(options());
    expect(text).toContain(emulator().baseUrl); // what was read is real...
    expect(text).not.toContain(emulator().keys.full); // ...and the key is not in it
  });
}
