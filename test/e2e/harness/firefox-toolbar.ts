/**
 * A person's click on the extension's toolbar button in Firefox, the twin of
 * `toolbar-action.ts` (Chromium's CDP `Extensions.triggerAction`).
 *
 * Firefox puts an extension's button in the toolbar's Extensions panel (the puzzle piece)
 * unless it is pinned, so a person clicks that button, then the extension's item in the panel:
 * Firefox then opens the popup and grants `activeTab` for the selected tab. WebDriver BiDi
 * cannot send input to the browser's own window (`input.performActions` refuses chrome
 * contexts), but with `--remote-allow-system-access` (the harness launches with it) it runs
 * script there: these are mouse events synthesized in the browser window at the centre of
 * each button (Firefox's own EventUtils, which Marionette uses for chrome clicks), handled by
 * Firefox's own code for the panel and the button as a real click is. Nothing in the extension
 * is called or changed.
 */
import type { Browser, Page } from 'puppeteer-core';
import { bidiConnection, type BidiConnection } from './firefox.ts';
import { GECKO_ID } from './paths.ts';
import { waitFor } from './wait.ts';

interface ChromeContext {
  context: string;
  url: string;
}

/** The browser window (`browser.xhtml`) as a WebDriver BiDi context in chrome scope. */
async function browserWindowContext(browser: Browser): Promise<{
  connection: BidiConnection;
  context: string;
}> {
  const connection = bidiConnection(browser);
  const { result } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const window = (result as { contexts: ChromeContext[] }).contexts.find(
    (context) => context.url === 'chrome://browser/content/browser.xhtml',
  );
  if (!window) throw new Error('No browser window in chrome scope (--remote-allow-system-access?)');
  return { connection, context: window.context };
}

/** Runs `expression` (privileged JavaScript) in the browser window; its value as a string. */
async function evaluateInBrowserWindow(browser: Browser, expression: string): Promise<string> {
  const { connection, context } = await browserWindowContext(browser);
  const { result } = await connection.send('script.evaluate', {
    expression,
    target: { context },
    awaitPromise: true,
    resultOwnership: 'none',
  });
  const answer = result as
    | { type: 'success'; result: { value?: unknown } }
    | { type: 'exception'; exceptionDetails: { text: string } };
  if (answer.type === 'exception') {
    throw new Error(`In the browser window: ${answer.exceptionDetails.text}`);
  }
  return String(answer.result.value);
}

/** Firefox's ids for an extension's button and its popup's view (ext-browserAction.js). */
const widgetIds = (geckoId: string) => {
  const widget = geckoId.toLowerCase().replace(/[^a-z0-9_-]/g, '_');
  return { button: `${widget}-browser-action`, view: `PanelUI-webext-${widget}-BAV` };
};

/**
 * Script for the browser window: what the toolbar shows now, and one click where the next
 * step is ('panel': the Extensions button; 'item': the extension's item in the open panel).
 */
const toolbarStep = (geckoId: string, click: 'none' | 'panel' | 'item') => {
  const ids = widgetIds(geckoId);
  return `(() => {
  const panel = document.getElementById('unified-extensions-panel');
  const item = document.getElementById(${JSON.stringify(ids.button)})
    ?.querySelector('.unified-extensions-item-action-button');
  const itemShown = !!item && item.getBoundingClientRect().width > 0;
  // The popup's view in the panel (not a popup preloaded on mousedown).
  const view = document.getElementById(${JSON.stringify(ids.view)});
  const popup = !!view && view.hasAttribute('visible');
  const state = {
    selected: gBrowser.selectedBrowser.currentURI.spec,
    panel: panel?.state ?? 'closed',
    itemShown,
    popup,
  };
  const target = ${JSON.stringify(click)} === 'panel'
    ? document.getElementById('unified-extensions-button')
    : ${JSON.stringify(click)} === 'item' && itemShown ? item : null;
  if (target) {
    const EventUtils = { window, parent: window, _EU_Ci: Ci, _EU_Cc: Cc };
    Services.scriptloader.loadSubScript('chrome://remote/content/external/EventUtils.js', EventUtils);
    EventUtils.synthesizeMouseAtCenter(target, {}, window);
  }
  return JSON.stringify({ ...state, clicked: !!target });
})()`;
};

interface ToolbarState {
  selected: string;
  panel: string;
  itemShown: boolean;
  popup: boolean;
  clicked: boolean;
}

const step = async (browser: Browser, click: 'none' | 'panel' | 'item', geckoId: string) =>
  JSON.parse(await evaluateInBrowserWindow(browser, toolbarStep(geckoId, click))) as ToolbarState;

/**
 * Clicks the extension's toolbar button (through the Extensions panel) while `page` is the
 * selected tab, as a person does, and waits until Firefox shows the extension's popup. The
 * click grants `activeTab` for `page`'s tab; the popup is left open (a new tab closes it).
 */
export async function clickToolbarButton(
  browser: Browser,
  page: Page,
  { geckoId = GECKO_ID }: { geckoId?: string } = {},
): Promise<void> {
  await page.bringToFront();
  const url = page.url();
  await waitFor(
    async () => (await step(browser, 'none', geckoId)).selected === url,
    `${url} to be the selected tab`,
  );
  let state = await step(browser, 'none', geckoId);
  if (state.popup) throw new Error('The extension popup is already open');
  if (state.panel === 'closed') await step(browser, 'panel', geckoId);
  await waitFor(async () => {
    state = await step(browser, 'none', geckoId);
    return state.panel === 'open' && state.itemShown;
  }, 'the Extensions panel to show Tracker Lens');
  await step(browser, 'item', geckoId);
  await waitFor(
    async () => (await step(browser, 'none', geckoId)).popup,
    'Firefox to open the extension popup',
  );
}

/**
 * A key press in the browser window, as a person's on the keyboard: Firefox's own EventUtils
 * (as for the clicks above) synthesizes the key events in `browser.xhtml`, where Firefox's
 * keysets run the extension shortcuts (`commands`) it registered. `key` as EventUtils names it
 * (`K`, `L`), with `alt`/`shift` held.
 */
export async function pressInBrowserWindow(
  browser: Browser,
  page: Page,
  key: string,
  modifiers: { altKey?: boolean; shiftKey?: boolean } = {},
): Promise<void> {
  await page.bringToFront();
  await evaluateInBrowserWindow(
    browser,
    `(() => {
  const EventUtils = { window, parent: window, _EU_Ci: Ci, _EU_Cc: Cc };
  Services.scriptloader.loadSubScript('chrome://remote/content/external/EventUtils.js', EventUtils);
  window.focus();
  EventUtils.synthesizeKey(${JSON.stringify(key)}, ${JSON.stringify(modifiers)}, window);
  return 'pressed';
})()`,
  );
}

/** Whether Firefox shows the extension's popup (from its button or its shortcut). */
export async function isPopupShown(
  browser: Browser,
  { geckoId = GECKO_ID }: { geckoId?: string } = {},
): Promise<boolean> {
  return (await step(browser, 'none', geckoId)).popup;
}
