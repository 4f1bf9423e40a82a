import { browser } from 'wxt/browser';
import { injectContentScript, isContentScriptRunning } from './inject';
import type { TabAccess } from '../messaging/protocol';
import { siteOfUrl } from './site-of-url';

/**
 * `running`: the content script runs in the tab's top frame. `site`: the tab's site, when the
 * browser tells its address (the toolbar click's `activeTab`, or a granted site) and the
 * extension may run there; null otherwise (a browser page, the tracker's own address, an
 * address the browser keeps to itself). `switchedOn`: the site's permission is granted.
 */

export async function readTabAccess(tabId: number, serviceUrl: string): Promise<TabAccess> {
  const [running, url] = await Promise.all([
    isContentScriptRunning(tabId),
    browser.tabs.get(tabId).then(
      (tab) => tab.url,
      () => undefined,
    ),
  ]);
  const site = siteOfUrl(url, serviceUrl);
  const switchedOn =
    site !== null && (await browser.permissions.contains({ origins: site.origins }));
  return { running, site, switchedOn };
}

/**
 * After the popup's grant: the script is registered for the site by the permission listener
 * (lib/sites/registration.ts); this runs it in the open tab at once, so no reload is needed.
 * False when the site's permission is not granted.
 */
export async function startInSwitchedOnTab(tabId: number, origins: string[]): Promise<boolean> {
  if (!(await browser.permissions.contains({ origins }))) return false;
  await injectContentScript(tabId);
  return true;
}
