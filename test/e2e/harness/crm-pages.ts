/**
 * Helpers for content-script tests in Chromium: what the background recorded for a page
 * (`detected:<tabId>`), settings sent as the options page would, hovering a number, and the
 * newest demo call of a number.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ChromiumWithExtension } from './chromium.ts';

// The slice of the extension API the code below runs in the service worker and options page.
interface ChromeGlobal {
  chrome: {
    tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
    storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
    runtime: { sendMessage(message: unknown): Promise<unknown> };
  };
}

/** `settings.update` from the options page (a privileged message); throws unless accepted. */
export async function updateSettings(
  chromium: ChromiumWithExtension,
  patch: Record<string, unknown>,
): Promise<void> {
  const page = await chromium.openExtensionPage('options.html');
  try {
    const answer = await page.evaluate(
      (settings) =>
        (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage({
          type: 'settings.update',
          patch: settings,
        }),
      patch,
    );
    expect(answer).toMatchObject({ ok: true });
  } finally {
    await page.close();
  }
}

/** The digits the background keeps for the tab showing `url`. */
export function detectedOn(chromium: ChromiumWithExtension, url: string): Promise<string[]> {
  return chromium.serviceWorker.evaluate(async (pageUrl) => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    const [tab] = await chrome.tabs.query({ url: pageUrl });
    if (tab?.id === undefined) return [];
    const key = `detected:${tab.id}`;
    return ((await chrome.storage.session.get(key))[key] as string[] | undefined) ?? [];
  }, url);
}

/** Waits until every one of `phones` is recorded for the page; answers all it recorded. */
export async function waitForDetected(
  chromium: ChromiumWithExtension,
  url: string,
  phones: string[],
  timeoutMs = 15_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await detectedOn(chromium, url);
    if (phones.every((phone) => seen.includes(phone))) return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Expected ${phones.join(', ')} on ${url}; detected: ${seen.join(', ')}`);
}

/** Moves the pointer onto a box; text sits at its left, so aim a little into it. */
export async function hoverBox(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
): Promise<void> {
  if (!box) throw new Error('The element to hover is not visible');
  const x = box.x + Math.min(box.width / 2, 25);
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 10, y);
  await page.mouse.move(x, y, { steps: 4 });
}

/** Waits for the card to show and for its text (loaded data, not the loading line) to match. */
export async function expectCard(card: Locator, text: RegExp): Promise<void> {
  await card.waitFor({ state: 'visible', timeout: 10_000 });
  await expect.poll(() => card.innerText(), { timeout: 15_000 }).toMatch(text);
}

interface StoreLike {
  counters: readonly { counterId: string }[];
  counterData(
    counterId: string,
  ):
    | { callsByPhone: Map<string, { callId: string; counterId: string; startMs: number }[]> }
    | undefined;
}

/** The newest call from a number across the emulator's counters. */
export function latestCall(store: StoreLike, digits: string) {
  const calls = store.counters.flatMap(
    (counter) => store.counterData(counter.counterId)?.callsByPhone.get(digits) ?? [],
  );
  const newest = calls.sort((a, b) => b.startMs - a.startMs)[0];
  if (!newest) throw new Error(`The emulator has no calls from ${digits}`);
  return { counterId: newest.counterId, callId: newest.callId };
}
