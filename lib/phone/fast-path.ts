import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneNumber } from 'libphonenumber-js/min';

/**
 * Most texts holding a number in a Russian CRM are one number alone in a cell: "+7 (916)
 * 123-45-67", "8 916 123 45 67", "89161234567", "79161234567", "9161234567". Their shape is read
 * here with one pattern, and libphonenumber only confirms the number (a parse of "+7" and ten
 * digits) instead of running its matcher over the text: a fifth of the cost. Everything else
 * (extensions, words, two numbers, other countries) goes to the matcher, and the candidate
 * found here is judged like the matcher's. `fast-path.test.ts` checks that the matcher finds
 * the same number at the same offsets for every text this path takes.
 */
const SEP = '[\\s\\u00a0-]?';
const GROUPED = `(?:\\+7|8)${SEP}\\(?\\d{3}\\)?${SEP}\\d{3}${SEP}\\d{2}${SEP}\\d{2}`;
const BARE = '[78]?\\d{10}';
const ALONE = new RegExp(`^[\\s\\u00a0]*(${GROUPED}|${BARE})[\\s\\u00a0]*$`);

export interface FastCandidate {
  start: number;
  end: number;
  phone: PhoneNumber;
}

/**
 * The one +7 number `text` holds alone, or undefined: then the matcher reads the text. Written
 * without "+7", a number is read so only where +7 is the default region's code (`isPlusSeven`).
 */
export function fastCandidate(text: string, isPlusSeven: boolean): FastCandidate | undefined {
  if (text.length > 40) return undefined;
  const found = ALONE.exec(text);
  if (!found) return undefined;
  const raw = found[1] as string;
  if (!isPlusSeven && !raw.startsWith('+')) return undefined;
  const digits = raw.replace(/\D/g, '');
  // Eleven digits start with 7 or 8 (the pattern says so); ten starting with 8 are the
  // trunk prefix and nine digits to the matcher, no number.
  if (digits.length === 10 && digits[0] === '8') return undefined;
  const phone = parsePhoneNumberFromString(`+7${digits.slice(-10)}`);
  if (!phone?.isValid()) return undefined;
  const start = text.indexOf(raw);
  return { start, end: start + raw.length, phone };
}
