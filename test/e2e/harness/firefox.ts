import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { GECKO_ID } from './paths.ts';
import { waitFor } from './wait.ts';
import { scaled } from './machine-speed.ts';

export const DEFAULT_FIREFOX_PATH = '/usr/bin/firefox-esr';

export function firefoxExecutablePath(): string {
  return process.env.FIREFOX_PATH ?? DEFAULT_FIREFOX_PATH;
}

export function isFirefoxInstalled(): boolean {
  return existsSync(firefoxExecutablePath());
}

export interface FirefoxLaunchOptions {
  /** Unpacked extension folder, e.g. `.output/firefox-mv2-demo`. */
  extensionDir: string;
  headless?: boolean;
  /** Extension id the UUID is pinned for; defaults to the project's gecko id. */
  geckoId?: string;
  /**
   * More Firefox prefs for this launch only (test hooks such as
   * `extensions.webextOptionalPermissionPrompts: false`); none by default.
   */
  extraPrefs?: Record<string, unknown>;
  /** More environment variables for this launch only (test hooks); none by default. */
  extraEnv?: Record<string, string>;
}

export interface FirefoxOpenPageOptions {
  /** CSS selector that means the page has rendered; default: any element in `body`. */
  readySelector?: string;
  timeoutMs?: number;
  viewport?: { width: number; height: number };
}

export interface FirefoxWithExtension {
  browser: Browser;
  /** `moz-extension://<uuid>` without a trailing slash. */
  extensionBaseUrl: string;
  openExtensionPage(path: string, options?: FirefoxOpenPageOptions): Promise<Page>;
  close(): Promise<void>;
}

