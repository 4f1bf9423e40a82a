import type { ChromiumWithExtension } from './chromium.ts';

/**
 * Clicks the extension's toolbar button on the tab showing `url`, as a person does: CDP
 * `Extensions.triggerAction` (Chromium started with `--enable-unsafe-extension-debugging`),
 * which grants `activeTab` for that tab.
 */
export async function clickToolbarAction(
  chromium: ChromiumWithExtension,
  url: string,
): Promise<void> {
  const cdp = await chromium.context.browser()!.newBrowserCDPSession();
  try {
    const { targetInfos } = (await cdp.send('Target.getTargets', {
      filter: [{ type: 'tab' }],
    })) as { targetInfos: { targetId: string; url: string }[] };
    const target = targetInfos.find((info) => info.url === url);
    if (!target) throw new Error(`No tab shows ${url}`);
    await cdp.send(
      'Extensions.triggerAction' as never,
      { id: chromium.extensionId, targetId: target.targetId } as never,
    );
  } finally {
    await cdp.detach();
  }
}
