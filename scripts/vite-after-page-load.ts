import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { CRM_SCRIPT_FILE } from '../lib/sites/script-files';

/**
 * The CRM content script is declared at `document_start` and its whole bundle waits, unevaluated,
 * until the page has loaded and painted (benchmarks/RESULTS.md, felt cost).
 *
 * Why not `document_idle`: Chromium runs idle scripts between DOMContentLoaded and the load
 * event, and on a page that loads fast the load event then waits for the content script's world
 * to be set up and for its code (even an empty script moved a 55 ms deal page's load event to
 * ~115 ms; one at `document_start` left it at ~50 ms, as without any). A CRM's own "on load"
 * code and everything the rep waits for would start later. At `document_start` the world is set
 * up while the page is still on its way; wrapping the bundle leaves V8 only a lazy pre-parse
 * then, and the module's top level, WXT's start and the first read of the page come after the
 * page's load event and its next frame.
 *
 * A page whose load event hangs (a slow third-party image or tracker) is read anyway a while
 * after DOMContentLoaded; a script injected later (activeTab, a newly granted site) into a
 * loaded page starts at once.
 */
/** After DOMContentLoaded, the longest the page's load event is waited for. */
const LOAD_WAIT_MS = 1_000;
/** After the load event, the longest its next frame is waited for (none come in a hidden tab). */
const FRAME_WAIT_MS = 100;

const BEFORE_BUNDLE = '(function(){var run=function(){\n';
const AFTER_BUNDLE = `
};var started=false;var start=function(){if(!started){started=true;run();}};
var afterLoad=function(){requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,${FRAME_WAIT_MS});};
if(document.readyState==="complete"){setTimeout(start,0);}else{
addEventListener("load",function(){setTimeout(afterLoad,0);},{once:true});
var onReady=function(){setTimeout(start,${LOAD_WAIT_MS});};
if(document.readyState==="interactive")onReady();else document.addEventListener("DOMContentLoaded",onReady,{once:true});}
})();
`;

export function afterPageLoad(): Plugin {
  return {
    name: 'tracker-lens:after-page-load',
    enforce: 'post',
    renderChunk(code, chunk) {
      if (`/${chunk.fileName}` !== CRM_SCRIPT_FILE) return null;
      const wrapped = new MagicString(code).prepend(BEFORE_BUNDLE).append(AFTER_BUNDLE);
      return { code: wrapped.toString(), map: wrapped.generateMap({ hires: true }) };
    },
  };
}
