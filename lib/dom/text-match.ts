import type { PhoneMatch } from '../phone/types';
import { rangeForTextSpan, type TextSpan } from './text-blocks';
import type { MatchKind, ScannedMatch } from './types';

/**
 * A text match whose Range is created on first read. Browsers update every live Range on
 * every DOM change of the page, so thousands of idle Ranges would tax a CRM that re-renders a
 * table; only the matches someone hovers or positions a card on get one. A class, not a literal
 * with a getter: one shape and a shared getter for the thousands a list makes.
 */
class TextMatch implements ScannedMatch {
  readonly digits: string;
  readonly raw: string;
  // Declared only: a match without an extension has no such key, as before.
  declare readonly extension?: string;
  readonly kind: MatchKind;
  readonly element: Element;
  // Private: a match compares and serialises by what it says, not by where it lies.
  readonly #span: TextSpan;
  #range: Range | null | undefined;

  constructor(
    phone: Pick<PhoneMatch, 'digits' | 'raw' | 'extension'>,
    span: TextSpan,
    element: Element,
    kind: MatchKind,
  ) {
    this.digits = phone.digits;
    this.raw = phone.raw;
    if (phone.extension !== undefined) this.extension = phone.extension;
    this.kind = kind;
    this.element = element;
    this.#span = span;
  }

  get range(): Range | undefined {
    if (this.#range === undefined) this.#range = rangeForTextSpan(this.#span) ?? null;
    return this.#range ?? undefined;
  }

  static spanOf(match: ScannedMatch): TextSpan | undefined {
    return #span in match ? match.#span : undefined;
  }
}

export function createTextMatch(
  phone: Pick<PhoneMatch, 'digits' | 'raw' | 'extension'>,
  span: TextSpan,
  element: Element,
  kind: MatchKind = 'text',
): ScannedMatch {
  return new TextMatch(phone, span, element, kind);
}

/** The text nodes a text match lies in, without creating a Range. */
export function textSpanOf(match: ScannedMatch): TextSpan | undefined {
  return TextMatch.spanOf(match);
}

/** The same text match reported as another kind (a tel: link around its own number). */
export function relabelTextMatch(
  match: ScannedMatch,
  kind: MatchKind,
  element: Element,
): ScannedMatch {
  const span = textSpanOf(match);
  return span ? createTextMatch(match, span, element, kind) : { ...match, kind, element };
}
