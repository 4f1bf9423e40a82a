/**
 * How an outbox is woken when its next write is due, in the background: an alarm survives a
 * stopped service worker, a timer is precise while it runs.
 */
import { browser } from 'wxt/browser';

/** Chrome fires alarms no sooner than 30 s after they are set. */
const MIN_ALARM_DELAY_MS = 30_000;

export type ScheduleWake = (at: number | undefined, drain: () => void) => void;

/** A waker on its own alarm (the background's alarm listener drains on it) and timer. */
export function alarmWake(alarm: string): ScheduleWake {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (at, drain) => {
    clearTimeout(timer);
    if (at === undefined) {
      void browser.alarms.clear(alarm);
      return;
    }
    void browser.alarms.create(alarm, { when: Math.max(at, Date.now() + MIN_ALARM_DELAY_MS) });
    timer = setTimeout(drain, Math.max(0, at - Date.now()));
  };
}
