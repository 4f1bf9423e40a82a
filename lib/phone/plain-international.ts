import type { MetadataJson } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import metadataJson from 'libphonenumber-js/min/metadata';
import type { PhoneReading } from './types';

/**
 * "+375 29 123-45-67" read without libphonenumber's parser, which costs a page read once
 * (cold code) some 30 µs a number against a few here. Only where the answer cannot differ
 * from the library's: a calling code of one region whose plan has no number types (validity
 * is then the national number pattern alone) and whose national prefix for parsing does not
 * start the digits (nothing would be stripped or rewritten). Anything else: undefined, and
 * the library reads it. `plain-international.test.ts` holds this to the library for every
 * such plan. The content script's build reads the offered regions' plans here (wxt.config.ts).
 */
const metadata = metadataJson as unknown as MetadataJson;

interface PlainPlan {
  national: RegExp;
  prefix?: RegExp;
}

/** Compressed metadata (v4): where a plan keeps each field. */
const NATIONAL_PATTERN = 2;
const NATIONAL_PREFIX = 5;
const NATIONAL_PREFIX_FOR_PARSING = 7;
const TYPES = 11;
/** libphonenumber's bounds on a national significant number. */
const NATIONAL_DIGITS = { min: 2, max: 17 };

const plans = new Map<string, PlainPlan | null>();

function plainPlan(callingCode: string): PlainPlan | null {
  let plan = plans.get(callingCode);
  if (plan !== undefined) return plan;
  plan = null;
  const regions = metadata.country_calling_codes[callingCode];
  const fields = regions?.length === 1 ? metadata.countries[regions[0] as never] : undefined;
  if (Array.isArray(fields) && !fields[TYPES]) {
    const prefix = (fields[NATIONAL_PREFIX_FOR_PARSING] || fields[NATIONAL_PREFIX]) as unknown;
    plan = {
      national: new RegExp(`^(?:${String(fields[NATIONAL_PATTERN])})$`),
      ...(typeof prefix === 'string' && prefix ? { prefix: new RegExp(`^(?:${prefix})`) } : {}),
    };
  }
  plans.set(callingCode, plan);
  return plan;
}

/** The valid number `digits` (calling code first, no "+") is, or undefined: ask the library. */
export function readPlainInternational(digits: string): PhoneReading | undefined {
  // Calling codes are prefix-free: the first prefix of 1 to 3 digits that is one is the code.
  for (let length = 1; length <= 3; length++) {
    const callingCode = digits.slice(0, length);
    if (!(callingCode in metadata.country_calling_codes)) continue;
    const plan = plainPlan(callingCode);
    const national = digits.slice(length);
    if (!plan || plan.prefix?.test(national)) return undefined;
    if (national.length < NATIONAL_DIGITS.min || national.length > NATIONAL_DIGITS.max) {
      return undefined;
    }
    if (!plan.national.test(national)) return undefined;
    return { number: `+${digits}`, countryCallingCode: callingCode, nationalNumber: national };
  }
  return undefined;
}

/** The valid number "+<digits>" is: read here where that is the library's answer, else by it. */
export function readValidInternational(digits: string): PhoneReading | undefined {
  const plain = readPlainInternational(digits);
  if (plain) return plain;
  const phone = parsePhoneNumberFromString(`+${digits}`);
  return phone?.isValid() ? phone : undefined;
}
