import { browser } from 'wxt/browser';
import type { PingAnswer, TabMessage } from '../messaging/tab-messages';
import { CRM_SCRIPT_FILE } from './script-files';

/** True when the tab's top frame already runs the content script. */
export async function isContentScriptRunning(tabId: number): Promise<boolean> {
  try {
    const ping: TabMessage = { type: 'content.ping' };
    const answer = (await browser.tabs.sendMessage(tabId, ping, { frameId: 0 })) as
      PingAnswer | undefined;
    return answer?.alive === true;
  } catch {
    return false;
  }
}

/**
 * Runs the content script in a tab (all frames we may access; the top frame alone if the
 * browser refuses some frame). Needs a host permission or an `activeTab` grant for the tab.
 * srcdoc and about:blank frames are included: `scripting.executeScript` with `allFrames` reaches
 * them in Chromium and Firefox (test/e2e/frames.e2e.ts, frames-firefox.e2e.ts);
 * `tabs.executeScript` needs `matchAboutBlank`.
 */
export async function injectContentScript(tabId: number): Promise<void> {
  if (await isContentScriptRunning(tabId)) return;
  if (browser.scripting?.executeScript) {
    try {
      await browser.scripting.executeScript({
        target: { tabId, allFrames: true },
        files: [CRM_SCRIPT_FILE],
      });
    } catch {
      await browser.scripting.executeScript({ target: { tabId }, files: [CRM_SCRIPT_FILE] });
    }
    return;
  }
  // Firefox MV2 without `scripting`.
  try {
    await browser.tabs.executeScript(tabId, {
      file: CRM_SCRIPT_FILE,
      allFrames: true,
      matchAboutBlank: true,
    });
  } catch {
    await browser.tabs.executeScript(tabId, { file: CRM_SCRIPT_FILE });
  }
}
