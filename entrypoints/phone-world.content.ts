import world from '../lib/phone/metadata.world.json';
import { PHONE_WORLD_GLOBAL } from '../lib/sites/script-files';

// The numbering plans of the regions outside the offered ones: the background runs this in a
// frame's content script world when its page writes one of their calling codes
// (`phone.world`), and the CRM content script merges them (lib/content/phone-world.ts).
// Never in the manifest, never registered.
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  // No legacy window.postMessage at start (see crm.content).
  noScriptStartedPostMessage: true,
  main() {
    (globalThis as Record<string, unknown>)[PHONE_WORLD_GLOBAL] = world;
  },
});
