/** The toolbar badge: how many numbers on a tab the tracker knows. */
import { browser } from 'wxt/browser';

const BADGE_COLOR = '#2f6f4f';

/** `action` in MV3 (Chrome), `browserAction` in MV2 (Firefox). */
const toolbarAction = () => browser.action ?? browser.browserAction;

export async function showKnownCount(tabId: number, known: number): Promise<void> {
  const action = toolbarAction();
  try {
    await action.setBadgeText({ tabId, text: known > 0 ? String(known) : '' });
    if (known > 0) await action.setBadgeBackgroundColor({ tabId, color: BADGE_COLOR });
  } catch (error) {
    // The tab closed between the count and the badge: nothing to show.
    if (!/tab/i.test(String(error))) throw error;
  }
}

const DETECTED_KEY = /^detected:(\d+)$/;

/** Recounts every tab's badge (after a sync brought new calls and leads). */
export async function refreshTabBadges(
  knownAmong: (phones: string[]) => Promise<number>,
): Promise<void> {
  const detected = await browser.storage.session.get(null);
  for (const [key, value] of Object.entries(detected)) {
    const tabId = Number(DETECTED_KEY.exec(key)?.[1] ?? NaN);
    if (!Number.isInteger(tabId) || !Array.isArray(value) || value.length === 0) continue;
    await showKnownCount(tabId, await knownAmong(value as string[]));
  }
}
