import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { showKnownCount } from './badge';
import { getServices } from './instance';
import type { Services } from './services';
import { servedRecordsKey } from './write-guard';
import { frameLinksKey } from './frame-tree';

/**
 * A tab's numbers go when the tab closes or loads another page; its badge with them. Without
 * the "tabs" permission (or host access to the tab) Chrome and Firefox leave `url` out of the
 * change, so a page starting to load (`status: 'loading'`, also a reload) counts as well: the
 * new page's content script reports its numbers again.
 */
export function setUpTabTracking(services: Services = getServices()): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    void services.tabs.drop(tabId);
    void storage.removeItems([servedRecordsKey(tabId), frameLinksKey(tabId)]);
  });
  browser.tabs.onUpdated.addListener((tabId, changeInfo) => {
    if (changeInfo.url === undefined && changeInfo.status !== 'loading') return;
    void services.tabs.drop(tabId).then(() => showKnownCount(tabId, 0));
    // The page's frames are gone with it.
    void storage.removeItem(frameLinksKey(tabId));
  });
}
