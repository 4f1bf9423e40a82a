import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntriesMessage } from '../../../lib/messaging/protocol';
import { createOutboxFeed, type FeedPort } from '../../../lib/background/outbox-feed';
import type { MessageSender } from '../../../lib/background/router';
import type { OutboxEntryView } from '../../../lib/types/phone-data';

const entry = (id: string, callId: string): OutboxEntryView => ({
  id,
  target: { kind: 'call', counterId: '101', callId },
  op: 'add',
  tag: 'vip',
  attempts: 0,
  state: 'pending',
  createdAt: 1,
});

function fakePort(sender: MessageSender) {
  const received: OutboxEntriesMessage[] = [];
  let onMessage: (message: unknown) => void = () => undefined;
  let onDisconnect: () => void = () => undefined;
  const port: FeedPort = {
    sender,
    postMessage: (message) => void received.push(message),
    disconnect: () => onDisconnect(),
    onMessage: { addListener: (listener) => void (onMessage = listener) },
    onDisconnect: { addListener: (listener) => void (onDisconnect = listener) },
  };
  return {
    port,
    received,
    send: (message: unknown) => onMessage(message),
    disconnect: () => onDisconnect(),
    lastIds: () => received.at(-1)?.entries.map((e) => e.id),
  };
}

function setUp() {
  let entries = [entry('mine', 'c-shown'), entry('other', 'c-elsewhere')];
  const feed = createOutboxFeed({
    list: async () => entries,
    // The tab was shown only the call c-shown.
    visible: async (tabId, all) =>
      tabId === 5
        ? all.filter((e) => e.target.kind === 'call' && e.target.callId === 'c-shown')
        : [],
    isExtensionPage: (sender) => sender.url?.startsWith('chrome-extension://me/') === true,
  });
  return { feed, set: (next: OutboxEntryView[]) => (entries = next) };
}

describe('outbox feed', () => {
  it('tells a content script only the writes of records shown on its tab, the popup all', async () => {
    const { feed } = setUp();
    const tab = fakePort({ id: 'me', url: 'https://crm.example/deal/1', tab: { id: 5 } });
    const otherTab = fakePort({ id: 'me', url: 'https://evil.example/', tab: { id: 6 } });
    const popup = fakePort({ id: 'me', url: 'chrome-extension://me/popup.html' });
    for (const p of [tab, otherTab, popup]) feed.connect(p.port);
    await vi.waitFor(() => expect(popup.received).toHaveLength(1));
    expect(tab.lastIds()).toEqual(['mine']);
    expect(otherTab.lastIds()).toEqual([]);
    expect(popup.lastIds()).toEqual(['mine', 'other']);
  });

  it('pushes the list again after every change, and stops once the port is gone', async () => {
    const { feed, set } = setUp();
    const popup = fakePort({ id: 'me', url: 'chrome-extension://me/popup.html' });
    feed.connect(popup.port);
    await vi.waitFor(() => expect(popup.received).toHaveLength(1));
    set([]);
    feed.changed();
    await vi.waitFor(() => expect(popup.received).toHaveLength(2));
    expect(popup.lastIds()).toEqual([]);
    popup.disconnect();
    feed.changed();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(popup.received).toHaveLength(2);
  });

  it('answers a resend with the list and tells back the highest resend it answers', async () => {
    const { feed } = setUp();
    const tab = fakePort({ id: 'me', url: 'https://crm.example/', tab: { id: 5 } });
    feed.connect(tab.port);
    await vi.waitFor(() => expect(tab.received).toHaveLength(1));
    tab.send({ type: 'outbox.resend', seq: 3 });
    tab.send({ type: 'outbox.resend', seq: -1 });
    tab.send({ type: 'lookup.detail', phone: '79161234567' });
    await vi.waitFor(() => expect(tab.received).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tab.received.map((m) => m.answers)).toEqual([0, 3]);
  });
});
