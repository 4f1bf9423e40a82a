/**
 * The popup's list of the tab's numbers: each number's counts, last source and activity, what
 * the page calls it, a filter, and one stated order (newest activity first).
 */
import type { PhoneOnPage, PhoneSummary } from '../../types/phone-data';

export interface PhoneRow extends PhoneSummary {
  onPage?: PhoneOnPage;
}

/** Joins the background's summaries with what the page said about each number. */
export function phoneRows(
  summaries: readonly PhoneSummary[],
  onPage: Readonly<Record<string, PhoneOnPage>> = {},
): PhoneRow[] {
  return summaries.map((summary) => {
    const page = Object.hasOwn(onPage, summary.phone) ? onPage[summary.phone] : undefined;
    return page ? { ...summary, onPage: page } : summary;
  });
}

/**
 * Newest activity first; numbers with no activity known (not in call tracking) after them, in
 * the order of their digits, so the list never reshuffles between two looks.
 */
export function byNewestActivity(a: PhoneRow, b: PhoneRow): number {
  const at = (row: PhoneRow) => row.lastActivityAt ?? (row.known ? 0 : -1);
  return at(b) - at(a) || Number(b.known) - Number(a.known) || a.phone.localeCompare(b.phone);
}

const fold = (text: string) => text.toLocaleLowerCase().replace(/ё/g, 'е');

/** The words a row can be found by: its label, source, medium, campaign and keyword. */
function rowWords(row: PhoneRow): string {
  const source = row.lastSource;
  return fold(
    [
      row.onPage?.label,
      row.onPage?.orderId,
      source?.source,
      source?.medium,
      source?.campaign,
      source?.keyword,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

/**
 * Rows matching what was typed: digits match anywhere in the number ("926 12" finds
 * +7 926 123-…; a leading 8 or + is the usual way of writing the same number), words match the
 * label and source. Every word typed must match.
 */
export function filterRows(rows: readonly PhoneRow[], query: string): PhoneRow[] {
  const words = fold(query).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  const digitsTyped = query.replace(/[\s()+\-.]/g, '');
  const asNumber = /^\d+$/.test(digitsTyped) ? digitsTyped : undefined;
  return rows.filter((row) => {
    if (asNumber && matchesDigits(row.phone, asNumber)) return true;
    const text = rowWords(row);
    return words.every(
      (word) => text.includes(word) || (/^\d+$/.test(word) && row.phone.includes(word)),
    );
  });
}

function matchesDigits(phone: string, typed: string): boolean {
  if (phone.includes(typed)) return true;
  // "8 926…" is "+7 926…" written the Russian way.
  return typed.startsWith('8') && phone.startsWith(`7${typed.slice(1)}`);
}
