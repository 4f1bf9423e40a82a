/**
 * The detectors the side-by-side benchmark injects into pages itself: ringcentral-c2d set up as
 * RingCentral App Connect sets it up, and the physical floor (a bare TreeWalker with a digit
 * pre-filter). Both run in every frame at DOMContentLoaded, close to a content script's
 * `document_idle`. c2d posts what it found to the page (`BENCH_BRIDGE` keeps it in `window` for
 * the harness), so it may run in an isolated world, as a content script does, or in the page's.
 */
import { build } from 'esbuild';

/** URLs the trace attributes script work to (`//# sourceURL`). */
export const C2D_SCRIPT_URL = 'bench-ringcentral-c2d.js';
export const FLOOR_SCRIPT_URL = 'bench-floor.js';

// `RangeObserver` + `LibPhoneNumberMatcher`, region RU, the built-in widget. The matcher is
// wrapped to note when each number was first matched: c2d has no "found" event of its own.
const C2D_ENTRY = `
import { RingCentralC2D, RangeObserver, LibPhoneNumberMatcher, ObserverEvents } from 'ringcentral-c2d';
function start() {
  const found = new Set();
  // New finds go to the page in batches: what is cloned over a run is each number once.
  let unsent = [];
  const post = () => { window.postMessage({ __benchFound: unsent }, '*'); unsent = []; };
  const matcher = new LibPhoneNumberMatcher({ countryCode: 'RU' });
  const match = matcher.match.bind(matcher);
  matcher.match = (args) => {
    const models = match(args);
    for (const model of models || []) {
      const digits = String((model.context && model.context.phoneNumber) || '');
      if (!digits || found.has(digits)) continue;
      found.add(digits);
      if (unsent.length === 0) setTimeout(post, 20);
      unsent.push([digits, Date.now()]);
    }
    return models;
  };
  const c2d = new RingCentralC2D({ observer: new RangeObserver({ matcher }) });
  c2d.observer.on(ObserverEvents.hoverIn, () => window.postMessage({ __benchHoverAt: Date.now() }, '*'));
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
`;

/**
 * The page's side of c2d's reports, an init script in the page's world: what it found (digits
 * and when first matched) in `window.__benchFound`, its last hover in `window.__benchHoverAt`.
 */
export const BENCH_BRIDGE = `
window.__benchFound = new Map();
window.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  for (const [digits, at] of data.__benchFound || []) {
    if (!window.__benchFound.has(digits)) window.__benchFound.set(digits, at);
  }
  if (typeof data.__benchHoverAt === 'number') window.__benchHoverAt = data.__benchHoverAt;
});`;

/** The part of Node's EventEmitter c2d's Emitter uses. */
const EVENTS_SHIM = `
export class EventEmitter {
  constructor() { this.listeners = new Map(); }
  addListener(name, listener) { (this.listeners.get(name) ?? this.listeners.set(name, []).get(name)).push(listener); }
  removeListener(name, listener) { this.listeners.set(name, (this.listeners.get(name) ?? []).filter((l) => l !== listener)); }
  removeAllListeners() { this.listeners.clear(); }
  emit(name, ...args) { for (const listener of this.listeners.get(name) ?? []) listener(...args); }
}`;

/** The c2d bundle from node_modules, as App Connect ships it: one script per frame. */
export async function buildC2dScript(): Promise<string> {
  const result = await build({
    stdin: { contents: C2D_ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    loader: { '.png': 'dataurl', '.svg': 'dataurl', '.scss': 'empty' },
    // What webpack gives c2d and esbuild does not: the "events" module and core-js (which
    // @ringcentral-integration/phone-number imports without declaring it). Chromium has every
    // feature core-js fills, so it is left out, which favours c2d slightly.
    plugins: [
      {
        name: 'c2d-node-shims',
        setup(bundler) {
          bundler.onResolve({ filter: /^core-js\// }, (args) => ({
            path: args.path,
            namespace: 'shim',
          }));
          bundler.onResolve({ filter: /^events$/ }, () => ({ path: 'events', namespace: 'shim' }));
          bundler.onLoad({ filter: /.*/, namespace: 'shim' }, (args) => ({
            contents: args.path === 'events' ? EVENTS_SHIM : '',
          }));
        },
      },
    ],
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return `${code}\n//# sourceURL=${C2D_SCRIPT_URL}`;
}

/**
 * Reads every text node (open shadow roots included) and keeps those with seven digits or
 * more: the least any detector must do. Added subtrees are read the same way.
 */
export const FLOOR_SCRIPT = `
(() => {
  const found = [];
  const read = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === 3) {
        const text = node.data;
        let count = 0;
        for (let i = 0; i < text.length; i++) {
          const code = text.charCodeAt(i);
          if (code >= 48 && code <= 57 && ++count >= 7) { found.push(node); break; }
        }
      } else if (node.shadowRoot) read(node.shadowRoot);
    }
  };
  const start = () => {
    read(document.body);
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) read(node);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();
//# sourceURL=${FLOOR_SCRIPT_URL}`;
