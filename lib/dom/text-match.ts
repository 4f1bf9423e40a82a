import type { PhoneMatch } from '../phone/types';
import { rangeForTextSpan, type TextSpan } from './text-blocks';
import type { MatchKind, ScannedMatch } from './types';

const spans = new WeakMap<ScannedMatch, TextSpan>();

/**
 * A text match whose Range is created on first read. Browsers update every live Range on
 * every DOM change of the page, so thousands of idle Ranges would tax a CRM that re-renders a
 * table; only the matches someone hovers or positions a card on get one.
 */
export function createTextMatch(
  phone: Pick<PhoneMatch, 'digits' | 'raw' | 'extension'>,
  span: TextSpan,
  element: Element,
  kind: MatchKind = 'text',
): ScannedMatch {
  let range: Range | null | undefined;
  const match: ScannedMatch = {
    digits: phone.digits,
    raw: phone.raw,
    ...(phone.extension === undefined ? {} : { extension: phone.extension }),
    kind,
    element,
    get range(): Range | undefined {
      if (range === undefined) range = rangeForTextSpan(span) ?? null;
      return range ?? undefined;
    },
  };
  spans.set(match, span);
  return match;
}

/** The text nodes a text match lies in, without creating a Range. */
export function textSpanOf(match: ScannedMatch): TextSpan | undefined {
  return spans.get(match);
}

/** The same text match reported as another kind (a tel: link around its own number). */
export function relabelTextMatch(
  match: ScannedMatch,
  kind: MatchKind,
  element: Element,
): ScannedMatch {
  const span = spans.get(match);
  return span ? createTextMatch(match, span, element, kind) : { ...match, kind, element };
}
