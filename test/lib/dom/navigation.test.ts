// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { watchUrlChanges, type UrlChange } from '../../../lib/dom/navigation';
import { settle } from './helpers';

const controller = { current: new AbortController() };

afterEach(() => {
  controller.current.abort();
  controller.current = new AbortController();
});

function watch(): UrlChange[] {
  const changes: UrlChange[] = [];
  watchUrlChanges(window, (change) => changes.push(change), controller.current.signal);
  return changes;
}

describe('watchUrlChanges', () => {
  it('notices pushState navigation when the page re-renders, without patching history', async () => {
    const pushState = history.pushState;
    const changes = watch();
    const before = location.href;
    history.pushState({}, '', '/leads/42');
    expect(changes).toEqual([]);
    document.body.append(document.createElement('main'));
    await settle();
    expect(changes).toEqual([{ url: location.href, previousUrl: before }]);
    expect(location.pathname).toBe('/leads/42');
    expect(history.pushState).toBe(pushState);
  });

  it('reports popstate and hashchange once per change', () => {
    const changes = watch();
    history.pushState({}, '', '/contacts/7');
    window.dispatchEvent(new Event('popstate'));
    window.dispatchEvent(new Event('popstate'));
    location.hash = '#calls';
    window.dispatchEvent(new Event('hashchange'));
    expect(
      changes.map((change) => new URL(change.url).pathname + new URL(change.url).hash),
    ).toEqual(['/contacts/7', '/contacts/7#calls']);
  });

  it('stops when its signal aborts', async () => {
    const changes = watch();
    controller.current.abort();
    history.pushState({}, '', '/deals/1');
    window.dispatchEvent(new Event('popstate'));
    document.body.append(document.createElement('main'));
    await settle();
    expect(changes).toEqual([]);
  });
});
