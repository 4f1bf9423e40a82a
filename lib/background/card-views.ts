/**
 * Loads the card's views into a frame when it first shows a card (lib/content/README.md, "The
 * card's views"): the content script that scans every frame stays small, and frames where no
 * card is ever opened never parse the views. Only the extension's own views file, only into
 * the frame that asked, which runs our content script and so is already one we may script.
 */
import { browser } from 'wxt/browser';
import { CARD_VIEWS_FILE } from '../sites/script-files';
import { HandlerError, type MessageSender } from './router';

export type RunInFrame = (
  tabId: number,
  frameId: number,
  file: typeof CARD_VIEWS_FILE,
) => Promise<unknown>;

const runInFrame: RunInFrame = (tabId, frameId, file) =>
  browser.scripting?.executeScript
    ? browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [file] })
    : // Firefox MV2 without `scripting`.
      browser.tabs.executeScript(tabId, { file, frameId, matchAboutBlank: true });

export function createCardViewsHandlers(run: RunInFrame = runInFrame) {
  return {
    'card.views': async (_request: unknown, sender: MessageSender) => {
      const tabId = sender.tab?.id;
      if (tabId === undefined || tabId < 0 || sender.frameId === undefined) {
        throw new HandlerError('invalid_message', 'The card is loaded only into a tab.');
      }
      await run(tabId, sender.frameId, CARD_VIEWS_FILE);
      return null;
    },
  };
}
