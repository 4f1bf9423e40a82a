import type { ShadowRootGetter } from '../dom/types';

interface ChromeDom {
  openOrClosedShadowRoot?: (element: Element) => ShadowRoot | null | undefined;
}

/**
 * Reaches closed shadow roots too: Chrome gives content scripts `chrome.dom.openOrClosedShadowRoot`,
 * Firefox the `element.openOrClosedShadowRoot` property. Elsewhere only open roots.
 */
export function createShadowRootGetter(scope: unknown = globalThis): ShadowRootGetter {
  const chromeDom = (scope as { chrome?: { dom?: ChromeDom } }).chrome?.dom;
  const chromeGetter = chromeDom?.openOrClosedShadowRoot;
  if (typeof chromeGetter === 'function') {
    return (element) => {
      try {
        return chromeGetter.call(chromeDom, element) ?? null;
      } catch {
        return element.shadowRoot;
      }
    };
  }
  return (element) => {
    const firefoxRoot = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null })
      .openOrClosedShadowRoot;
    return firefoxRoot ?? element.shadowRoot;
  };
}
