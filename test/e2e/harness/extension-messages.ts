/**
 * Talking to the background from an extension page in Chromium, as the extension's own pages
 * do: `send` (throws on an error answer), `setLanguage`, and `useEmulatorFrom` (points the
 * demo build at a test emulator and waits until its key is valid there).
 */
import type { Page } from 'playwright-core';
import type { Result } from '../../../lib/types/result.ts';
import { waitFor } from './wait.ts';

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}

export function extensionMessages(page: () => Page) {
  const send = async <T>(message: unknown): Promise<T> => {
    const answer = (await page().evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    )) as Result<T>;
    if (!answer.ok) throw new Error(`${JSON.stringify(message)}: ${answer.error.message}`);
    return answer.data;
  };
  // A patch names only what it changes; the background keeps the rest.
  const setLanguage = (language: 'en' | 'ru') =>
    send({ type: 'settings.update', patch: { language } });
  const useEmulatorAt = async (baseUrl: string) => {
    await waitFor(
      async () => (await send<{ configured: boolean }>({ type: 'setup.status' })).configured,
      'the demo key preset',
    );
    await send({ type: 'settings.update', patch: { baseUrl } });
    await waitFor(
      async () =>
        (await send<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'valid',
      'the demo key to be valid against the test emulator',
    );
  };
  return { send, setLanguage, useEmulatorAt };
}
