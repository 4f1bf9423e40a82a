/**
 * Pushes the waiting tag writes to the card and the popup (the `outbox.watch` port) whenever the
 * outbox changes, so they never poll. A port from a content script hears only of the writes of
 * the records the extension showed on its tab (the write guard's list); the extension's own
 * pages hear of every write.
 */
import { OutboxResend, type OutboxEntriesMessage } from '../messaging/protocol';
import type { OutboxEntryView } from '../types/phone-data';
import type { MessageSender } from './router';

/** The parts of `runtime.Port` the feed uses. */
export interface FeedPort {
  readonly sender?: MessageSender;
  postMessage(message: OutboxEntriesMessage): void;
  disconnect(): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

export interface OutboxFeedDeps {
  list: () => Promise<OutboxEntryView[]>;
  /** Of `entries`, those a content script in `tabId` may see. */
  visible: (tabId: number | undefined, entries: OutboxEntryView[]) => Promise<OutboxEntryView[]>;
  isExtensionPage: (sender: MessageSender) => boolean;
}

export interface OutboxFeed {
  /** Takes a newly opened port: it gets the current list at once, then after every change. */
  connect(port: FeedPort): void;
  /** The outbox changed: every open port gets its list again. */
  changed(): void;
}

/**
 * Ports one tab's content scripts may hold open: a card per frame needs one. Past it a new
 * port is closed at once, so a flood of ports cannot make every change (and a user's write
 * behind it) wait for thousands of reads.
 */
export const PORTS_PER_TAB = 16;

export function createOutboxFeed(deps: OutboxFeedDeps): OutboxFeed {
  const ports = new Map<FeedPort, { answers: number; chain: Promise<void> }>();
  const tabPorts = (tabId: number | undefined) =>
    [...ports.keys()].filter((port) => port.sender?.tab?.id === tabId).length;

  // One send after another per port, so a slower read never delivers an older list last.
  const send = (port: FeedPort) => {
    const state = ports.get(port);
    if (!state) return;
    state.chain = state.chain
      .then(async () => {
        // Read before the list: the list is then at least as new as every resend it answers.
        const answers = state.answers;
        const all = await deps.list();
        const sender = port.sender ?? {};
        const entries = deps.isExtensionPage(sender)
          ? all
          : await deps.visible(sender.tab?.id, all);
        if (!ports.has(port)) return;
        try {
          port.postMessage({ type: 'outbox.entries', entries, answers });
        } catch {
          ports.delete(port); // closed between the read and the send
        }
      })
      .catch(() => undefined);
  };

  return {
    connect(port) {
      const sender = port.sender ?? {};
      if (!deps.isExtensionPage(sender) && tabPorts(sender.tab?.id) >= PORTS_PER_TAB) {
        port.disconnect();
        return;
      }
      ports.set(port, { answers: 0, chain: Promise.resolve() });
      port.onDisconnect.addListener(() => ports.delete(port));
      port.onMessage.addListener((message) => {
        const resend = OutboxResend.safeParse(message);
        const state = ports.get(port);
        if (!resend.success || !state) return;
        state.answers = Math.max(state.answers, resend.data.seq);
        send(port);
      });
      send(port);
    },
    changed() {
      for (const port of ports.keys()) send(port);
    },
  };
}
