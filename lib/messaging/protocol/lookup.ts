/** Numbers: their answers, the numbers a page or a tab holds, a number's CSV file. */
import { z } from 'zod';
import type { NoMatchExplanation } from '../../phone/explain-selection';
import type { PhoneDetail, PhoneOnPage, PhoneSummary } from '../../types/phone-data';
import { MAX_CONTEXT_NUMBERS, readNumbersOnPage } from '../page-context';
import { MAX_EXPLAINED_LENGTH } from './content-limits';
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
/**
 * What a frame says next to its numbers (lib/dom/phone-on-page.ts), at most 500: an entry
 * not in shape is dropped and the rest kept (lib/messaging/page-context.ts).
 */
const ReportedContext = z
  .record(z.string().max(15), z.unknown())
  .refine((numbers) => Object.keys(numbers).length <= MAX_CONTEXT_NUMBERS, {
    message: 'too many numbers',
  })
  .transform((numbers) => readNumbersOnPage(numbers, MAX_CONTEXT_NUMBERS));

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
  z.object({ type: z.literal('page.context'), numbers: ReportedContext }),
  /**
   * Why a text the user pointed at is not a number (the card's "Not detected"): read here, so
   * the content script in every frame does not carry the diagnostic.
   */
  z.object({ type: z.literal('phone.explain'), text: z.string().max(MAX_EXPLAINED_LENGTH) }),
] as const;

export const lookupFromPages = [
  z.object({ type: z.literal('tab.phones'), tabId: z.number().int() }),
  z.object({
    type: z.literal('tab.scan'),
    tabId: z.number().int().nonnegative(),
    /** Read the page even though it opted out of phone detection (format-detection). */
    anyway: z.boolean().optional(),
  }),
  /** Whether the tab's site is switched on and read; what switching it on would ask for. */
  z.object({ type: z.literal('tab.access'), tabId: z.number().int().nonnegative() }),
  /**
   * The popup's grant of the tab's site went through: list the site among the user's domains
   * and start the content script in the open tab (no reload).
   */
  z.object({
    type: z.literal('tab.switchOn'),
    tabId: z.number().int().nonnegative(),
    host: z.string().min(1).max(253),
  }),
  z.object({ type: z.literal('export.csv'), phone: PhoneDigits }),
] as const;

/** Whether Tracker Lens reads a tab (lib/sites/tab-access.ts). */
export interface TabAccess {
  running: boolean;
  site: { host: string; origins: string[] } | null;
  switchedOn: boolean;
  /** The organisation listed the site (policy `sites`): the popup asks for it in its words. */
  byOrganisation?: boolean;
}

export interface TabPhones {
  phones: PhoneSummary[];
  /** What the page says next to its numbers (label, call link, order id), by digits. */
  onPage?: Record<string, PhoneOnPage>;
}

export interface CsvExport {
  filename: string;
  csv: string;
}

export interface LookupResponses {
  'lookup.summaries': PhoneSummary[];
  'lookup.detail': PhoneDetail;
  'page.phones': { known: number };
  'page.context': null;
  'phone.explain': NoMatchExplanation;
  'tab.phones': TabPhones;
  /** `pageOptedOut`: the page asked not to have its numbers detected, and was not read. */
  'tab.scan': { injected: true; pageOptedOut?: boolean };
  'tab.access': TabAccess;
  'tab.switchOn': { started: boolean };
  'export.csv': CsvExport;
}
