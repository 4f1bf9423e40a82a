import { browser } from 'wxt/browser';
import type { OpenForTextAnswer, TabMessage } from '../messaging/tab-messages';
import { LOOKUP_COMMAND } from './command-names';
import { injectContentScript, isContentScriptRunning } from './inject';

export interface LookupCommandDeps {
  /** Sends to every frame of a tab; undefined (or a rejection) when no frame answers. */
  sendToTab: (tabId: number, message: TabMessage) => Promise<unknown>;
  isRunning: (tabId: number) => Promise<boolean>;
  inject: (tabId: number) => Promise<void>;
  /** Opens the toolbar popup on the active tab; false when the browser refuses. */
  openPopup: () => Promise<boolean>;
  /** Opens the popup's page in a window of its own, for the tab; false when that fails too. */
  openPopupWindow?: (tabId: number | undefined) => Promise<boolean>;
  activeTabId: () => Promise<number | undefined>;
}

/** What the shortcut did, for the tests and the console. */
export type LookupCommandResult = 'card' | 'popup' | 'popup-window' | 'nothing';

/** How often to ask a freshly injected content script whether it listens yet (it reads first). */
const READY_CHECKS = 30;
const READY_CHECK_MS = 100;

/**
 * The lookup shortcut: the card opens in the page for the number under the pointer, else for
 * the selection or the focused field. On a site not switched on the shortcut granted
 * `activeTab`, so the content script is injected first. When the page holds nothing to look up,
 * or cannot be scripted (the browser's own pages, the web stores), the popup opens instead,
 * where a number can be typed. Registered synchronously, as a woken worker must find it.
 */
export function setUpLookupCommand(deps: LookupCommandDeps = defaultLookupCommandDeps()): void {
  const commands = browser.commands as typeof browser.commands | undefined;
  commands?.onCommand.addListener((command: string, tab?: { id?: number }) => {
    if (command !== LOOKUP_COMMAND) return;
    void runLookupCommand(deps, tab?.id).catch((error: unknown) =>
      console.warn('Tracker Lens: the lookup shortcut failed', error),
    );
  });
}

export async function runLookupCommand(
  deps: LookupCommandDeps,
  tabIdOfCommand: number | undefined,
): Promise<LookupCommandResult> {
  const tabId = tabIdOfCommand ?? (await deps.activeTabId());
  if (tabId !== undefined && (await ensureContentScript(deps, tabId))) {
    for (const at of ['pointer', 'focus'] as const) {
      const answer = await ask(deps, tabId, { type: 'command.lookup', at });
      if (answer?.opened) return 'card';
    }
  }
  if (await deps.openPopup()) return 'popup';
  // Firefox lets `browserAction.openPopup()` run only in the very task of the key press, and
  // the lookup has awaited the page by now: the popup's page opens in a small window instead,
  // describing the same tab (`popup.html?tab=<id>`).
  return deps.openPopupWindow && (await deps.openPopupWindow(tabId)) ? 'popup-window' : 'nothing';
}

async function ensureContentScript(deps: LookupCommandDeps, tabId: number): Promise<boolean> {
  if (await deps.isRunning(tabId)) return true;
  try {
    await deps.inject(tabId);
  } catch {
    return false; // A page the extension may not script.
  }
  for (let check = 0; check < READY_CHECKS; check++) {
    if (await deps.isRunning(tabId)) return true;
    await new Promise((resolve) => setTimeout(resolve, READY_CHECK_MS));
  }
  return false;
}

async function ask(
  deps: LookupCommandDeps,
  tabId: number,
  message: TabMessage,
): Promise<OpenForTextAnswer | undefined> {
  try {
    const answer = (await deps.sendToTab(tabId, message)) as OpenForTextAnswer | undefined;
    return answer && typeof answer.opened === 'boolean' ? answer : undefined;
  } catch {
    return undefined; // No frame answered.
  }
}

async function openBrowserPopup(): Promise<boolean> {
  // MV3's `action`, Firefox MV2's `browserAction`; a shortcut is a user action for both.
  const action = (browser.action ?? browser.browserAction) as
    { openPopup?: () => Promise<void> } | undefined;
  if (!action?.openPopup) return false;
  try {
    await action.openPopup();
    return true;
  } catch {
    return false;
  }
}

/** The popup's size (entrypoints/popup), plus the window's frame. */
const POPUP_WINDOW = { width: 420, height: 640 };

async function openPopupWindow(tabId: number | undefined): Promise<boolean> {
  const path = tabId === undefined ? '/popup.html' : `/popup.html?tab=${tabId}`;
  try {
    await browser.windows.create({
      type: 'popup',
      url: browser.runtime.getURL(path as '/popup.html'),
      ...POPUP_WINDOW,
    });
    return true;
  } catch {
    return false;
  }
}

function defaultLookupCommandDeps(): LookupCommandDeps {
  return {
    sendToTab: (tabId, message) => browser.tabs.sendMessage(tabId, message),
    isRunning: isContentScriptRunning,
    inject: injectContentScript,
    openPopup: openBrowserPopup,
    openPopupWindow,
    activeTabId: async () =>
      (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id,
  };
}
