import { browser } from 'wxt/browser';
import type { SettingsPatch } from '../storage/settings';
import type { TabMessage } from '../messaging/tab-messages';

/**
 * Tells every tab's content scripts that the cue's switches changed, so open pages draw or
 * drop the marks without a reload. Tabs without our script refuse the message; that is fine.
 */
export async function announceCueChange(patch: SettingsPatch): Promise<void> {
  if (patch.cue === undefined && patch.cueOffSites === undefined) return;
  await tellEveryTab({ type: 'cue.changed' });
}

/** The language changed in the options: open pages' cards speak it without a reload. */
export async function announceLanguageChange(patch: SettingsPatch): Promise<void> {
  if (patch.language === undefined) return;
  await tellEveryTab({ type: 'language.changed' });
}

async function tellEveryTab(message: TabMessage): Promise<void> {
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined
        ? undefined
        : browser.tabs.sendMessage(tab.id, message).catch(() => undefined),
    ),
  );
}
