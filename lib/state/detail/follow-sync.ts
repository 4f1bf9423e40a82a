/**
 * An open card or popup detail whose answer says the index is still syncing asks again now and
 * then, so it shows what the sync has reached (a re-ask answered from the index costs no
 * request to the tracker).
 */
import type { PhoneDetail } from '../../types/phone-data';

export const FOLLOW_SYNC_MS = 3_000;

export interface SyncFollower {
  /** After every answer shown: schedules a re-ask while it says "syncing". */
  follow(detail: PhoneDetail): void;
  stop(): void;
}

export function createSyncFollower(reask: () => Promise<void>, everyMs = FOLLOW_SYNC_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    follow(detail: PhoneDetail) {
      stop();
      if (detail.answer.kind === 'syncing') timer = setTimeout(() => void reask(), everyMs);
    },
    stop,
  } satisfies SyncFollower;
}
