import { browser } from 'wxt/browser';

/**
 * The tab the popup describes: the active tab of the current window, or `?tab=<id>` when the
 * popup is opened as a page (end-to-end tests open popup.html next to a fixture tab).
 */
export async function currentTabId(search = location.search): Promise<number | undefined> {
  const override = new URLSearchParams(search).get('tab');
  if (override !== null && /^\d+$/.test(override)) return Number(override);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}