export async function launchFirefoxWithExtension({
  extensionDir,
  headless = true,
  geckoId = GECKO_ID,
  extraPrefs = {},
  extraEnv = {},
}: FirefoxLaunchOptions): Promise<FirefoxWithExtension> {
  // Pinning the moz-extension UUID makes extension page URLs known before install.
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutablePath(),
    headless,
    args: ['--remote-allow-system-access'],
    ...(Object.keys(extraEnv).length > 0 ? { env: { ...process.env, ...extraEnv } } : {}),
    extraPrefsFirefox: {
      ...extraPrefs,
      'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: uuid }),
    },
  });
  try {
    await browser.installExtension(extensionDir);
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw new Error(`Firefox refused the extension in ${extensionDir}`, { cause: error });
  }
  const extensionBaseUrl = `moz-extension://${uuid}`;

  const openExtensionPage = async (path: string, options: FirefoxOpenPageOptions = {}) => {
    const { readySelector = 'body *', timeoutMs: quietMs = 30_000, viewport } = options;
    const timeoutMs = scaled(quietMs);
    const url = `${extensionBaseUrl}/${path.replace(/^\//, '')}`;
    const page = await browser.newPage();
    if (viewport) await setViewport(page, viewport);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Over BiDi a moz-extension navigation never reports `load`: start it, then wait for
      // the page's content instead.
      page.goto(url, { timeout: timeoutMs }).catch(() => undefined);
      try {
        await page.waitForSelector(readySelector, { timeout: deadline - Date.now() });
        // Right after install Firefox may show an error page instead (it has content too):
        // only an extension page has the extension API.
        const opened = await page.evaluate(
          (base) =>
            location.href.startsWith(base) &&
            typeof (globalThis as { browser?: { runtime?: unknown } }).browser?.runtime ===
              'object',
          extensionBaseUrl,
        );
        if (opened) return page;
        console.warn(`Firefox showed ${page.url()} for ${path}; opening it again`);
      } catch (error) {
        if (Date.now() >= deadline) {
          await page.close().catch(() => undefined);
          throw new Error(`${path} did not open within ${timeoutMs} ms`, { cause: error });
        }
      }
      if (Date.now() >= deadline) {
        await page.close().catch(() => undefined);
        throw new Error(`${path} did not open as an extension page within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
  };

  return { browser, extensionBaseUrl, openExtensionPage, close };
}

/**
 * The slice of the WebExtension API that the helpers below call inside an extension page
 * (Firefox exposes it as `browser`, promise-based).
 */
interface ExtensionPageGlobal {
  browser: {
    runtime: { sendMessage(message: unknown): Promise<unknown> };
    tabs: { query(query: object): Promise<{ id?: number; url?: string }[]> };
    storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
  };
}

/** What the background answers to every message (see lib/types/result.ts). */
export type MessageAnswer<T> =
  { ok: true; data: T } | { ok: false; error: { kind: string; message: string } };

/** Sends a runtime message from an open extension page, as the popup or options page would. */
export async function sendRuntimeMessage<T>(
  extensionPage: Page,
  message: unknown,
): Promise<MessageAnswer<T>> {
  return (await extensionPage.evaluate(
    (m) => (globalThis as unknown as ExtensionPageGlobal).browser.runtime.sendMessage(m),
    message,
  )) as MessageAnswer<T>;
}

/** Like `sendRuntimeMessage`, but returns the data and throws on an error answer. */
export async function askBackground<T>(extensionPage: Page, message: unknown): Promise<T> {
  const answer = await sendRuntimeMessage<T>(extensionPage, message);
  if (!answer.ok) {
    const type = (message as { type?: unknown }).type;
    throw new Error(`${String(type)} failed: ${answer.error.kind}: ${answer.error.message}`);
  }
  return answer.data;
}

/**
 * Id of the tab showing the document at `url` (the fragment is ignored, as a SPA changes it),
 * read through an extension page. Firefox's `tabs.query({ url })` finds nothing when the
 * pattern has a port, so all tabs are compared.
 */
export async function findTabId(extensionPage: Page, url: string): Promise<number | undefined> {
  return extensionPage.evaluate(async (tabUrl) => {
    const withoutFragment = (address: string) => address.split('#')[0];
    const tabs = await (globalThis as unknown as ExtensionPageGlobal).browser.tabs.query({});
    return tabs.find((tab) => tab.url && withoutFragment(tab.url) === withoutFragment(tabUrl))?.id;
  }, url);
}

/** One value of `browser.storage.session`, read through an extension page. */
export async function readSessionStorage<T>(
  extensionPage: Page,
  key: string,
): Promise<T | undefined> {
  return (await extensionPage.evaluate(
    async (k) =>
      (await (globalThis as unknown as ExtensionPageGlobal).browser.storage.session.get(k))[k],
    key,
  )) as T | undefined;
}

/**
 * Moves the mouse onto an element as a person would, from a little to its left. Text sits at
 * the left of its box, so it aims a little into the text rather than at a wide block's centre.
 * `selector` is looked up in `frame` (default: the page's main frame); the box is in page
 * coordinates either way.
 */
export async function hoverElement(
  page: Page,
  selector: string,
  frame: Frame = page.mainFrame(),
): Promise<void> {
  const element = await frame.waitForSelector(selector, { visible: true });
  const box = await element?.boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  const x = box.x + Math.min(box.width / 2, 25);
  const y = box.y + box.height / 2;
  await page.mouse.move(Math.max(0, x - 10), y);
  await page.mouse.move(x, y, { steps: 4 });
}

/** The hover card in the top frame, across its shadow root. */
export const FIREFOX_CARD = 'tracker-lens-ui >>> .tl-card';

/**
 * The input of the card's tag field ("Tag the latest call") in the top frame: an extension
 * page in an iframe inside the card's shadow root (`entrypoints/card-field`). Waits for it.
 */
export async function cardTagFieldIn(page: Page, timeoutMs = 30_000) {
  const timeout = scaled(timeoutMs);
  const iframe = await page.waitForSelector('tracker-lens-ui >>> .tl-card-quicktag-frame iframe', {
    visible: true,
    timeout,
  });
  const frame = await iframe!.contentFrame();
  const input = await frame.waitForSelector('.tl-card-field-input', { visible: true, timeout });
  return input!;
}

/**
 * Waits until the top frame's card shows its final answer (not a provisional one from local
 * data while the service is asked, which the final one re-lays): the Firefox twin of
 * `waitForSettledCard` in crm-pages.ts. The demo build's card has an open shadow root.
 */
export async function waitForSettledCardIn(page: Page, updating: string, timeoutMs = 60_000) {
  await waitFor(
    () =>
      page.evaluate((updatingLines) => {
        const card = document
          .querySelector('tracker-lens-ui')
          ?.shadowRoot?.querySelector('.tl-card');
        return !!card?.querySelector('.tl-h-answer') && !card.querySelector(updatingLines);
      }, updating),
    "the card's final answer",
    { timeoutMs, intervalMs: 200 },
  );
}

/**
 * Hovers `selector` until the card shows and its text matches `text`, and returns that text:
 * the content script may still be scanning when the pointer first arrives. A card not showing
 * gets a fresh hover (the pointer leaves, then comes back); a card showing is left open while
 * its text is read again. The Firefox twin of `hoverUntilCard` in crm-pages.ts.
 */
export async function hoverUntilCard(
  page: Page,
  selector: string,
  text: RegExp = /\S/,
  {
    frame,
    timeoutMs = 60_000,
    readCard,
  }: {
    frame?: Frame;
    timeoutMs?: number;
    /** Reads the card where the page cannot (`readCardInClosedRoot`): '' while none shows. */
    readCard?: (page: Page) => Promise<string>;
  } = {},
): Promise<string> {
  let seen = '';
  await waitFor(
    async () => {
      const shown = readCard
        ? (await readCard(page)) !== ''
        : await page.$(FIREFOX_CARD).then((card) => card?.isVisible() ?? false);
      if (!shown) {
        await page.mouse.move(5, 5);
        await hoverElement(page, selector, frame);
        await (
          readCard
            ? waitFor(async () => (await readCard(page)) !== '', 'a card', { timeoutMs: 2_000 })
            : page.waitForSelector(FIREFOX_CARD, { visible: true, timeout: scaled(2_000) })
        ).catch(() => undefined);
      }
      seen = readCard
        ? await readCard(page)
        : await page.$eval(FIREFOX_CARD, (card) => (card as HTMLElement).innerText).catch(() => '');
      return text.test(seen);
    },
    `the card over ${selector} to read ${text}`,
    { timeoutMs, intervalMs: 300 },
  );
  return seen;
}

/** The slice of puppeteer's WebDriver BiDi connection used to send commands it has no API for. */
export interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

export function bidiConnection(browser: Browser): BidiConnection {
  return (browser as unknown as { connection: BidiConnection }).connection;
}

/** The BiDi connection's events too (puppeteer subscribes the session to every module's). */
interface BidiEvents {
  on(event: string, handler: (params: unknown) => void): unknown;
  off(event: string, handler: (params: unknown) => void): unknown;
}

/** What `network.beforeRequestSent` says of a request (the fields read here). */
interface BeforeRequestSent {
  isBlocked: boolean;
  intercepts?: string[];
  request: { request: string; url: string };
}

export interface ServedOrigin {
  /** Every address asked of the origin so far, in order. */
  requested: string[];
  /** Removes the intercept: the origin is no longer answered. */
  stop(): Promise<void>;
}

/**
 * Answers every request to `origin` (an address that need not exist, e.g.
 * `https://acme.amocrm.ru`) with `html`, in every tab of the browser, including tabs opened
 * after this call (a link with `target="_blank"`). A WebDriver BiDi intercept for the whole
 * browser (`network.addIntercept` without `contexts`) at `beforeRequestSent`, answered with
 * `network.provideResponse`: Firefox makes no connection, so there is no DNS lookup, no TLS and
 * no certificate to accept, and the tab shows `origin`'s address. puppeteer's
 * `page.setRequestInterception` does the same for one page, but a tab the page opens is not
 * covered by it.
 */
export async function serveOrigin(
  browser: Browser,
  origin: string,
  html: string,
): Promise<ServedOrigin> {
  const connection = bidiConnection(browser);
  const events = connection as unknown as BidiEvents;
  const { protocol, hostname, port } = new URL(origin);
  const { result } = await connection.send('network.addIntercept', {
    phases: ['beforeRequestSent'],
    urlPatterns: [
      { type: 'pattern', protocol: protocol.replace(/:$/, ''), hostname, ...(port && { port }) },
    ],
  });
  const { intercept } = result as { intercept: string };
  const requested: string[] = [];
  const answer = (params: unknown) => {
    const event = params as BeforeRequestSent;
    if (!event.isBlocked || !event.intercepts?.includes(intercept)) return;
    requested.push(event.request.url);
    connection
      .send('network.provideResponse', {
        request: event.request.request,
        statusCode: 200,
        reasonPhrase: 'OK',
        headers: [
          { name: 'Content-Type', value: { type: 'string', value: 'text/html; charset=utf-8' } },
        ],
        body: { type: 'string', value: html },
      })
      // A tab closed meanwhile: its request is gone, nothing to answer.
      .catch((error: unknown) => console.warn(`Not answered: ${event.request.url}`, error));
  };
  events.on('network.beforeRequestSent', answer);
  return {
    requested,
    stop: async () => {
      events.off('network.beforeRequestSent', answer);
      await connection.send('network.removeIntercept', { intercept }).catch(() => undefined);
    },
  };
}

/** A tab of the browser as WebDriver BiDi sees it (its top-level browsing context). */
export interface BrowserTab {
  context: string;
  /** Runs `expression` in the tab's document; its value as a string. */
  evaluate(expression: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The tab whose document is at `url`, as Firefox reports its top-level browsing contexts
 * (`browsingContext.getTree`); undefined while none is. A tab Firefox opened itself (a link
 * with `target="_blank" rel="noopener"`) is not among puppeteer's pages over BiDi
 * (puppeteer-core 24.43, Firefox ESR 153): this finds it all the same.
 */
export async function tabAt(browser: Browser, url: string): Promise<BrowserTab | undefined> {
  const connection = bidiConnection(browser);
  const { result } = await connection.send('browsingContext.getTree', { maxDepth: 0 });
  const context = (result as { contexts: { context: string; url: string }[] }).contexts.find(
    (tab) => tab.url === url,
  )?.context;
  if (!context) return undefined;
  return {
    context,
    evaluate: async (expression) => {
      const { result: answer } = await connection.send('script.evaluate', {
        expression,
        target: { context },
        awaitPromise: true,
        resultOwnership: 'none',
      });
      const evaluated = answer as
        | { type: 'success'; result: { value?: unknown } }
        | { type: 'exception'; exceptionDetails: { text: string } };
      if (evaluated.type === 'exception') {
        throw new Error(`In ${url}: ${evaluated.exceptionDetails.text}`);
      }
      return String(evaluated.result.value);
    },
    close: async () => {
      await connection.send('browsingContext.close', { context });
    },
  };
}

/** A node as WebDriver BiDi serializes it (`script.NodeRemoteValue`). */
interface SerializedNode {
  type: string;
  value?: {
    nodeType: number;
    nodeValue?: string;
    attributes?: Record<string, string>;
    children?: SerializedNode[];
    shadowRoot?: SerializedNode | null;
  };
}

/**
 * The hover card's text in the top frame where the page's own script cannot read it: the
 * product build keeps the card in a closed shadow root. WebDriver BiDi serializes closed shadow
 * trees for a test that asks (`includeShadowTree: 'all'`), so the card is read from that
 * serialization: '' while no card shows (its layer `hidden`), else its text nodes, spaced.
 */
export async function readCardInClosedRoot(page: Page): Promise<string> {
  const context = (page.mainFrame() as unknown as { _id: string })._id;
  const { result } = await bidiConnection(page.browser()).send('script.evaluate', {
    expression: `document.querySelector('tracker-lens-ui')`,
    target: { context },
    awaitPromise: false,
    resultOwnership: 'none',
    serializationOptions: { maxDomDepth: null, includeShadowTree: 'all' },
  });
  const answer = result as { type: string; result?: SerializedNode };
  if (answer.type !== 'success' || answer.result?.type !== 'node') return '';
  const find = (node: SerializedNode, className: string): SerializedNode | undefined => {
    const value = node.value;
    if (value?.attributes?.['class']?.split(/\s+/).includes(className)) return node;
    for (const child of [value?.shadowRoot, ...(value?.children ?? [])]) {
      const found = child ? find(child, className) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const layer = find(answer.result, 'tl-card-layer');
  if (!layer || layer.value?.attributes?.['hidden'] !== undefined) return '';
  const card = find(layer, 'tl-card');
  const texts: string[] = [];
  const collect = (node: SerializedNode) => {
    if (node.value?.nodeType === 3) texts.push(node.value.nodeValue ?? '');
    for (const child of node.value?.children ?? []) collect(child);
  };
  if (card) collect(card);
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Points the extension at a tracker (e.g. a test emulator) and waits until its key is checked
 * there. The demo build presets `demo-key` on install, so that is awaited first; the product
 * build has no key until one is set, so `apiKey` sets it as the options page does.
 */
export async function useTracker(
  extensionPage: Page,
  baseUrl: string,
  { apiKey }: { apiKey?: string } = {},
): Promise<void> {
  if (apiKey === undefined) {
    await waitFor(
      async () =>
        (await askBackground<{ configured: boolean }>(extensionPage, { type: 'setup.status' }))
          .configured,
      'the demo key preset',
    );
  }
  await askBackground(extensionPage, { type: 'settings.update', patch: { baseUrl } });
  if (apiKey !== undefined) await askBackground(extensionPage, { type: 'key.set', apiKey });
  await waitFor(
    async () =>
      (await askBackground<{ key: { state: string } }>(extensionPage, { type: 'setup.status' })).key
        .state === 'valid',
    'the key to be checked against the test tracker',
  );
}

/**
 * `page.setViewport` also asks for a screen orientation, a WebDriver BiDi command Firefox ESR
 * 140 does not know: the size is set all the same, so only that refusal is let pass.
 */
export async function setViewport(
  page: Page,
  viewport: { width: number; height: number },
): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
  }
}
