import { browser } from 'wxt/browser';
import type { OpenForTextAnswer, TabMessage } from '../messaging/tab-messages';
import { resolveLocale, createTranslate } from '../i18n/translate';
import { card } from '../i18n/messages/card';
import { injectContentScript } from './inject';

export const LOOKUP_MENU_ID = 'tracker-lens-lookup-selection';

interface MenuClick {
  menuItemId: string | number;
  frameId?: number;
  selectionText?: string;
}

interface Menus {
  create(item: { id: string; title: string; contexts: ['selection'] }): unknown;
  removeAll(): Promise<void>;
  onClicked: {
    addListener(listener: (info: MenuClick, tab?: { id?: number }) => void): void;
  };
}

export interface ContextMenuDeps {
  menus: Menus;
  /** Sends to one frame of a tab; rejects when no content script listens there. */
  sendToFrame: (tabId: number, frameId: number, message: TabMessage) => Promise<unknown>;
  inject: (tabId: number) => Promise<void>;
  uiLanguage: string;
}

/**
 * "Look up in Tracker Lens" on selected text. The tab's content script opens the card for the
 * number in the selection; on a site the user has not switched on, the click grants
 * `activeTab`, so the script is injected first. Call once when the background starts.
 */
export async function setUpContextMenu(
  deps: ContextMenuDeps = defaultContextMenuDeps(),
): Promise<void> {
  // Registered before any await: a woken service worker must find the listener at once.
  deps.menus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== LOOKUP_MENU_ID || tab?.id === undefined) return;
    void openCardForSelection(deps, tab.id, info.frameId ?? 0, info.selectionText ?? '');
  });
  const t = createTranslate(card, resolveLocale('auto', deps.uiLanguage));
  // Menu items persist in Chrome between service worker starts: start from a clean slate.
  await deps.menus.removeAll();
  deps.menus.create({ id: LOOKUP_MENU_ID, title: t('menu.lookup'), contexts: ['selection'] });
}

export async function openCardForSelection(
  deps: Pick<ContextMenuDeps, 'sendToFrame' | 'inject'>,
  tabId: number,
  frameId: number,
  text: string,
): Promise<boolean> {
  const message: TabMessage = { type: 'card.openForText', text: text.slice(0, 512) };
  try {
    const answer = (await deps.sendToFrame(tabId, frameId, message)) as OpenForTextAnswer;
    return answer.opened;
  } catch {
    // No content script there yet.
  }
  try {
    await deps.inject(tabId);
    const answer = (await deps.sendToFrame(tabId, frameId, message)) as OpenForTextAnswer;
    return answer.opened;
  } catch (error) {
    console.warn('Tracker Lens: could not open the card for the selection', error);
    return false;
  }
}

function defaultContextMenuDeps(): ContextMenuDeps {
  return {
    menus: browser.contextMenus as unknown as Menus,
    sendToFrame: (tabId, frameId, message) => browser.tabs.sendMessage(tabId, message, { frameId }),
    inject: injectContentScript,
    uiLanguage: browser.i18n.getUILanguage(),
  };
}
