import type { browser as WxtBrowser } from 'wxt/browser';

/**
 * The `browser` content scripts get for `wxt/browser` (aliased in their builds, wxt.config.ts):
 * the browser's own where it has one (Firefox; Chrome from 148 on, where webextension-polyfill
 * passes it through as is), else a layer over `chrome` with what the polyfill gives a content
 * script, which calls `runtime` and `i18n` alone: a message listener answers with the promise
 * it returns, and a message no listener answers resolves to undefined. The polyfill's machinery
 * for every other API was a twentieth of the CRM content script, in every frame of a CRM page;
 * the background and the extension's pages keep it.
 */

/** What Chrome says when no listener answered: the polyfill resolves to undefined then. */
const NO_RESPONSE = 'The message port closed before a response was received.';

/**
 * A listener's rejection as the polyfill sends it, so the background's polyfill rejects its
 * `tabs.sendMessage` with the same message; and an answer in that form rejects here.
 */
const REJECTION = '__mozWebExtensionPolyfillReject__';

type Listener = (message: unknown, sender: unknown) => unknown;
type ChromeListener = (
  message: unknown,
  sender: unknown,
  sendResponse: (answer: unknown) => void,
) => boolean;

interface ChromeEvent<L> {
  addListener(listener: L): void;
  removeListener(listener: L): void;
  hasListener(listener: L): boolean;
}

/** The part of `chrome` a content script calls. */
export interface ChromeLike {
  runtime: {
    id?: string;
    lastError?: { message?: string };
    getURL(path: string): string;
    connect(info?: { name?: string }): unknown;
    sendMessage(message: unknown, callback: (reply: unknown) => void): void;
    onMessage: ChromeEvent<ChromeListener>;
  };
  i18n?: { getUILanguage(): string };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  !!value && typeof (value as PromiseLike<unknown>).then === 'function';

const rejectionOf = (error: unknown) => ({
  [REJECTION]: true,
  message:
    error instanceof Error || typeof (error as Error | undefined)?.message === 'string'
      ? (error as Error).message
      : 'An unexpected error occurred',
});

/** A listener that answers Chrome with the promise `listener` returns, if it returns one. */
function answering(listener: Listener): ChromeListener {
  return (message, sender, sendResponse) => {
    let result: unknown;
    try {
      result = listener(message, sender);
    } catch (error) {
      result = Promise.reject(error);
    }
    if (!isThenable(result)) return false;
    result.then(sendResponse, (error: unknown) => sendResponse(rejectionOf(error)));
    return true;
  };
}

export function wrapChrome(chrome: ChromeLike) {
  const { runtime } = chrome;
  const wrappers = new WeakMap<Listener, ChromeListener>();
  const wrapped = (listener: Listener): ChromeListener => {
    let wrapper = wrappers.get(listener);
    if (!wrapper) wrappers.set(listener, (wrapper = answering(listener)));
    return wrapper;
  };
  return {
    i18n: chrome.i18n,
    runtime: {
      // Read each time: a context the extension's update invalidated has none.
      get id() {
        return chrome.runtime?.id;
      },
      getURL: (path: string) => runtime.getURL(path),
      connect: (info?: { name?: string }) => runtime.connect(info),
      sendMessage: (message: unknown) =>
        new Promise((resolve, reject) => {
          runtime.sendMessage(message, (reply) => {
            const error = runtime.lastError;
            if (error) {
              if (error.message === NO_RESPONSE) resolve(undefined);
              else reject(new Error(error.message));
            } else if ((reply as Record<string, unknown> | undefined)?.[REJECTION]) {
              reject(new Error((reply as { message: string }).message));
            } else {
              resolve(reply);
            }
          });
        }),
      onMessage: {
        addListener: (listener: Listener) => runtime.onMessage.addListener(wrapped(listener)),
        removeListener: (listener: Listener) => runtime.onMessage.removeListener(wrapped(listener)),
        hasListener: (listener: Listener) => runtime.onMessage.hasListener(wrapped(listener)),
      },
    },
  };
}

const own = (globalThis as { browser?: { runtime?: { id?: string } } }).browser;

export const browser = (own?.runtime?.id
  ? own
  : wrapChrome(
      (globalThis as unknown as { chrome: ChromeLike }).chrome,
    )) as unknown as typeof WxtBrowser;
