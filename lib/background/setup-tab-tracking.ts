import { browser } from 'wxt/browser';
import { showKnownCount } from './badge';
import { getServices } from './instance';
import type { Services } from './services';

/** A tab's numbers go when the tab closes or loads another page; its badge with them. */
export function setUpTabTracking(services: Services = getServices()): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    void services.tabs.drop(tabId);
  });
  browser.tabs.onUpdated.addListener((tabId, changeInfo) => {
    if (changeInfo.url === undefined) return;
    void services.tabs.drop(tabId).then(() => showKnownCount(tabId, 0));
  });
}
