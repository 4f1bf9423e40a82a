import { elementContext } from './text-context';
import type { ElementSource, MatchKind, PhoneMatcher, ScannedMatch } from './types';

const PHONE_LINK_SCHEME = /^\s*(tel|callto|sip|sips):(?:\/\/)?/i;
const READABLE_INPUT_TYPES = new Set(['text', 'tel', 'search']);

/** Whether an href calls a number: a tel:, callto:, sip: or sips: link. */
export const isPhoneLink = (href: string): boolean => PHONE_LINK_SCHEME.test(href);

/**
 * The number part of a tel:/callto:/sip: href: scheme, parameters (`;ext=`, `?`) and a SIP
 * host removed, percent-escapes decoded. Undefined for any other href.
 */
export function phoneFromHref(href: string): string | undefined {
  const scheme = PHONE_LINK_SCHEME.exec(href);
  if (!scheme) return undefined;
  let rest = href.slice(scheme[0].length);
  const isSip = (scheme[1] ?? '').toLowerCase().startsWith('sip');
  rest = rest.split(/[?#]/, 1)[0] ?? '';
  if (isSip) rest = rest.split('@', 1)[0] ?? '';
  rest = rest.split(';', 1)[0] ?? '';
  try {
    return decodeURIComponent(rest);
  } catch (error) {
    if (error instanceof URIError) return rest; // A stray "%" in a hand-written href.
    throw error;
  }
}

/** Text values an element carries besides its text nodes, with the kind each match gets. */
function valuesOf(element: Element): { source: ElementSource; kind: MatchKind; text: string }[] {
  const values: { source: ElementSource; kind: MatchKind; text: string }[] = [];
  const name = element.localName;
  // Values of inputs and textareas live in properties; everything else is an attribute.
  if (!element.hasAttributes() && name !== 'input' && name !== 'textarea') return values;
  if (name === 'a' || name === 'area') {
    const phone = phoneFromHref(element.getAttribute('href') ?? '');
    if (phone) values.push({ source: 'href', kind: 'link', text: phone });
  }
  if (name === 'input') {
    // The property maps a missing or unknown type to "text", as the browser renders it.
    const type = ((element as HTMLInputElement).type ?? 'text').toLowerCase();
    const value = (element as HTMLInputElement).value;
    if (READABLE_INPUT_TYPES.has(type) && value) {
      values.push({ source: 'value', kind: 'input', text: value });
    }
  }
  if (name === 'textarea') {
    const value = (element as HTMLTextAreaElement).value;
    if (value) values.push({ source: 'value', kind: 'input', text: value });
  }
  for (const attribute of ['title', 'aria-label'] as const) {
    const text = element.getAttribute(attribute);
    if (text) values.push({ source: attribute, kind: 'attribute', text });
  }
  return values;
}

/**
 * Element-anchored matches: phone links, input and textarea values, title and aria-label.
 * They have no Range; hit-testing uses the element's box.
 */
export function readElementSources(element: Element, match: PhoneMatcher): ScannedMatch[] {
  const found: ScannedMatch[] = [];
  for (const value of valuesOf(element)) {
    if (!/\d/.test(value.text)) continue;
    for (const phone of match(value.text, elementContext(element))) {
      found.push({
        digits: phone.digits,
        raw: phone.raw,
        ...(phone.extension === undefined ? {} : { extension: phone.extension }),
        kind: value.kind,
        element,
        source: value.source,
      });
    }
  }
  return found;
}

/** Attributes whose change can add or remove an element-anchored match. */
export const SOURCE_ATTRIBUTES = ['href', 'value', 'title', 'aria-label'] as const;
