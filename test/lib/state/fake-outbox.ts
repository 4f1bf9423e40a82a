import type { OutboxListener, WatchOutbox } from '../../../lib/messaging/outbox-watch';
import type { OutboxEntryView } from '../../../lib/types/phone-data';

/**
 * The background's side of the pushed outbox, in memory: the current list on connect, after
 * every change (`set`) and after every resend, told back as the background does.
 */
export function fakeOutbox(initial: OutboxEntryView[] = []) {
  let entries = initial;
  let answers = 0;
  const listeners = new Set<OutboxListener>();
  const tell = (listener: OutboxListener) =>
    queueMicrotask(() => {
      if (listeners.has(listener)) listener(entries, answers);
    });
  const watchOutbox: WatchOutbox = (listener) => {
    listeners.add(listener);
    tell(listener);
    let seq = 0;
    return {
      resend() {
        seq += 1;
        answers = Math.max(answers, seq);
        tell(listener);
        return seq;
      },
      close: () => void listeners.delete(listener),
    };
  };
  return {
    watchOutbox,
    /** The outbox changed in the background. */
    set(next: OutboxEntryView[]) {
      entries = next;
      for (const listener of listeners) tell(listener);
    },
    get watching() {
      return listeners.size;
    },
  };
}
