import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createCardFields, type FieldShown } from '../../../lib/content/card-fields';

const shown: FieldShown = {
  locale: 'en',
  label: 'Tag the latest call',
  button: '+',
  suggestions: [],
};

function setUp(allowed = true) {
  const sent: unknown[] = [];
  const escape = vi.fn();
  const fields = createCardFields({
    allowsAction: () => allowed,
    escape,
    pageUrl: (path) => `chrome-extension://abc${path}`,
    send: async (message) => void sent.push(message),
  });
  const handlers = {
    onReady: vi.fn(),
    onQuery: vi.fn(),
    onSubmit: vi.fn(() => true),
    onLeaving: vi.fn(),
  };
  const link = fields.open(handlers, shown);
  const token = /#([0-9a-f]{32})&/.exec(link.src)![1]!;
  const event = (e: unknown, t = token) =>
    fakeBrowser.runtime.onMessage.trigger({ type: 'cardField.event', token: t, event: e }, {});
  return { fields, link, token, sent, escape, handlers, event };
}

describe('card fields (content script side)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('draws the field from its address: a fresh 128-bit token and the first state', () => {
    const { link, token } = setUp();
    const other = setUp().token;
    expect(token).not.toBe(other);
    expect(link.src.startsWith('chrome-extension://abc/card-field.html#')).toBe(true);
    const state = JSON.parse(decodeURIComponent(link.src.split('&')[1]!));
    expect(state).toEqual(shown);
  });

  it('after each load probes the frame; only the answer to the latest probe makes it ready', async () => {
    const { link, token, sent, handlers, event } = setUp();
    link.show({ ...shown, suggestions: ['vip'] });
    sent.length = 0;
    expect(link.loaded()).toBe(1);
    expect(sent).toEqual([
      { type: 'cardField.state', token, state: { ...shown, suggestions: ['vip'], probe: 1 } },
    ]);
    // No answer, a wrong one, or one without the probe: not ready.
    await event({ kind: 'ready' });
    await event({ kind: 'ready', probe: 2 });
    expect(handlers.onReady).not.toHaveBeenCalled();
    await event({ kind: 'ready', probe: 1 });
    expect(handlers.onReady).toHaveBeenCalledTimes(1);
    // A second load (the page navigated the frame) is counted; the old answer is stale.
    expect(link.loaded()).toBe(2);
    await event({ kind: 'ready', probe: 1 });
    expect(handlers.onReady).toHaveBeenCalledTimes(1);
  });

  it('tells the card when the field page is going, for its own token only, while open', async () => {
    const { link, handlers, event } = setUp();
    await event({ kind: 'leaving' }, 'b'.repeat(32));
    expect(handlers.onLeaving).not.toHaveBeenCalled();
    await event({ kind: 'leaving' });
    expect(handlers.onLeaving).toHaveBeenCalledTimes(1);
    // The card closed the field (removing its frame makes the page go too): nothing to say.
    link.close();
    await event({ kind: 'leaving' });
    expect(handlers.onLeaving).toHaveBeenCalledTimes(1);
  });

  it('bounds the suggestions it sends to the field', () => {
    const { link, sent } = setUp();
    link.show({ ...shown, suggestions: Array.from({ length: 80 }, (_, i) => `t${i}`) });
    const last = sent.at(-1) as { state: { suggestions: string[] } };
    expect(last.state.suggestions).toHaveLength(50);
  });

  it('tags on submit when the card may act, and answers the submit either way', async () => {
    const allowed = setUp(true);
    await allowed.event({ kind: 'submit', id: 1, tag: '  hot  ' });
    expect(allowed.handlers.onSubmit).toHaveBeenCalledWith('hot');
    expect(allowed.sent.at(-1)).toMatchObject({ state: { ack: { id: 1, queued: true } } });

    const covered = setUp(false);
    await covered.event({ kind: 'submit', id: 2, tag: 'hot' });
    expect(covered.handlers.onSubmit).not.toHaveBeenCalled();
    expect(covered.sent.at(-1)).toMatchObject({ state: { ack: { id: 2, queued: false } } });
  });

  it('ignores other tokens, malformed events and closed fields', async () => {
    const { link, handlers, escape, event } = setUp();
    await event({ kind: 'submit', id: 1, tag: 'x' }, 'b'.repeat(32));
    await event({ kind: 'submit', id: -1, tag: 'x' });
    await event({ kind: 'submit', id: 1, tag: 'x'.repeat(65) });
    await event({ kind: 'query', prefix: 1 });
    expect(handlers.onSubmit).not.toHaveBeenCalled();
    expect(handlers.onQuery).not.toHaveBeenCalled();
    link.close();
    await event({ kind: 'escape' });
    expect(escape).not.toHaveBeenCalled();
  });
});
