import type { CountryCode } from 'libphonenumber-js';

export type { CountryCode };

/** A phone number found in a piece of text. Offsets are UTF-16 indexes into that text. */
export interface PhoneMatch {
  /** Start of the number as written (a leading "+", "8" or "(" included). */
  start: number;
  /** End of the number itself; an extension written after it is not inside [start, end). */
  end: number;
  /** The text as written on the page, e.g. "+7 (999) 123-45-67". Equals text.slice(start, end). */
  raw: string;
  /** Digits with the country code and no "+": "79991234567". The key used everywhere else. */
  digits: string;
  /** Extension written next to the number ("доб. 123", "ext. 45"), digits only. */
  extension?: string;
  /** End of the extension text when there is one ("…-67, доб. 12" → after "12"). */
  extensionEnd?: number;
  /**
   * Set when the record names two countries equally and both read the national number: the
   * text yields one match per reading, at the same offsets, and none is preferred.
   */
  ambiguous?: true;
}

export interface FindPhonesOptions {
  defaultRegion: CountryCode;
  /** What the page shows around the text; each part is read only when a candidate needs it. */
  context?: PhoneContext;
}

/**
 * Evidence from outside the text, supplied by the DOM layer. Functions, so that a text node
 * without a candidate costs nothing.
 */
export interface PhoneContext {
  /**
   * The label the layout gives the value that starts this text: the previous field label,
   * the `<label for>`, the column header. Counts only for a candidate at the start of the text.
   */
  label?: () => string | undefined;
  /**
   * Regions that may read national numbers the default region cannot: a place named in the
   * row or section first, then the user's other regions, then the page's language.
   */
  regions?: () => readonly CountryCode[];
  /**
   * The region(s) the text's record (its card, row or panel) gives national numbers, before
   * the default region: none when it says nothing, two or more when equally likely
   * (record-regions.ts). Asked only for a text that writes a number without a country code.
   */
  record?: () => readonly CountryCode[];
  /**
   * Whether `record()` came from the page's language alone, nothing in the record: the default
   * region then reads beside it as on its own ("(495) 123-45-67" on an English page).
   */
  recordByLanguage?: () => boolean;
}

/** Why something that looks like a phone number was not reported by `findPhones`. */
export type PhoneRejectionReason =
  /** Glued to letters, digits, "_" or "-": part of an id such as INV-201-5550123. */
  | 'glued'
  /** A label right before it names a requisite, order, account, sum...: "ИНН", "заказ №". */
  | 'label'
  | 'date'
  | 'time'
  | 'ip-address'
  | 'version'
  | 'size'
  | 'money'
  | 'card-number'
  | 'snils'
  | 'passport'
  /** Bare digits that pass the INN / OGRN / OGRNIP checksum and have no phone label. */
  | 'requisite-checksum'
  /** Bare international digits without "+" for a country we do not assume without a label. */
  | 'bare-international'
  /** 5-7 digits without an area code: a local number we do not guess a city for. */
  | 'local-number'
  /** Not a valid number for any country (wrong length or unassigned range). */
  | 'invalid-number';

export interface PhoneRejection {
  start: number;
  end: number;
  raw: string;
  reason: PhoneRejectionReason;
  /** The evidence: the label text ("ИНН"), the neighbouring character, the date text... */
  detail?: string;
}

/**
 * What the pipeline reads from a number found: libphonenumber's `PhoneNumber` has these, and
 * the +7 fast path (fast-path.ts) makes them without the library.
 */
export interface PhoneReading {
  /** E.164 with "+". */
  number: string;
  countryCallingCode: string;
  nationalNumber: string;
  ext?: string | undefined;
}
