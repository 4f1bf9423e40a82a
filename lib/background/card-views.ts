/**
 * Loads the card's views into a frame when it first shows a card (lib/content/README.md, "The
 * card's views"): the content script that scans every frame stays small, and frames where no
 * card is ever opened never parse the views. Only the extension's own views file, only into
 * the frame that asked, which runs our content script and so is already one we may script.
 */
import { browser } from 'wxt/browser';
import { CARD_VIEWS_FILE, PHONE_WORLD_FILE } from '../sites/script-files';
import { HandlerError, type MessageSender } from './router';

export type RunInFrame = (
  tabId: number,
  frameId: number,
  file: typeof CARD_VIEWS_FILE | typeof PHONE_WORLD_FILE,
) => Promise<unknown>;

const runInFrame: RunInFrame = (tabId, frameId, file) =>
  browser.scripting?.executeScript
    ? browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [file] })
    : // Firefox MV2 without `scripting`.
      browser.tabs.executeScript(tabId, { file, frameId, matchAboutBlank: true });

/** The card's views, and the rest of the world's numbering plans (lib/phone/loaded-metadata.ts). */
export function createCardViewsHandlers(run: RunInFrame = runInFrame) {
  const runInSender = async (sender: MessageSender, file: Parameters<RunInFrame>[2]) => {
    const tabId = sender.tab?.id;
    if (tabId === undefined || tabId < 0 || sender.frameId === undefined) {
      throw new HandlerError('invalid_message', 'The card is loaded only into a tab.');
    }
    await run(tabId, sender.frameId, file);
    return null;
  };
  return {
    'card.views': (_request: unknown, sender: MessageSender) =>
      runInSender(sender, CARD_VIEWS_FILE),
    'phone.world': (_request: unknown, sender: MessageSender) =>
      runInSender(sender, PHONE_WORLD_FILE),
  };
}
