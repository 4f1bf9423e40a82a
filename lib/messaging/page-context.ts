/**
 * What a frame says next to its numbers (label, call link, order id), as the background keeps
 * it: every field checked and bounded, here once for the `page.context` message and for the
 * stored copy (`detectedContext:<tabId>`). Checked by hand, without zod, like the other
 * session shapes.
 */
import type { PhoneOnPage } from '../types/phone-data';

/** The most numbers one `page.context` message carries and one tab keeps per frame. */
export const MAX_CONTEXT_NUMBERS = 500;
/** Longest label, call link and order id kept. */
export const PAGE_TEXT_LIMITS = { label: 80, callLink: 256, orderId: 32 } as const;

const DIGITS = /^\d{7,15}$/;
const CALL_LINK = /^(tel|callto|sip|sips):[^\s<>"'`]+$/i;

/**
 * The page's call link for `digits`, reduced to its scheme and the number: the page chooses
 * which handler calls (tel, callto, sip), never a SIP host, parameters or another number that
 * the user's Call would carry. Undefined unless the link's own number is `digits`.
 */
export function callLinkFor(link: string, digits: string): string | undefined {
  const scheme = CALL_LINK.exec(link)?.[1]?.toLowerCase();
  if (!scheme) return undefined;
  let number = link.slice(scheme.length + 1).replace(/^\/\//, '');
  number = number.split(/[@;?#]/, 1)[0] ?? '';
  try {
    number = decodeURIComponent(number);
  } catch {
    return undefined;
  }
  const own = number.replace(/[\s().-]/g, '');
  if (!/^\+?\d{7,15}$/.test(own)) return undefined;
  // The page's local form of the same number (8 916… for 7 916…) counts as the number.
  const linkDigits = own.replace(/^\+/, '');
  const same = linkDigits === digits || linkDigits.slice(-10) === digits.slice(-10);
  return same ? `${scheme}:+${digits}` : undefined;
}
const ORDER_ID = /^[\p{L}\d][\p{L}\d-]*$/u;

/** One number's page context in the shape accepted; undefined when nothing is left. */
export function readPhoneOnPage(value: unknown, digits: string): PhoneOnPage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { label, callLink, orderId } = value as Record<string, unknown>;
  const said: PhoneOnPage = {};
  if (typeof label === 'string') {
    const clean = label
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (clean) said.label = clean.slice(0, PAGE_TEXT_LIMITS.label);
  }
  if (typeof callLink === 'string' && callLink.length <= PAGE_TEXT_LIMITS.callLink) {
    const link = callLinkFor(callLink, digits);
    if (link) said.callLink = link;
  }
  if (
    typeof orderId === 'string' &&
    orderId.length <= PAGE_TEXT_LIMITS.orderId &&
    ORDER_ID.test(orderId)
  ) {
    said.orderId = orderId;
  }
  return Object.keys(said).length > 0 ? said : undefined;
}

/** Digits -> page context, at most `limit`; other keys and empty records are skipped. */
export function readNumbersOnPage(
  value: unknown,
  limit = MAX_CONTEXT_NUMBERS,
): Record<string, PhoneOnPage> {
  const numbers: Record<string, PhoneOnPage> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return numbers;
  let kept = 0;
  for (const [digits, said] of Object.entries(value)) {
    if (kept >= limit) break;
    const record = DIGITS.test(digits) ? readPhoneOnPage(said, digits) : undefined;
    if (record) {
      numbers[digits] = record;
      kept++;
    }
  }
  return numbers;
}

/** The stored `detectedContext:<tabId>`: frame id -> digits -> page context. */
export function readDetectedContext(value: unknown): Record<string, Record<string, PhoneOnPage>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const frames: Record<string, Record<string, PhoneOnPage>> = {};
  for (const [frameId, numbers] of Object.entries(value)) {
    if (/^\d+$/.test(frameId)) frames[frameId] = readNumbersOnPage(numbers);
  }
  return frames;
}
