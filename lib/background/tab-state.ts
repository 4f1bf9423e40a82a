/**
 * Numbers the content scripts found on each tab, all frames together, in storage.session
 * (`detected:<tabId>`): it outlives a stopped service worker but not the browser session.
 */
import { storage } from 'wxt/utils/storage';
import { detectedPhonesKey } from '../storage/items';

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
    (await storage.getItem<string[]>(detectedPhonesKey(tabId))) ?? [];

  return {
    /** Adds numbers of one frame; answers the tab's whole set. */
    add(tabId: number, phones: readonly string[]): Promise<string[]> {
      return serial(tabId, async () => {
        const current = await read(tabId);
        const merged = [...new Set([...current, ...phones])];
        if (merged.length !== current.length) {
          await storage.setItem(detectedPhonesKey(tabId), merged);
        }
        return merged;
      });
    },
    get: (tabId: number): Promise<string[]> => serial(tabId, () => read(tabId)),
    drop: (tabId: number): Promise<void> =>
      serial(tabId, () => storage.removeItem(detectedPhonesKey(tabId))),
  };
}
