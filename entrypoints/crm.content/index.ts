import { startCrmContent } from '../../lib/content/start';

const DEMO = import.meta.env.MODE === 'demo';

/** Set in the content script's isolated world: a second injection (activeTab, menu) is a no-op. */
const RUNNING_FLAG = '__trackerLensCrmContent';

export default defineContentScript({
  // Never declared: the background runs it in a frame when the frame's loader asks, after the
  // page's load event (entrypoints/crm-loader.content.ts), or once through activeTab.
  matches: [],
  registration: 'runtime',
  // Nothing is returned to `executeScript` (the script has no value to give).
  globalName: false,
  // Styles go into the card's shadow root only; nothing is added to the page's styles, and no
  // stylesheet has to be fetched as a web-accessible resource.
  cssInjectionMode: 'manual',
  // WXT tells an older copy of the script to stop with a document event; its second, legacy
  // signal (a window.postMessage every page script can read) cost ~5 ms of CPU per frame load.
  noScriptStartedPostMessage: true,
  async main(ctx) {
    const scope = globalThis as Record<string, unknown>;
    if (scope[RUNNING_FLAG]) return;
    scope[RUNNING_FLAG] = true;
    ctx.onInvalidated(() => {
      delete scope[RUNNING_FLAG];
    });
    await startCrmContent(ctx, { shadowMode: DEMO ? 'open' : 'closed' });
  },
});
