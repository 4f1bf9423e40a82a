/**
 * The card's and the popup's side of the pushed outbox: a port to the background that hears the
 * waiting tag writes each time they change. A stopped service worker drops the port; it is
 * opened again a moment later, and the background then sends the current list at once.
 */
import { browser, type Browser } from 'wxt/browser';
import { OUTBOX_PORT } from './ports';
import type { OutboxEntriesMessage, OutboxResend } from './protocol';
import type { OutboxEntryView } from '../types/phone-data';

export type OutboxListener = (entries: OutboxEntryView[], answers: number) => void;

export interface OutboxWatch {
  /** Asks for the list again; answers the number the background tells back with it. */
  resend(): number;
  close(): void;
}

export type WatchOutbox = (listener: OutboxListener) => OutboxWatch;

const RECONNECT_MS = 1_000;

export const watchOutbox: WatchOutbox = (listener) => {
  let port: Browser.runtime.Port | undefined;
  let closed = false;
  let seq = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    retry = undefined;
    if (closed) return;
    try {
      port = browser.runtime.connect({ name: OUTBOX_PORT });
    } catch {
      // The extension was reloaded or removed: this page's context is gone for good.
      port = undefined;
      return;
    }
    port.onMessage.addListener((message: unknown) => {
      const entries = message as Partial<OutboxEntriesMessage>;
      if (entries?.type !== 'outbox.entries' || !Array.isArray(entries.entries)) return;
      listener(entries.entries, typeof entries.answers === 'number' ? entries.answers : 0);
    });
    port.onDisconnect.addListener(() => {
      port = undefined;
      if (!closed) retry = setTimeout(connect, RECONNECT_MS);
    });
    // A resend the dropped port never answered is asked again on the new one.
    if (seq > 0) post({ type: 'outbox.resend', seq });
  };
  const post = (message: OutboxResend) => {
    try {
      port?.postMessage(message);
    } catch {
      // Disconnected: the list comes again when the port is open again.
    }
  };
  connect();

  return {
    resend() {
      seq += 1;
      post({ type: 'outbox.resend', seq });
      return seq;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      port?.disconnect();
      port = undefined;
    },
  };
};
