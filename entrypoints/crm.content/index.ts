import { startCrmContent } from '../../lib/content/start';

const DEMO = import.meta.env.MODE === 'demo';

/** Set in the content script's isolated world: a second injection (activeTab, menu) is a no-op. */
const RUNNING_FLAG = '__trackerLensCrmContent';

export default defineContentScript({
  // Production: no static matches. The background registers this script for the CRM presets
  // and domains the user switched on (lib/sites/registration.ts), or injects it once through
  // activeTab. The demo build runs on loopback pages out of the box.
  matches: DEMO ? ['http://127.0.0.1/*', 'http://localhost/*'] : [],
  registration: DEMO ? 'manifest' : 'runtime',
  allFrames: true,
  // Frames without a URL of their own (srcdoc, about:blank, frames a script writes: Bitrix24
  // sliders, e-mail previews) are matched by their parent's origin. Chrome: match_origin_as_fallback
  // (MV3 only, also covers blob: and data:); Firefox MV2: match_about_blank.
  matchAboutBlank: true,
  matchOriginAsFallback: { chrome: true },
  // Declared at the start, run after the page's load event and first frame: the bundle waits
  // unevaluated (scripts/vite-after-page-load.ts).
  runAt: 'document_start',
  // Nothing is returned to `executeScript` (the wrapped bundle has no value to give).
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
