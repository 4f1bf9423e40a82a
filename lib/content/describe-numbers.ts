/**
 * What the page says next to its numbers (label, call link, order id:
 * lib/dom/phone-on-page.ts), for the popup's list. Read only when the background asks
 * (`page.describe`, when the popup lists the tab's numbers), for at most MAX_CONTEXT_NUMBERS
 * numbers. The reading is a script of its own (`entrypoints/page-describer.content.ts`) that
 * the background runs in this frame on the first ask: every frame's start stays smaller.
 */
import { isPhoneLink } from '../dom/attribute-sources';
import type { DescribeSpots, PhoneOnPageText, PhoneSpot } from '../dom/phone-on-page';
import { textSpanOf } from '../dom/text-match';
import type { ScannedMatch } from '../dom/types';
// As many as the background keeps per frame.
import { MAX_CONTEXT_NUMBERS } from '../messaging/page-context';
import { PAGE_DESCRIBER_GLOBAL } from '../sites/script-files';
import type { Ask } from '../state/ask';

/** Digits -> what the page says next to them, for the numbers that have anything said. */
export async function describeNumbers(
  matches: readonly ScannedMatch[],
  ask: Ask,
): Promise<Record<string, PhoneOnPageText>> {
  const byDigits = new Map<string, ScannedMatch[]>();
  for (const match of matches) {
    const list = byDigits.get(match.digits);
    if (list) list.push(match);
    else if (byDigits.size < MAX_CONTEXT_NUMBERS) byDigits.set(match.digits, [match]);
  }
  if (byDigits.size === 0) return {};
  const spots: Record<string, PhoneSpot> = {};
  for (const [digits, found] of byDigits) {
    const spot = spotOf(found);
    if (spot) spots[digits] = spot;
  }
  const describe = await loadDescriber(ask);
  return describe(spots);
}

/** Places of one number the describer weighs: the record that names it best wins. */
const MAX_PLACES = 3;

/** Where the page shows one number: its first matches' starts, and the page's call link. */
export function spotOf(matches: readonly ScannedMatch[]): PhoneSpot | undefined {
  const inText = matches.filter((match) => match.kind !== 'attribute').slice(0, MAX_PLACES);
  const first = inText[0] ?? matches[0];
  if (!first) return undefined;
  // Where each match starts, without creating its Range (idle Ranges tax the page's re-renders).
  const places = (inText.length > 0 ? inText : [first]).map((match): PhoneSpot => {
    const span = textSpanOf(match);
    return span ? { node: span.startNode, offset: span.startOffset } : { node: match.element };
  });
  const spot: PhoneSpot = { ...places[0]! };
  if (places.length > 1) spot.others = places.slice(1);
  const link = matches.find((match) => match.kind === 'link');
  const href = link?.element.getAttribute('href')?.trim();
  if (href && isPhoneLink(href)) spot.callLink = href;
  return spot;
}

const loaded = (): DescribeSpots | undefined =>
  (globalThis as Record<string, unknown>)[PAGE_DESCRIBER_GLOBAL] as DescribeSpots | undefined;

/** The reader, run in this frame once; rejects with the reason when it cannot be. */
async function loadDescriber(ask: Ask): Promise<DescribeSpots> {
  const ready = loaded();
  if (ready) return ready;
  const answer = await ask({ type: 'page.describer' });
  if (!answer.ok) throw new Error(`The page could not be read: ${answer.error.message}`);
  const describe = loaded();
  if (!describe) throw new Error('The page could not be read: its script left nothing behind.');
  return describe;
}
