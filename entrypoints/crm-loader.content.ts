import { browser } from 'wxt/browser';
import { afterPageLoad } from '../lib/content/after-page-load';
import type { Request } from '../lib/messaging/protocol';

const DEMO = import.meta.env.MODE === 'demo';

/**
 * What is declared in the CRM's frames: a loader that, once the page has loaded, asks the
 * background to run the CRM content script (`entrypoints/crm.content`) in its frame
 * (lib/content/after-page-load.ts says why). Production: no static matches; the background
 * registers this loader for the CRM presets and domains the user switched on
 * (lib/sites/registration.ts). The demo build runs on loopback pages out of the box.
 */
export default defineContentScript({
  matches: DEMO ? ['http://127.0.0.1/*', 'http://localhost/*'] : [],
  registration: DEMO ? 'manifest' : 'runtime',
  allFrames: true,
  // Frames without a URL of their own (srcdoc, about:blank, frames a script writes: Bitrix24
  // sliders, e-mail previews) are matched by their parent's origin. Chrome:
  // match_origin_as_fallback (MV3 only, also covers blob: and data:); Firefox: match_about_blank.
  matchAboutBlank: true,
  matchOriginAsFallback: { chrome: true },
  // Set up while the page is still on its way, when it costs the page nothing.
  runAt: 'document_start',
  globalName: false,
  cssInjectionMode: 'manual',
  noScriptStartedPostMessage: true,
  main() {
    const start: Request = { type: 'crm.start' };
    // Nothing to do when it fails: the extension was updated or removed under the page.
    afterPageLoad(() => void browser.runtime.sendMessage(start).catch(() => undefined));
  },
});
