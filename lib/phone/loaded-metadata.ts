/**
 * The metadata the content script's libphonenumber reads with (metadata.ts): the offered
 * regions' calling codes from the start, the rest of the world once a page writes one of its
 * calling codes (lib/phone/README.md, "Metadata in the content script").
 */
import callingCodes from './metadata.calling-codes.json';
import type { MetadataJson } from './metadata-regions';
import regions from './metadata.regions.json';

let metadata = regions as unknown as MetadataJson;
let complete = false;
const allCodes: ReadonlySet<string> = new Set(callingCodes);

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

/** "+" then a digit, where a number may start (see LIBRARY_REWRITES for "00"). */
const PLUS_DIGITS = /\+[\s\u00a0]?(\d)(\d)?(\d)?/g;

/**
 * The first calling code written in `text` ("+852 2345…", "+ 81-3…") that the loaded
 * metadata lacks; undefined once the rest of the world is loaded. Calling codes are
 * prefix-free, so the first prefix of 1 to 3 digits that is one is the code.
 */
export function unloadedCallingCode(text: string): string | undefined {
  if (complete || !text.includes('+')) return undefined;
  for (const [, a, b = '', c = ''] of text.matchAll(PLUS_DIGITS)) {
    const code = [a as string, `${a}${b}`, `${a}${b}${c}`].find((prefix) => allCodes.has(prefix));
    if (code === undefined || code in metadata.country_calling_codes) continue;
    if (!(code in (metadata.nonGeographic ?? {}))) return code;
  }
  return undefined;
}
