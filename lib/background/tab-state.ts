/**
 * Numbers the content scripts found on each tab. Each frame reports its whole current set,
 * which replaces that frame's previous one (`detectedFrames:<tabId>`); the tab's union, at most
 * MAX_PHONES_PER_TAB, is kept in `detected:<tabId>` for the badge and the popup. Both live in
 * storage.session: they outlive a stopped service worker but not the browser session.
 *
 * storage.session is shared by every tab and has a fixed quota (10 MB in Chrome), so a tab's
 * record is bounded: at most MAX_FRAMES_PER_TAB frames and MAX_PHONES_PER_TAB numbers in all
 * frames together, frames that no longer answer dropped, and a write the quota refuses
 * falls back to the tab's union alone.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { TabMessage } from '../messaging/tab-messages';
import { detectedContextKey, detectedFramesKey, detectedPhonesKey } from '../storage/items';
import {
  MAX_CONTEXT_NUMBERS,
  readDetectedContext,
  readNumbersOnPage,
} from '../messaging/page-context';
import { readDetected, readDetectedFrames } from '../storage/session';
import type { PhoneOnPage } from '../types/phone-data';

/** Same as one `page.phones` report: a tab of many frames stays as small as one frame. */
export const MAX_PHONES_PER_TAB = 5000;
/** Frames of one tab whose numbers are kept; past it, the oldest child frames go. */
export const MAX_FRAMES_PER_TAB = 32;
/** Child frames are asked whether they are still there at most this often per tab. */
export const PRUNE_EVERY_MS = 10_000;

type FramePhones = Record<string, string[]>;

/** How long the popup's list waits for a frame to say what its page shows next to numbers. */
export const DESCRIBE_WAIT_MS = 500;

export interface TabStateDeps {
  /** Whether a frame of the tab still runs the content script (default: a `content.ping`). */
  isFrameAlive?: (tabId: number, frameId: number) => Promise<boolean>;
  /**
   * What a frame's page says next to its numbers, unchecked; undefined when it did not answer
   * (default: a `page.describe`, waited for at most DESCRIBE_WAIT_MS).
   */
  describeFrame?: (tabId: number, frameId: number) => Promise<unknown>;
  now?: () => number;
}

export type TabState = ReturnType<typeof createTabState>;

