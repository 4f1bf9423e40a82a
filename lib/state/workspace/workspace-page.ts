import { browser } from 'wxt/browser';

/** The workspace page's address in this extension, for links that open it in a new tab. */
export function workspacePageUrl(): string {
  return browser.runtime.getURL('/workspace.html');
}
