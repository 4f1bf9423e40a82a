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

  it("asks Chrome's API only about custom elements and built-ins with nothing of their own", () => {
    const asked: string[] = [];
    const getter = createShadowRootGetter({
      chrome: {
        dom: {
          openOrClosedShadowRoot: (element: Element) => {
            asked.push(element.id);
            return null;
          },
        },
      },
    });
    document.body.innerHTML = [
      '<x-card id="custom">Текст</x-card>',
      '<div id="empty"> \n </div>',
      '<div id="words">Иванов</div>',
      '<div id="parent"><span></span></div>',
      '<section id="section"></section>',
    ].join('');
    for (const element of document.body.querySelectorAll('[id]')) getter(element);
    expect(asked).toEqual(['custom', 'empty', 'section']);
    const open = document.getElementById('words') as Element;
    const root = open.attachShadow({ mode: 'open' });
    expect(getter(open)).toBe(root);
    expect(asked).toEqual(['custom', 'empty', 'section']);
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
