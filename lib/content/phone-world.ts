import { addRestOfWorld, unloadedCallingCode } from '../phone/loaded-metadata';
import type { MetadataJson } from '../phone/metadata-regions';
import { onInternationalText } from '../phone/written-codes';
import { PHONE_WORLD_GLOBAL } from '../sites/script-files';
import type { Ask } from '../state/ask';

/**
 * Loads the numbering plans of the rest of the world into this frame the first time its page
 * writes a calling code outside the offered regions ("+852 …"), then calls `onLoaded` so the
 * page is read again. The background runs `entrypoints/phone-world.content.ts` here, as it
 * does the card's views; pages without such a code never load it. One try per frame: a
 * failure leaves those numbers unfound, as before, and the rest of the page as it was.
 */
export function watchRestOfWorld(ask: Ask, onLoaded: () => void): void {
  let asked = false;
  onInternationalText((text) => {
    if (asked || unloadedCallingCode(text) === undefined) return;
    asked = true;
    void loadRestOfWorld(ask).then((loaded) => loaded && onLoaded());
  });
}

async function loadRestOfWorld(ask: Ask): Promise<boolean> {
  const answer = await ask({ type: 'phone.world' });
  const world = (globalThis as Record<string, unknown>)[PHONE_WORLD_GLOBAL];
  if (!answer.ok || world === undefined) return false;
  addRestOfWorld(world as MetadataJson);
  return true;
}
