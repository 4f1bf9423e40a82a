/**
 * Numbers the content scripts found on each tab. Each frame reports its whole current set,
 * which replaces that frame's previous one (`detectedFrames:<tabId>`); the tab's union, at most
 * MAX_PHONES_PER_TAB, is kept in `detected:<tabId>` for the badge and the popup. Both live in
 * storage.session: they outlive a stopped service worker but not the browser session.
 */
import { storage } from 'wxt/utils/storage';
import { detectedContextKey, detectedFramesKey, detectedPhonesKey } from '../storage/items';
import { readDetectedContext, readNumbersOnPage } from '../messaging/page-context';
import { readDetected, readDetectedFrames } from '../storage/session';
import type { PhoneOnPage } from '../types/phone-data';

/** Same as one `page.phones` report: a tab of many frames stays as small as one frame. */
export const MAX_PHONES_PER_TAB = 5000;

type FramePhones = Record<string, string[]>;

export type TabState = ReturnType<typeof createTabState>;

export function createTabState() {
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

  const union = (frames: FramePhones): string[] =>
    [...new Set(Object.values(frames).flat())].slice(0, MAX_PHONES_PER_TAB);

  return {
    /** Replaces one frame's numbers; answers the tab's whole set. */
    report(tabId: number, frameId: number, phones: readonly string[]): Promise<string[]> {
      return serial(tabId, async () => {
        const frames: FramePhones = readDetectedFrames(
          await storage.getItem<unknown>(detectedFramesKey(tabId)),
        );
        frames[String(frameId)] = [...new Set(phones)].slice(0, MAX_PHONES_PER_TAB);
        const all = union(frames);
        await storage.setItems([
          { key: detectedFramesKey(tabId), value: frames },
          { key: detectedPhonesKey(tabId), value: all },
        ]);
        return all;
      });
    },
    get: (tabId: number): Promise<string[]> => serial(tabId, () => read(tabId)),
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
    /** What the tab's frames say next to `phones`; the top frame's word first, then the rest. */
    context: (tabId: number, phones: readonly string[]): Promise<Record<string, PhoneOnPage>> =>
      serial(tabId, async () => {
        const frames = readDetectedContext(
          await storage.getItem<unknown>(detectedContextKey(tabId)),
        );
        const wanted = new Set(phones);
        const said: Record<string, PhoneOnPage> = {};
        const order = Object.keys(frames).sort((a, b) => Number(a) - Number(b));
        for (const frameId of order) {
          for (const [digits, record] of Object.entries(frames[frameId]!)) {
            if (wanted.has(digits) && !Object.hasOwn(said, digits)) said[digits] = record;
          }
        }
        return said;
      }),
    drop: (tabId: number): Promise<void> =>
      serial(tabId, () =>
        storage.removeItems([
          detectedPhonesKey(tabId),
          detectedFramesKey(tabId),
          detectedContextKey(tabId),
        ]),
      ),
  };
}
