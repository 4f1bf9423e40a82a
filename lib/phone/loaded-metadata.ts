/**
 * The metadata the content script's libphonenumber reads with (metadata.ts): the offered
 * regions' calling codes from the start, the rest of the world once a page writes one of its
 * calling codes (lib/phone/README.md, "Metadata in the content script").
 */
import type { MetadataJson } from './metadata-regions';
import nongeographicCodes from './metadata.nongeographic-codes.json';
import regionCodes from './metadata.region-codes.json';
import regions from './metadata.regions.json';

let metadata = regions as unknown as MetadataJson;
let complete = false;
/** Every calling code: the regions' ("1 US AG …|7 RU KZ|…") and those of no region (+800). */
export const ALL_CALLING_CODES: ReadonlySet<string> = new Set([
  ...(regionCodes as string).split('|').map((entry) => entry.slice(0, entry.indexOf(' '))),
  ...nongeographicCodes,
]);

export function loadedMetadata(): MetadataJson {
  return metadata;
}

/** Merges the rest of the world (`metadata.world.json`) into what is loaded. */
export function addRestOfWorld(world: MetadataJson): void {
  if (complete) return;
  metadata = {
    version: metadata.version,
    country_calling_codes: { ...metadata.country_calling_codes, ...world.country_calling_codes },
    countries: { ...metadata.countries, ...world.countries },
    nonGeographic: { ...metadata.nonGeographic, ...world.nonGeographic },
  };
  complete = true;
}

/**
 * The first calling code written in `text` ("+852 2345…", "+ 81-3…") that the loaded
 * metadata lacks; undefined once the rest of the world is loaded. Asked of every "+" text the
 * content script reads, so it walks the "+" signs by hand: `matchAll` copies its pattern per call.
 */
export function unloadedCallingCode(text: string): string | undefined {
  if (complete) return undefined;
  for (let plus = text.indexOf('+'); plus !== -1; plus = text.indexOf('+', plus + 1)) {
    // One space may stand between the "+" and the code: "+ 81-3-1234-5678".
    const code = callingCodeAt(text, SPACE.test(text.charAt(plus + 1)) ? plus + 2 : plus + 1);
    if (code === undefined || code in metadata.country_calling_codes) continue;
    if (!(code in (metadata.nonGeographic ?? {}))) return code;
  }
  return undefined;
}

const SPACE = /^[\s\u00a0]$/;

const isDigit = (text: string, index: number): boolean => {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
};

/**
 * The calling code the digits at `start` begin with: calling codes are prefix-free, so the
 * first prefix of 1 to 3 digits that is one is the code.
 */
function callingCodeAt(text: string, start: number): string | undefined {
  for (let end = start + 1; end <= start + 3 && isDigit(text, end - 1); end++) {
    const prefix = text.slice(start, end);
    if (ALL_CALLING_CODES.has(prefix)) return prefix;
  }
  return undefined;
}
