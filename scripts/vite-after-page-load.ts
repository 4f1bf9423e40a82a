import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { CRM_SCRIPT_FILE } from '../lib/sites/script-files';

/**
 * The CRM content script is declared at `document_start`, and its whole bundle waits,
 * unevaluated, for the page's load event (benchmarks/RESULTS.md, felt cost); once it runs,
 * `pageReady` (lib/content/page-ready.ts) still waits for the first contentful paint.
 *
 * Why not `document_idle`: Chromium runs idle scripts between DOMContentLoaded and the load
 * event, and a page that loads fast then holds its load event until the content script's world
 * is set up and its code has run: an empty idle script moved a 55 ms deal page's load event to
 * ~115 ms, one at `document_start` left it at ~50 ms, as with no content script. A CRM's own
 * "on load" code, and all the rep waits for, would start later. At `document_start` the world
 * is set up while the page is still on its way, V8 only pre-parses the wrapped bundle, and the
 * module's top level, WXT's start and our first read of the page come after the load event.
 *
 * A page whose load event never comes (a hung image, an endless stream) is read after
 * `LOAD_WAIT_MS` anyway; a script injected into a loaded page (activeTab, a newly granted
 * site) runs at once.
 */
/** Longest wait for the load event, from `document_start` (a hung image, an endless stream). */
export const LOAD_WAIT_MS = 3_000;

const BEFORE_BUNDLE = '(function(){var run=function(){\n';
const AFTER_BUNDLE = `
};if(document.readyState==="complete"){run();return;}
var started=false;var start=function(){if(!started){started=true;run();}};
addEventListener("load",function(){setTimeout(start,0);},{once:true});setTimeout(start,${LOAD_WAIT_MS});
})();
`;

/** The bundle's code, to be evaluated once the page has loaded. */
export function afterPageLoadWrapper(code: string): MagicString {
  return new MagicString(code).prepend(BEFORE_BUNDLE).append(AFTER_BUNDLE);
}

export function afterPageLoad(): Plugin {
  return {
    name: 'tracker-lens:after-page-load',
    enforce: 'post',
    renderChunk(code, chunk) {
      if (`/${chunk.fileName}` !== CRM_SCRIPT_FILE) return null;
      const wrapped = afterPageLoadWrapper(code);
      return { code: wrapped.toString(), map: wrapped.generateMap({ hires: true }) };
    },
  };
}
