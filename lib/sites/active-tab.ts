import type { Result } from '../messaging/result';
import { injectContentScript } from './inject';

/**
 * "Look up numbers on this page" once, on a site the user has not switched on: the popup was
 * opened by a click on the toolbar button, which grants `activeTab` for that tab. The
 * content script then scans the page and reports its numbers with `page.phones` as usual.
 *
 * The background calls this for the popup's request (the popup passes the tab id).
 */
export async function lookUpNumbersInTab(tabId: number): Promise<Result<{ injected: true }>> {
  try {
    await injectContentScript(tabId);
    return { ok: true, data: { injected: true } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: {
        kind: 'internal',
        message: `The browser did not let the extension read this page: ${reason}`,
      },
    };
  }
}
