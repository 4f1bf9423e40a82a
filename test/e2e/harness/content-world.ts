/**
 * Runs code in the extension's content-script world of a page (Chromium, over CDP), as a
 * compromised content script would: it has the content script's `chrome.runtime` and
 * `chrome.storage`, and the background sees its messages as coming from that tab.
 */
import type { CDPSession, Page } from 'playwright-core';

interface ExecutionContext {
  id: number;
  name: string;
  auxData?: { type?: string; frameId?: string; isDefault?: boolean };
}

export interface ContentWorld {
  /** Evaluates an expression (a promise is awaited); returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  detach(): Promise<void>;
}

interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}

/** The frame whose URL ends with `urlEnd` (the main frame when undefined). */
function frameIn(tree: FrameTree, urlEnd: string | undefined): string | undefined {
  if (urlEnd === undefined || tree.frame.url.endsWith(urlEnd)) return tree.frame.id;
  for (const child of tree.childFrames ?? []) {
    const found = frameIn(child, urlEnd);
    if (found) return found;
  }
  return undefined;
}

/**
 * The content-script world of the page's main frame, or of its (same-process) frame whose URL
 * ends with `frameUrl`.
 */
export async function contentWorldOf(
  page: Page,
  extensionName: string,
  frameUrl?: string,
): Promise<ContentWorld> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const contexts: ExecutionContext[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
  await cdp.send('Runtime.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const mainFrame = frameIn(frameTree as FrameTree, frameUrl);
  if (!mainFrame) throw new Error(`No frame at ${frameUrl}`);
  const deadline = Date.now() + 15_000;
  let world: ExecutionContext | undefined;
  while (!world) {
    world = contexts.find(
      (c) =>
        c.name === extensionName &&
        c.auxData?.type === 'isolated' &&
        c.auxData.frameId === mainFrame,
    );
    if (world) break;
    if (Date.now() > deadline) throw new Error(`No "${extensionName}" content script world`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const contextId = world.id;
  return {
    async evaluate<T>(expression: string): Promise<T> {
      const answer = await cdp.send('Runtime.evaluate', {
        expression,
        contextId,
        awaitPromise: true,
        returnByValue: true,
      });
      if (answer.exceptionDetails) {
        throw new Error(`In the content script world: ${answer.exceptionDetails.text}`);
      }
      return answer.result.value as T;
    },
    detach: () => cdp.detach(),
  };
}
