import { describeSpots } from '../lib/dom/phone-on-page';
import { PAGE_DESCRIBER_GLOBAL } from '../lib/sites/script-files';

// What the page says next to its numbers, for the popup's list: the background runs this in a
// frame's content script world when the popup first asks that frame (`page.describer`), and
// the CRM content script calls it (lib/content/describe-numbers.ts). Never in the manifest,
// never registered.
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  // No legacy window.postMessage at start (see crm.content).
  noScriptStartedPostMessage: true,
  main() {
    (globalThis as Record<string, unknown>)[PAGE_DESCRIBER_GLOBAL] = describeSpots;
  },
});
