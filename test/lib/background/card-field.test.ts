import { describe, expect, it, vi } from 'vitest';
import { createCardFieldHandlers, watchCardFieldPorts } from '../../../lib/background/card-field';
import type { FieldState } from '../../../lib/messaging/protocol';

const TOKEN = 'a'.repeat(32);
const ORIGIN = 'chrome-extension://abc/';
const policy = () => ({ runtimeId: 'abc', extensionOrigin: ORIGIN });
const state: FieldState = {
  locale: 'en',
  label: 'Tag the latest call',
  button: '+',
  suggestions: [],
};

describe('card field relay (background)', () => {
  it('passes a field event on to the field’s own tab, from the field page only', async () => {
    const send = vi.fn(async () => undefined);
    const handlers = createCardFieldHandlers(policy, send);
    const event = {
      type: 'cardField.event',
      token: TOKEN,
      event: { kind: 'ready', probe: 1 },
    } as const;
    await handlers['cardField.event'](event, {
      id: 'abc',
      url: `${ORIGIN}card-field.html#${TOKEN}`,
      tab: { id: 7 },
    });
    expect(send).toHaveBeenCalledWith(7, event);
    for (const sender of [
      { id: 'abc', url: `${ORIGIN}popup.html`, tab: { id: 7 } },
      { id: 'abc', url: `${ORIGIN}card-field.html#${TOKEN}` },
      { id: 'abc', url: 'https://crm.example/deal', tab: { id: 7 } },
    ]) {
      await expect(handlers['cardField.event'](event, sender)).rejects.toThrow();
    }
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes a content script’s field state on to the sender’s tab only (Firefox’s way to the frame)', async () => {
    const send = vi.fn(async () => undefined);
    const handlers = createCardFieldHandlers(policy, send);
    const message = { type: 'cardField.state', token: TOKEN, state } as const;
    await handlers['cardField.state'](message, {
      id: 'abc',
      url: 'https://crm.example/',
      tab: { id: 3 },
    });
    expect(send).toHaveBeenCalledWith(3, message);
    await handlers['cardField.state'](message, { id: 'abc', url: `${ORIGIN}popup.html` });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tells the field’s card it is leaving when the field page’s port closes, from the field page only', () => {
    const send = vi.fn(async () => undefined);
    let connect: ((port: never) => void) | undefined;
    watchCardFieldPorts(policy, send, { addListener: (listener) => (connect = listener) });
    const port = (name: string, sender: object) => {
      const closed: (() => void)[] = [];
      const made = {
        name,
        sender,
        disconnect: vi.fn(),
        onDisconnect: { addListener: (listener: () => void) => closed.push(listener) },
        close: () => closed.forEach((listener) => listener()),
      };
      connect!(made as never);
      return made;
    };
    const field = { id: 'abc', url: `${ORIGIN}card-field.html#${TOKEN}`, tab: { id: 7 } };
    const good = port(`cardField:${TOKEN}`, field);
    expect(send).not.toHaveBeenCalled();
    good.close();
    expect(send).toHaveBeenCalledWith(7, {
      type: 'cardField.event',
      token: TOKEN,
      event: { kind: 'leaving' },
    });
    // Another page, no tab, a malformed token: refused at once; another port name: not ours.
    for (const [name, sender] of [
      [`cardField:${TOKEN}`, { id: 'abc', url: `${ORIGIN}popup.html`, tab: { id: 7 } }],
      [`cardField:${TOKEN}`, { id: 'abc', url: `${ORIGIN}card-field.html#${TOKEN}` }],
      ['cardField:xyz', field],
    ] as const) {
      const refused = port(name, sender);
      expect(refused.disconnect).toHaveBeenCalled();
      refused.close();
    }
    expect(port('outbox.watch', field).disconnect).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
