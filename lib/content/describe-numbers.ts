/**
 * What the page says next to its numbers (label, call link, order id:
 * lib/dom/phone-on-page.ts), for the popup's list. Read only when the background asks
 * (`page.describe`, when the popup lists the tab's numbers), for at most MAX_CONTEXT_NUMBERS numbers.
 */
import type { ScannedMatch } from '../dom/types';
import { phoneOnPage, type PhoneOnPageText } from '../dom/phone-on-page';
// As many as the background keeps per frame.
import { MAX_CONTEXT_NUMBERS } from '../messaging/page-context';

/** Digits -> what the page says next to them, for the numbers that have anything said. */
export function describeNumbers(matches: readonly ScannedMatch[]): Record<string, PhoneOnPageText> {
  const byDigits = new Map<string, ScannedMatch[]>();
  for (const match of matches) {
    const list = byDigits.get(match.digits);
    if (list) list.push(match);
    else if (byDigits.size < MAX_CONTEXT_NUMBERS) byDigits.set(match.digits, [match]);
  }
  const numbers: Record<string, PhoneOnPageText> = {};
  for (const [digits, found] of byDigits) {
    const said = phoneOnPage(found);
    if (said.label || said.callLink || said.orderId) numbers[digits] = said;
  }
  return numbers;
}
