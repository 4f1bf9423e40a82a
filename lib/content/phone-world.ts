import { addRestOfWorld, unloadedCallingCode } from '../phone/loaded-metadata';
import type { MetadataJson } from '../phone/metadata-regions';
import { onInternationalText } from '../phone/written-codes';
import { PHONE_WORLD_GLOBAL } from '../sites/script-files';
import type { Ask } from '../state/ask';

/** Tells the watcher where the text the matcher reads next is. */
export interface RestOfWorld {
  /** The node a scanner's text is at (`TextContext.node`); undefined for any other read. */
  readingAt(node: Node | undefined): void;
}

/**
 * Loads the numbering plans of the rest of the world into this frame the first time its page
 * writes a calling code outside the offered regions ("+852 …"), then calls `onLoaded` with the
 * nodes whose texts wrote one until the plans came, so only those are read again (undefined
 * when a text of no known place wrote one: read the page again). A whole page read twice for
 * one id in a cell that starts with "00" cost a contact list as much as its first read.
 * The background runs `entrypoints/phone-world.content.ts` here, as it does the card's views;
 * pages without such a code never load it. One try per frame: a failure leaves those numbers
 * unfound, as before, and the rest of the page as it was.
 */
export function watchRestOfWorld(
  ask: Ask,
  onLoaded: (heardAt: Node[] | undefined) => void,
): RestOfWorld {
  let reading: Node | undefined;
  let asked = false;
  let settled = false;
  const heardAt = new Set<Node>();
  let heardElsewhere = false;
  onInternationalText((text) => {
    if (settled || unloadedCallingCode(text) === undefined) return;
    if (reading) heardAt.add(reading);
    else heardElsewhere = true;
    if (asked) return;
    asked = true;
    void loadRestOfWorld(ask).then((loaded) => {
      settled = true;
      if (loaded) onLoaded(heardElsewhere ? undefined : [...heardAt]);
      heardAt.clear();
    });
  });
  return {
    readingAt(node) {
      reading = node;
    },
  };
}

async function loadRestOfWorld(ask: Ask): Promise<boolean> {
  const answer = await ask({ type: 'phone.world' });
  const world = (globalThis as Record<string, unknown>)[PHONE_WORLD_GLOBAL];
  if (!answer.ok || world === undefined) return false;
  addRestOfWorld(world as MetadataJson);
  return true;
}
