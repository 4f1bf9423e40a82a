import { HEADING_TAGS } from './skip-rules';
import type { ShadowRootGetter } from './types';

/**
 * Elements that may have a shadow root (DOM spec, `attachShadow`): custom elements and these
 * built-ins. A table cell, a row, a link or a `<b>` never has one.
 */
const SHADOW_HOST_TAGS = new Set<string>([
  'article',
  'aside',
  'blockquote',
  'body',
  'div',
  'footer',
  ...HEADING_TAGS,
  'header',
  'main',
  'nav',
  'p',
  'section',
  'span',
]);

/**
 * Asks `getShadowRoot` only about elements that can host a shadow root. Reaching closed roots
 * goes through an extension API call that costs about as much as reading a whole table cell,
 * and the scanner asks about every element: on a CRM list most of them are cells and links.
 */
export function onlyPossibleHosts(getShadowRoot: ShadowRootGetter): ShadowRootGetter {
  return (element) =>
    SHADOW_HOST_TAGS.has(element.localName) || element.localName.includes('-')
      ? getShadowRoot(element)
      : null;
}
