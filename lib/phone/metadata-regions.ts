/**
 * Slices libphonenumber-js metadata down to the regions the extension serves, so the content
 * script does not carry ~245 countries' numbering plans (~80 kB) to every frame of a CRM page.
 * `npm run phone-metadata` writes `metadata.regions.json`; a unit test fails when it no longer
 * matches the installed libphonenumber-js or the regions the options page offers.
 */
import { REGIONS } from './offered-regions';

/**
 * Regions a user can choose for numbers written without a country code (the options page
 * offers exactly these), plus Turkmenistan, whose bare international numbers are accepted
 * without a label (see scan-phones.ts).
 */
export const METADATA_REGIONS = [...REGIONS, 'TM'] as const;

export interface MetadataJson {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/**
 * Keeps every calling code one of `regions` uses, whole: all regions that share it stay too
 * (Canada and the Caribbean under +1, Jersey under +44), so a number written with a kept
 * calling code is read exactly as with the full metadata.
 */
export function sliceMetadata(full: MetadataJson, regions: readonly string[]): MetadataJson {
  const codes: Record<string, string[]> = {};
  const countries: Record<string, unknown> = {};
  for (const region of regions) {
    if (!(region in full.countries)) throw new Error(`No metadata for ${region}`);
  }
  for (const [code, shared] of Object.entries(full.country_calling_codes)) {
    if (!shared.some((country) => regions.includes(country))) continue;
    codes[code] = shared;
    for (const country of shared) countries[country] = full.countries[country];
  }
  return { version: full.version, country_calling_codes: codes, countries, nonGeographic: {} };
}
