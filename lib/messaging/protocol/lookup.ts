/** Numbers: their answers, the numbers a page or a tab holds, a number's CSV file. */
import { z } from 'zod';
import type { PhoneDetail, PhoneSummary } from '../../types/phone-data';
import { PhoneDigits } from './fields';

/** The most numbers one message may ask about (a CRM list page). */
export const MAX_PHONES_PER_MESSAGE = 1000;

/**
 * A frame's numbers: entries that are not 7-15 digits are dropped and the rest kept, so one
 * misread number (a 16-digit run) never voids every valid number of the page. Still bounded.
 */
const ReportedPhones = z
  .array(z.unknown())
  .max(5000)
  .transform((phones) =>
    phones.filter((phone): phone is string => PhoneDigits.safeParse(phone).success),
  );

export const lookupFromAnyContext = [
  z.object({
    type: z.literal('lookup.summaries'),
    phones: z.array(PhoneDigits).max(MAX_PHONES_PER_MESSAGE),
  }),
  z.object({
    type: z.literal('lookup.detail'),
    phone: PhoneDigits,
    refresh: z.boolean().optional(),
  }),
  z.object({ type: z.literal('page.phones'), phones: ReportedPhones }),
] as const;

export const lookupFromPages = [
  z.object({ type: z.literal('tab.phones'), tabId: z.number().int() }),
  z.object({
    type: z.literal('tab.scan'),
    tabId: z.number().int().nonnegative(),
    /** Read the page even though it opted out of phone detection (format-detection). */
    anyway: z.boolean().optional(),
  }),
  z.object({ type: z.literal('export.csv'), phone: PhoneDigits }),
] as const;

export interface TabPhones {
  phones: PhoneSummary[];
}

export interface CsvExport {
  filename: string;
  csv: string;
}

export interface LookupResponses {
  'lookup.summaries': PhoneSummary[];
  'lookup.detail': PhoneDetail;
  'page.phones': { known: number };
  'tab.phones': TabPhones;
  /** `pageOptedOut`: the page asked not to have its numbers detected, and was not read. */
  'tab.scan': { injected: true; pageOptedOut?: boolean };
  'export.csv': CsvExport;
}
