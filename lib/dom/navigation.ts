export interface UrlChange {
  url: string;
  previousUrl: string;
}

export interface NavigationWatcher {
  /** Compares the current URL with the last one seen and reports a change. Cheap. */
  check(): void;
  stop(): void;
}

/**
 * Reports single-page navigations: popstate, hashchange, and any DOM change after which the
 * URL differs (pushState fires no event, but a SPA always re-renders after it). History is
 * never patched: that would change the page's own functions.
 */
export function watchUrlChanges(
  view: Window & typeof globalThis,
  onUrlChange: (change: UrlChange) => void,
  signal?: AbortSignal,
): NavigationWatcher {
  let lastUrl = view.location.href;
  const check = (): void => {
    const url = view.location.href;
    if (url === lastUrl) return;
    const previousUrl = lastUrl;
    lastUrl = url;
    onUrlChange({ url, previousUrl });
  };
  const listeners = new AbortController();
  view.addEventListener('popstate', check, { signal: listeners.signal });
  view.addEventListener('hashchange', check, { signal: listeners.signal });
  // Only childList: the callback compares one string, and attribute noise is not navigation.
  const observer = new view.MutationObserver(check);
  observer.observe(view.document, { childList: true, subtree: true });
  const stop = (): void => {
    observer.disconnect();
    listeners.abort();
  };
  signal?.addEventListener('abort', stop, { once: true });
  if (signal?.aborted) stop();
  return { check, stop };
}
