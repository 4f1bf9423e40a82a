/**
 * Loads the card's views into a frame when it first shows a card (lib/content/README.md, "The
 * card's views"): the content script that scans every frame stays small, and frames where no
 * card is ever opened never parse the views. Only the extension's own views file, only into
 * the frame that asked, which runs our content script and so is already one we may script.
 */
import { browser } from 'wxt/browser';
import { CARD_VIEWS_FILE, PAGE_DESCRIBER_FILE, PHONE_WORLD_FILE } from '../sites/script-files';
import { HandlerError, type MessageSender } from './router';

export type RunInFrame = (
  tabId: number,
  frameId: number,
  file: typeof CARD_VIEWS_FILE | typeof PHONE_WORLD_FILE | typeof PAGE_DESCRIBER_FILE,
) => Promise<unknown>;

const runInFrame: RunInFrame = (tabId, frameId, file) =>
  browser.scripting?.executeScript
    ? browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [file] })
    : // Firefox MV2 without `scripting`.
      browser.tabs.executeScript(tabId, { file, frameId, matchAboutBlank: true });

/** Injections of one file into one document (or frame, where the browser names no document) per window. */
export const CARD_VIEWS_BUDGET = { injections: 3, windowMs: 60_000 };
/** Frames remembered at once; the oldest are forgotten first. */
const MAX_REMEMBERED = 1_000;

interface FrameBudget {
  times: number[];
  running?: Promise<unknown>;
}

/**
 * The card's views, the rest of the world's numbering plans (lib/phone/loaded-metadata.ts), and
 * the reader of what the page says next to its numbers (lib/content/describe-numbers.ts).
 * A frame's content script asks once and caches what it got; asking again is a failed load's
 * retry, or a compromised script trying to make us run the file over and over. So asks at the
 * same time share one injection, and a document gets `CARD_VIEWS_BUDGET` of them per minute.
 */
export function createCardViewsHandlers(run: RunInFrame = runInFrame, now = () => Date.now()) {
  const budgets = new Map<string, FrameBudget>();
  const runInSender = async (sender: MessageSender, file: Parameters<RunInFrame>[2]) => {
    const tabId = sender.tab?.id;
    const frameId = sender.frameId;
    if (tabId === undefined || tabId < 0 || frameId === undefined) {
      throw new HandlerError('invalid_message', 'The card is loaded only into a tab.');
    }
    const key = `${file}:${tabId}:${frameId}:${sender.documentId ?? ''}`;
    const budget = budgets.get(key) ?? { times: [] };
    budgets.delete(key);
    budgets.set(key, budget); // Newest last.
    if (budgets.size > MAX_REMEMBERED) budgets.delete(budgets.keys().next().value!);
    if (budget.running) {
      await budget.running;
      return null;
    }
    const since = now() - CARD_VIEWS_BUDGET.windowMs;
    budget.times = budget.times.filter((time) => time > since);
    if (budget.times.length >= CARD_VIEWS_BUDGET.injections) {
      throw new HandlerError('rate_limited', 'This file was loaded into this frame too often.');
    }
    budget.times.push(now());
    budget.running = run(tabId, frameId, file);
    try {
      await budget.running;
    } finally {
      budget.running = undefined;
    }
    return null;
  };
  return {
    'card.views': (_request: unknown, sender: MessageSender) =>
      runInSender(sender, CARD_VIEWS_FILE),
    'phone.world': (_request: unknown, sender: MessageSender) =>
      runInSender(sender, PHONE_WORLD_FILE),
    'page.describer': (_request: unknown, sender: MessageSender) =>
      runInSender(sender, PAGE_DESCRIBER_FILE),
  };
}
