import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wrapChrome, type ChromeLike } from '../../../lib/messaging/content-browser';
import { leanLibraries } from '../../../scripts/vite-lean-libraries';

/**
 * Content scripts get content-browser.ts instead of webextension-polyfill. Where the browser
 * has no `browser` of its own (Chrome before 148), both wrap `chrome`: every case here runs
 * through the polyfill and through `wrapChrome` over the same fake `chrome`, and what Chrome
 * is told and what the caller gets must be the same.
 */

type Listener = (message: unknown, sender: unknown) => unknown;
interface Wrapped {
  runtime: {
    sendMessage(message: unknown): Promise<unknown>;
    onMessage: { addListener(l: Listener): void; removeListener(l: Listener): void };
  };
}

/** A `chrome` whose messages the test sends and answers. */
function fakeChrome() {
  const listeners = new Set<Parameters<ChromeLike['runtime']['onMessage']['addListener']>[0]>();
  let reply: { answer?: unknown; error?: string } = {};
  const runtime: ChromeLike['runtime'] = {
    id: 'extension-id',
    lastError: undefined,
    getURL: (path) => `chrome-extension://extension-id${path}`,
    connect: () => ({}),
    sendMessage(_message, callback) {
      runtime.lastError = reply.error ? { message: reply.error } : undefined;
      callback(reply.answer);
      runtime.lastError = undefined;
    },
    onMessage: {
      addListener: (listener) => listeners.add(listener),
      removeListener: (listener) => listeners.delete(listener),
      hasListener: (listener) => listeners.has(listener),
    },
  };
  return {
    chrome: { runtime } satisfies ChromeLike,
    listenerCount: () => listeners.size,
    answerWith: (next: typeof reply) => (reply = next),
    /** What each listener returned to Chrome, and what it sent as the answer. */
    async dispatch(message: unknown) {
      const told: { returned: boolean; answer?: unknown }[] = [];
      for (const listener of listeners) {
        const entry: (typeof told)[number] = { returned: false };
        entry.returned = listener(message, {}, (answer) => (entry.answer = answer));
        told.push(entry);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      return told;
    },
  };
}

const require = createRequire(import.meta.url);
const polyfillPath = require.resolve('webextension-polyfill');

/** The polyfill over `chrome`, loaded as the extension's pages load it (an ES module). */
async function polyfillOver(chrome: ChromeLike): Promise<Wrapped> {
  const code = await (leanLibraries().load as (id: string) => Promise<string>)(polyfillPath);
  const file = join(await mkdtemp(join(tmpdir(), 'polyfill-')), 'module.mjs');
  await writeFile(file, code);
  // As in Chrome before 148: no `browser` (the test setup's fake one set aside), only `chrome`.
  const global = globalThis as Record<string, unknown>;
  const { browser } = global;
  delete global.browser;
  global.chrome = chrome;
  try {
    return ((await import(pathToFileURL(file).href)) as { default: Wrapped }).default;
  } finally {
    delete global.chrome;
    global.browser = browser;
  }
}

const both = async () => {
  const results = [];
  for (const make of [polyfillOver, async (c: ChromeLike) => wrapChrome(c) as Wrapped]) {
    const fake = fakeChrome();
    results.push({ fake, browser: await make(fake.chrome) });
  }
  return results;
};

const LISTENERS: [string, Listener][] = [
  ['answers with a promise', () => Promise.resolve({ alive: true })],
  ['rejects with an error', () => Promise.reject(new Error('no card'))],
  ['rejects with a value', () => Promise.reject('no card')],
  [
    'throws',
    () => {
      throw new Error('broken');
    },
  ],
  ['returns nothing', () => undefined],
  ['returns a value, not a promise', () => 5],
];

describe('the content scripts’ browser over chrome, as the polyfill', () => {
  it.each(LISTENERS)('tells Chrome the same when a listener %s', async (_name, listener) => {
    const told = [];
    for (const { fake, browser } of await both()) {
      browser.runtime.onMessage.addListener(listener);
      told.push(await fake.dispatch({ type: 'content.ping' }));
    }
    expect(told[1]).toEqual(told[0]);
  });

  it('removes the listener it added', async () => {
    for (const { fake, browser } of await both()) {
      const listener = () => Promise.resolve(null);
      browser.runtime.onMessage.addListener(listener);
      browser.runtime.onMessage.addListener(listener);
      expect(fake.listenerCount()).toBe(1);
      browser.runtime.onMessage.removeListener(listener);
      expect(fake.listenerCount()).toBe(0);
    }
  });

  it.each([
    ['an answer', { answer: { ok: true, value: 1 } }],
    ['no answer', { error: 'The message port closed before a response was received.' }],
    ['no receiver', { error: 'Could not establish connection. Receiving end does not exist.' }],
    ['a rejection', { answer: { __mozWebExtensionPolyfillReject__: true, message: 'denied' } }],
  ])('gives a sender the same for %s', async (_name, reply) => {
    const got = [];
    for (const { fake, browser } of await both()) {
      fake.answerWith(reply);
      got.push(
        await browser.runtime.sendMessage({ type: 'x' }).then(
          (value) => ({ value }),
          (error: Error) => ({ error: error.message }),
        ),
      );
    }
    expect(got[1]).toEqual(got[0]);
  });

  it('passes the rest of runtime through, its id read each time', () => {
    const fake = fakeChrome();
    const browser = wrapChrome(fake.chrome);
    expect(browser.runtime.getURL('/card-field.html')).toBe(
      'chrome-extension://extension-id/card-field.html',
    );
    expect(browser.runtime.id).toBe('extension-id');
    fake.chrome.runtime.id = undefined;
    expect(browser.runtime.id).toBeUndefined();
  });
});
