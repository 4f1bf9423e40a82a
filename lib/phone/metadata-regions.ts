/**
 * Slices libphonenumber-js metadata in two, so the content script does not carry ~245
 * countries' numbering plans (~80 kB) to every frame of a CRM page: the regions the extension
 * serves (always loaded) and the rest of the world (a chunk loaded when a page writes one of
 * its calling codes, see loaded-metadata.ts). `npm run phone-metadata` writes both files and
 * the list of every calling code; a unit test fails when they no longer match the installed
 * libphonenumber-js or the regions the options page offers.
 */
import {
  Metadata,
  type CountryCode,
  type MetadataJson as LibraryMetadata,
} from 'libphonenumber-js/core';
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
  for (const region of regions) {
    if (!(region in full.countries)) throw new Error(`No metadata for ${region}`);
  }
  return pickCallingCodes(full, (shared) => shared.some((country) => regions.includes(country)));
}

/**
 * The calling codes `sliceMetadata` leaves out, whole, with the non-geographic plans (+800
 * freephone, +882 networks...): merged into the regions' slice it gives the full metadata.
 */
export function sliceRestOfWorld(full: MetadataJson, regions: readonly string[]): MetadataJson {
  const rest = pickCallingCodes(full, (shared) => !shared.some((c) => regions.includes(c)));
  return { ...rest, nonGeographic: full.nonGeographic ?? {} };
}

/**
 * Every calling code the metadata knows, non-geographic ones (+800) included, in order: how a
 * page's "+852" is recognised.
 */
export function allCallingCodes(full: MetadataJson): string[] {
  const codes = [
    ...Object.keys(full.country_calling_codes),
    ...Object.keys(full.nonGeographic ?? {}),
  ];
  return [...new Set(codes)].sort((a, b) => +a - +b);
}

/**
 * The calling codes of no region (+800, +808, +870, +88x…), in order: with the codes of
 * `regionsByCallingCode` they are every calling code (loaded-metadata.ts), so the content
 * script carries each code once.
 */
export function codesWithoutRegion(full: MetadataJson): string[] {
  return allCallingCodes(full).filter((code) => !(code in full.country_calling_codes));
}

/**
 * Every region the metadata knows, by calling code, main region first: "1 US AG …|7 RU KZ|…".
 * One compact string: how a record's "Australia" or "+61" is known before the rest of the world
 * is loaded (record-regions.ts).
 */
export function regionsByCallingCode(full: MetadataJson): string {
  return Object.entries(full.country_calling_codes)
    .sort(([a], [b]) => +a - +b)
    .map(([code, regions]) => `${code} ${regions.join(' ')}`)
    .join('|');
}

/**
 * The regions whose every format writes the national prefix, always ("08-545 812 30" in
 * Sweden, "030 1234567" in Germany), space-separated: a national reading without it is no
 * number of theirs (national-prefix.ts). The content script's plans carry no formats.
 */
export function regionsWritingPrefix(full: MetadataJson): string {
  const metadata = new Metadata(full as unknown as LibraryMetadata);
  return Object.keys(full.countries)
    .filter((region) => {
      metadata.selectNumberingPlan(region as CountryCode);
      const plan = metadata.numberingPlan as unknown as PlanFormats | undefined;
      const formats = plan?.formats() ?? [];
      return (
        !!plan?.nationalPrefix() &&
        formats.length > 0 &&
        formats.every(
          (format) =>
            !!format.nationalPrefixFormattingRule() &&
            format.usesNationalPrefix() &&
            !format.nationalPrefixIsOptionalWhenFormattingInNationalFormat(),
        )
      );
    })
    .join(' ');
}

/** The slice of libphonenumber's numbering plan (untyped in its declarations) read above. */
interface PlanFormats {
  nationalPrefix(): string | undefined;
  formats(): {
    nationalPrefixFormattingRule(): string | undefined;
    usesNationalPrefix(): boolean;
    nationalPrefixIsOptionalWhenFormattingInNationalFormat(): boolean;
  }[];
}

function pickCallingCodes(
  full: MetadataJson,
  keep: (shared: readonly string[]) => boolean,
): MetadataJson {
  const codes: Record<string, string[]> = {};
  const countries: Record<string, unknown> = {};
  for (const [code, shared] of Object.entries(full.country_calling_codes)) {
    if (!keep(shared)) continue;
    codes[code] = shared;
    for (const country of shared) {
      if (country in full.countries) countries[country] = withoutFormats(full.countries[country]);
    }
  }
  return { version: full.version, country_calling_codes: codes, countries, nonGeographic: {} };
}

/** Where a region's plan keeps its formats (min metadata: an array per region). */
const FORMATS = 4;

/**
 * A region's plan without its formats ("$1 $2" and the leading digits that choose one, half of
 * the plans' size): content scripts only find and validate numbers, at the default `VALID`
 * leniency, which never formats and never checks a national prefix against a format; they
 * write numbers as digits (the popup, card and workspace format with the full metadata).
 */
function withoutFormats(plan: unknown): unknown {
  if (!Array.isArray(plan) || !Array.isArray(plan[FORMATS])) return plan;
  const lean = [...plan] as unknown[];
  lean[FORMATS] = 0;
  return lean;
}
