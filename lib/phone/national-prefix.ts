import prefixWritten from './metadata.prefix-written.json';
import type { CountryCode, PhoneReading } from './types';

/** Regions whose every number is written with its national prefix (metadata-regions.ts). */
const WRITES_PREFIX: ReadonlySet<string> = new Set((prefixWritten as string).split(' '));

/** Where a region's plan keeps its national prefix ("min" metadata, version 4: "0" in Sweden). */
const NATIONAL_PREFIX = 5;

const NORTH_AMERICA = '1';

/**
 * Whether a number read in `region`'s national form leaves out the national prefix that
 * region always writes: "5412-7790" is no Swedish number (Karlstad writes "054-12 77 90"),
 * "2024-017" no freephone. libphonenumber's matcher means to check this (its VALID leniency)
 * but never learns the number was read nationally. Regions whose prefix is optional
 * ("916 123-45-67" in Russia, "98765 43210" in India) keep all, unless `strict`: a Russian
 * number beside a Swedish record is written "8 916 …", and "4500218834" there is a reference.
 */
export function lacksNationalPrefix(
  phone: PhoneReading,
  raw: string,
  region: CountryCode,
  strict: boolean,
): boolean {
  // North America's "1" is dialled, never written: its 3-3-4 shape speaks for it instead.
  if (strict ? phone.countryCallingCode === NORTH_AMERICA : !WRITES_PREFIX.has(region)) {
    return false;
  }
  const metadata = (
    phone as { getMetadata?: () => { countries: Record<string, unknown> } }
  ).getMetadata?.();
  const plan = metadata?.countries[region];
  const prefix = Array.isArray(plan) ? plan[NATIONAL_PREFIX] : undefined;
  if (typeof prefix !== 'string' || !prefix || /^\s*(?:\+|00)/.test(raw)) return false;
  // Written before the national number, not its first digit: "850317/3415" holds no trunk 8.
  const digits = raw.replace(/\D/g, '');
  const national = phone.nationalNumber;
  return !(digits.endsWith(national) && digits.slice(0, -national.length).startsWith(prefix));
}