export function createTabState(deps: TabStateDeps = {}) {
  const isFrameAlive = deps.isFrameAlive ?? pingFrame;
  const describeFrame = deps.describeFrame ?? askFrame;
  const now = deps.now ?? Date.now;
  const prunedAt = new Map<number, number>();
  // Frames of one tab report at once: one read-modify-write per tab at a time.
  const chains = new Map<number, Promise<unknown>>();
  const serial = <T>(tabId: number, work: () => Promise<T>): Promise<T> => {
    const next = (chains.get(tabId) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    chains.set(tabId, settled);
    void settled.then(() => {
      if (chains.get(tabId) === settled) chains.delete(tabId);
    });
    return next;
  };

  const read = async (tabId: number): Promise<string[]> =>
    readDetected(await storage.getItem<unknown>(detectedPhonesKey(tabId)));

  /**
   * Child frames that stopped answering (removed, navigated away) are dropped from the record;
   * the top frame goes with the page (`drop`).
   */
  async function dropGone(tabId: number, frames: FramePhones, reporting: string): Promise<void> {
    const others = Object.keys(frames).filter((id) => id !== reporting && id !== '0');
    const alive = await Promise.all(others.map((id) => isFrameAlive(tabId, Number(id))));
    others.forEach((id, i) => {
      if (!alive[i]) delete frames[id];
    });
  }

  async function save(tabId: number, frames: FramePhones, all: string[]): Promise<void> {
    try {
      await storage.setItems([
        { key: detectedFramesKey(tabId), value: frames },
        { key: detectedPhonesKey(tabId), value: all },
      ]);
    } catch (error) {
      // The session store is full (other tabs, other data): the tab's union alone is kept,
      // which the badge and the popup need; frames start over at their next report.
      console.warn('storage.session refused the tab record, keeping its numbers only:', error);
      await storage.removeItem(detectedFramesKey(tabId));
      await storage.setItem(detectedPhonesKey(tabId), all);
    }
  }

  return {
    /** Replaces one frame's numbers; answers the tab's whole set. */
    report(tabId: number, frameId: number, phones: readonly string[]): Promise<string[]> {
      return serial(tabId, async () => {
        const frames: FramePhones = readDetectedFrames(
          await storage.getItem<unknown>(detectedFramesKey(tabId)),
        );
        const id = String(frameId);
        const own = [...new Set(phones)].slice(0, MAX_PHONES_PER_TAB);
        if (own.length > 0) frames[id] = own;
        else delete frames[id];
        const due = now() - (prunedAt.get(tabId) ?? -Infinity) >= PRUNE_EVERY_MS;
        const children = Object.keys(frames).filter((other) => other !== '0' && other !== id);
        if (children.length > 0 && (due || overBounds(frames))) {
          prunedAt.set(tabId, now());
          await dropGone(tabId, frames, id);
        }
        const kept = bounded(frames, id);
        const all = union(kept);
        await save(tabId, kept, all);
        return all;
      });
    },
    get: (tabId: number): Promise<string[]> => serial(tabId, () => read(tabId)),
    /**
     * Whether frame `frameId` of the tab itself reported `digits` in its current set (a card a
     * frame asks another frame to draw must be for one of its own numbers). False when the
     * session store kept only the tab's union (its quota refused the per-frame record).
     */
    reportedBy: (tabId: number, frameId: number, digits: string): Promise<boolean> =>
      serial(tabId, async () => {
        const frames = readDetectedFrames(await storage.getItem<unknown>(detectedFramesKey(tabId)));
        return frames[String(frameId)]?.includes(digits) === true;
      }),
    /** Replaces what one frame says next to its numbers (already checked by the router). */
    reportContext(
      tabId: number,
      frameId: number,
      numbers: Readonly<Record<string, PhoneOnPage>>,
    ): Promise<void> {
      return serial(tabId, async () => {
        const frames = readDetectedContext(
          await storage.getItem<unknown>(detectedContextKey(tabId)),
        );
        frames[String(frameId)] = readNumbersOnPage(numbers);
        await storage.setItem(detectedContextKey(tabId), frames);
      });
    },
    /**
     * What the tab's frames say next to `phones`; the top frame's word first, then the rest.
     * Each frame that reported numbers is asked now (reading it costs the page's time, so it is
     * read only for the popup's list); a frame that does not answer keeps its last word.
     */
    async context(tabId: number, phones: readonly string[]): Promise<Record<string, PhoneOnPage>> {
      const ids = await serial(tabId, async () =>
        Object.keys(readDetectedFrames(await storage.getItem<unknown>(detectedFramesKey(tabId)))),
      );
      if (ids.length === 0) ids.push('0');
      const answers = await Promise.all(ids.map((id) => describeFrame(tabId, Number(id))));
      return serial(tabId, async () => {
        const frames = readDetectedContext(
          await storage.getItem<unknown>(detectedContextKey(tabId)),
        );
        let changed = false;
        ids.forEach((id, i) => {
          const answer = answers[i];
          if (isRecord(answer) && Object.keys(answer).length <= MAX_CONTEXT_NUMBERS) {
            frames[id] = readNumbersOnPage(answer);
            changed = true;
          }
        });
        if (changed) await storage.setItem(detectedContextKey(tabId), frames);
        const wanted = new Set(phones);
        const said: Record<string, PhoneOnPage> = {};
        const order = Object.keys(frames).sort((a, b) => Number(a) - Number(b));
        for (const frameId of order) {
          for (const [digits, record] of Object.entries(frames[frameId]!)) {
            if (wanted.has(digits) && !Object.hasOwn(said, digits)) said[digits] = record;
          }
        }
        return said;
      });
    },
    drop: (tabId: number): Promise<void> =>
      serial(tabId, () => {
        prunedAt.delete(tabId);
        return storage.removeItems([
          detectedPhonesKey(tabId),
          detectedFramesKey(tabId),
          detectedContextKey(tabId),
        ]);
      }),
  };
}

const countOf = (frames: FramePhones) =>
  Object.values(frames).reduce((sum, phones) => sum + phones.length, 0);

function overBounds(frames: FramePhones): boolean {
  return Object.keys(frames).length > MAX_FRAMES_PER_TAB || countOf(frames) > MAX_PHONES_PER_TAB;
}

/**
 * The tab's record within its bounds. Kept first: the top frame, then the frame reporting now,
 * then other child frames newest first (frame ids grow as frames are made); the rest is cut.
 */
export function bounded(frames: FramePhones, reporting: string): FramePhones {
  if (!overBounds(frames)) return frames;
  const order = Object.keys(frames).sort((a, b) => rank(b, reporting) - rank(a, reporting));
  const kept: FramePhones = {};
  let room = MAX_PHONES_PER_TAB;
  for (const id of order.slice(0, MAX_FRAMES_PER_TAB)) {
    if (room === 0) break;
    const phones = frames[id]!.slice(0, room);
    kept[id] = phones;
    room -= phones.length;
  }
  return kept;
}

function rank(frameId: string, reporting: string): number {
  if (frameId === '0') return Number.MAX_SAFE_INTEGER;
  if (frameId === reporting) return Number.MAX_SAFE_INTEGER - 1;
  return Number(frameId);
}

/** Frames in id order (the top frame first), each number once, at most MAX_PHONES_PER_TAB. */
function union(frames: FramePhones): string[] {
  return [...new Set(Object.values(frames).flat())].slice(0, MAX_PHONES_PER_TAB);
}

async function pingFrame(tabId: number, frameId: number): Promise<boolean> {
  try {
    const ping: TabMessage = { type: 'content.ping' };
    const answer = (await browser.tabs.sendMessage(tabId, ping, { frameId })) as
      { alive?: boolean } | undefined;
    return answer?.alive === true;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function askFrame(tabId: number, frameId: number): Promise<unknown> {
  const describe: TabMessage = { type: 'page.describe' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), DESCRIBE_WAIT_MS);
  });
  try {
    return await Promise.race([browser.tabs.sendMessage(tabId, describe, { frameId }), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
