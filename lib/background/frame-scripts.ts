/**
 * Runs one of the extension's own scripts in the frame that asks for it: the CRM content script
 * when the frame's loader sees the page loaded (lib/content/after-page-load.ts), the card's views
 * when it first shows a card (lib/content/README.md, "The card's views"), and the two readers
 * below. What scans every frame stays small, and frames that never need a part never parse it.
 * Only a fixed file, only into the frame that asked, which runs our loader or content script
 * and so is already one we may script.
 */
import { browser } from 'wxt/browser';
import {
  CARD_VIEWS_FILE,
  CRM_SCRIPT_FILE,
  PAGE_DESCRIBER_FILE,
  PHONE_WORLD_FILE,
} from '../sites/script-files';
import { HandlerError, type MessageSender } from './router';

/** The scripts a frame's loader or content script asks to have run in it. */
export type FrameScriptFile =
  | typeof CRM_SCRIPT_FILE
  | typeof CARD_VIEWS_FILE
  | typeof PHONE_WORLD_FILE
  | typeof PAGE_DESCRIBER_FILE;

export type RunInFrame = (
  tabId: number,
  frameId: number,
  file: FrameScriptFile,
) => Promise<unknown>;

const runInFrame: RunInFrame = (tabId, frameId, file) =>
  browser.scripting?.executeScript
    ? browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [file] })
    : // Firefox MV2 without `scripting`.
      browser.tabs.executeScript(tabId, { file, frameId, matchAboutBlank: true });

/** Runs of one file in one document (or frame, where the browser names no document) per window. */
export const FRAME_SCRIPT_BUDGET = { injections: 3, windowMs: 60_000 };
/** Frames remembered at once; the oldest are forgotten first. */
const MAX_REMEMBERED = 1_000;

interface FrameBudget {
  times: number[];
  running?: Promise<unknown>;
}

/**
 * The CRM content script, the card's views, the rest of the world's numbering plans
 * (lib/phone/loaded-metadata.ts), and the reader of what the page says next to its numbers
 * (lib/content/describe-numbers.ts). A frame's loader or content script asks once and caches what it got; asking again is a failed load's
 * retry, or a compromised script trying to make us run the file over and over. So asks at the
 * same time share one injection, and a document gets `FRAME_SCRIPT_BUDGET` of them per minute.
 */
export function createFrameScriptHandlers(run: RunInFrame = runInFrame, now = () => Date.now()) {
  const budgets = new Map<string, FrameBudget>();
  const runInSender = async (sender: MessageSender, file: Parameters<RunInFrame>[2]) => {
    const tabId = sender.tab?.id;
    const frameId = sender.frameId;
    if (tabId === undefined || tabId < 0 || frameId === undefined) {
      throw new HandlerError('invalid_message', 'A script is run only in a frame of a tab.');
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
    const since = now() - FRAME_SCRIPT_BUDGET.windowMs;
    budget.times = budget.times.filter((time) => time > since);
    if (budget.times.length >= FRAME_SCRIPT_BUDGET.injections) {
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
    'crm.start': (_request: unknown, sender: MessageSender) => runInSender(sender, CRM_SCRIPT_FILE),
    'card.views': (_request: unknown, sender: MessageSender) =>
      runInSender(sender, CARD_VIEWS_FILE),
    'phone.world': (_request: unknown, sender: MessageSender) =>
      runInSender(sender, PHONE_WORLD_FILE),
    'page.describer': (_request: unknown, sender: MessageSender) =>
      runInSender(sender, PAGE_DESCRIBER_FILE),
  };
}
