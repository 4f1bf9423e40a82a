import type { Result } from '../types/result';
import { browser } from 'wxt/browser';
import { LOOK_UP_ANYWAY_FLAG } from '../dom/skip-rules';
import { injectContentScript } from './inject';

/** Set in the page's isolated world; self-contained, as the browser runs it there. */
function markLookUpAnyway(flag: string): boolean {
  (globalThis as unknown as Record<string, unknown>)[flag] = true;
  return true;
}

/** Same test as lib/dom's isDetectionDisabled, self-contained for the page. */
function pageOptsOut(): boolean {
  return Array.from(document.head?.querySelectorAll('meta[name]') ?? []).some(
    (meta) =>
      meta.getAttribute('name')?.trim().toLowerCase() === 'format-detection' &&
      /(^|[\s,;])telephone\s*=\s*no\b/i.test(meta.getAttribute('content') ?? ''),
  );
}

/** Runs one of the functions above in the tab's top frame (the content scripts' world). */
async function runInPage<A extends unknown[]>(
  tabId: number,
  func: (...args: A) => boolean,
  args: A,
): Promise<boolean> {
  if (browser.scripting?.executeScript) {
    const [first] = await browser.scripting.executeScript({ target: { tabId }, func, args });
    return first?.result === true;
  }
  // Firefox MV2 without `scripting`: the same function as source text.
  const code = `(${func.toString()})(...${JSON.stringify(args)})`;
  const [result] = (await browser.tabs.executeScript(tabId, { code })) as unknown[];
  return result === true;
}

/**
 * "Look up numbers on this page" once, on a site the user has not switched on: the popup was
 * opened by a click on the toolbar button, which grants `activeTab` for that tab. The
 * content script then scans the page and reports its numbers with `page.phones` as usual.
 *
 * The background calls this for the popup's request (the popup passes the tab id).
 */
export async function lookUpNumbersInTab(
  tabId: number,
  options: { anyway?: boolean } = {},
): Promise<Result<{ injected: true; pageOptedOut?: boolean }>> {
  try {
    if (options.anyway) await runInPage(tabId, markLookUpAnyway, [LOOK_UP_ANYWAY_FLAG]);
    await injectContentScript(tabId);
    if (options.anyway) return { ok: true, data: { injected: true } };
    // A page that opted out is not read: the popup says so and offers to read it anyway.
    const optedOut = await runInPage(tabId, pageOptsOut, []);
    return {
      ok: true,
      data: optedOut === true ? { injected: true, pageOptedOut: true } : { injected: true },
    };
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
