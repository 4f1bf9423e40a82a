/**
 * The slice of `libphonenumber-js/min` that lib/phone uses, bound to the metadata of the
 * regions the extension serves (`metadata.regions.json`, see metadata-regions.ts). The content
 * script build aliases `libphonenumber-js/min` to this module (wxt.config.ts), so every frame
 * of a CRM page carries the numbering plans of the offered regions' calling codes (52 regions)
 * instead of ~245; the rest of the world is merged in when a page writes one of its calling
 * codes (loaded-metadata.ts). The popup and the background keep the library's own metadata.
 *
 * A region without metadata (settings hold any two letters) is treated as no default region:
 * numbers are then found when written with their country code.
 */
import {
  findPhoneNumbersInText as findWithMetadata,
  getCountryCallingCode as callingCodeWithMetadata,
  isSupportedCountry,
  parsePhoneNumberFromString as parseWithMetadata,
  type CountryCode,
  type MetadataJson,
  type NumberFound,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import type * as Library from 'libphonenumber-js/min';
import { loadedMetadata } from './loaded-metadata';

export type { CountryCode, NumberFound, PhoneNumber };

// Read per call: the rest of the world is merged in when a page writes one of its calling codes.
const metadata = (): MetadataJson => loadedMetadata() as unknown as MetadataJson;

/** The library takes a region or an options object in the same place. */
const asOptions = <T extends object>(
  value: CountryCode | T | undefined,
): T | { defaultCountry?: CountryCode } =>
  typeof value === 'string' ? { defaultCountry: value } : (value ?? {});

/**
 * Per region, read once per loaded metadata: the library builds and checks a `Metadata` object
 * on every call, and the scanner asks for each text it reads.
 */
let regionsOf: MetadataJson | undefined;
const regionFacts = new Map<CountryCode, { supported: boolean; callingCode?: string }>();

function factsOf(region: CountryCode): { supported: boolean; callingCode?: string } {
  const current = metadata();
  if (regionsOf !== current) {
    regionsOf = current;
    regionFacts.clear();
  }
  let facts = regionFacts.get(region);
  if (!facts) {
    facts = { supported: isSupportedCountry(region, current) };
    regionFacts.set(region, facts);
  }
  return facts;
}

const known = (region: CountryCode | undefined): CountryCode | undefined =>
  region !== undefined && factsOf(region).supported ? region : undefined;

type FindOptions = {
  defaultCountry?: CountryCode;
  defaultCallingCode?: string;
  extended?: boolean;
};

export function findPhoneNumbersInText(
  text: string,
  defaultCountryOrOptions?: CountryCode | FindOptions,
): NumberFound[] {
  const options = asOptions(defaultCountryOrOptions);
  const defaultCountry = known(options.defaultCountry);
  return findWithMetadata(text, { ...options, defaultCountry }, metadata());
}

type ParseOptions = {
  defaultCountry?: CountryCode;
  defaultCallingCode?: string;
  extract?: boolean;
};

export function parsePhoneNumberFromString(
  text: string,
  defaultCountryOrOptions?: CountryCode | ParseOptions,
): PhoneNumber | undefined {
  const options = asOptions(defaultCountryOrOptions);
  const defaultCountry = known(options.defaultCountry);
  return parseWithMetadata(text, { ...options, defaultCountry }, metadata());
}

/** The region's calling code, or "" for a region without metadata (it matches no number). */
export function getCountryCallingCode(region: CountryCode): string {
  const facts = factsOf(region);
  if (!facts.supported) return '';
  facts.callingCode ??= callingCodeWithMetadata(region, metadata());
  return facts.callingCode;
}

// The content script build puts this module in place of `libphonenumber-js/min`: every use
// lib/phone makes of the library must type-check against these functions too.
const sameSignatures: Pick<
  typeof Library,
  'findPhoneNumbersInText' | 'parsePhoneNumberFromString' | 'getCountryCallingCode'
> = { findPhoneNumbersInText, parsePhoneNumberFromString, getCountryCallingCode };
void sameSignatures;
