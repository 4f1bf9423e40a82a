import type { CountryCode } from 'libphonenumber-js';

export type { CountryCode };

/** A phone number found in a piece of text. Offsets are UTF-16 indexes into that text. */
export interface PhoneMatch {
  start: number;
  end: number;
  /** The text as written on the page, e.g. "+7 (999) 123-45-67". */
  raw: string;
  /** Digits with the country code and no "+": "79991234567". The key used everywhere else. */
  digits: string;
  /** Extension written next to the number ("доб. 123", "ext. 45"), digits only. */
  extension?: string;
}

export interface FindPhonesOptions {
  defaultRegion: CountryCode;
}
