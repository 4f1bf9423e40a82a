// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createShadowRootGetter } from '../../../lib/content/shadow-roots';

describe('shadow root getter', () => {
  it("uses Chrome's chrome.dom.openOrClosedShadowRoot to reach closed roots", () => {
    const host = document.createElement('div');
    const closed = host.attachShadow({ mode: 'closed' });
    const getter = createShadowRootGetter({
      chrome: { dom: { openOrClosedShadowRoot: (el: Element) => (el === host ? closed : null) } },
    });
    expect(host.shadowRoot).toBeNull();
    expect(getter(host)).toBe(closed);
  });

  it("uses Firefox's element.openOrClosedShadowRoot when Chrome's API is absent", () => {
    const host = document.createElement('div');
    const closed = host.attachShadow({ mode: 'closed' });
    Object.defineProperty(host, 'openOrClosedShadowRoot', { value: closed });
    expect(createShadowRootGetter({})(host)).toBe(closed);
  });

  it('falls back to open roots only', () => {
    const open = document.createElement('div');
    const root = open.attachShadow({ mode: 'open' });
    const closedHost = document.createElement('div');
    closedHost.attachShadow({ mode: 'closed' });
    const getter = createShadowRootGetter({});
    expect(getter(open)).toBe(root);
    expect(getter(closedHost)).toBeNull();
  });
});
