/**
 * An open card or popup detail whose answer says the index is still syncing, or that a local
 * answer is being updated (a slow service), asks again now and then, so it shows what the sync
 * has reached and the service's answer once it came (a re-ask answered from the index costs no
 * request to the tracker; one while the service is asked joins that request).
 */
import type { PhoneDetail } from '../../types/phone-data';

export const FOLLOW_SYNC_MS = 3_000;
/** While a local answer is being updated the service's answer is looked for sooner. */
export const FOLLOW_UPDATE_MS = 1_000;

/** A local answer being updated (a slow service): its final answer is still to come. */
export const isUpdating = (detail: PhoneDetail) =>
  (detail.answer.kind === 'index' || detail.answer.kind === 'combined') &&
  detail.answer.updating !== undefined;

export interface SyncFollower {
  /** After every answer shown: schedules a re-ask while it says "syncing". */
  follow(detail: PhoneDetail): void;
  stop(): void;
}

export function createSyncFollower(
  reask: () => Promise<void>,
  everyMs = FOLLOW_SYNC_MS,
  updateMs = FOLLOW_UPDATE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    follow(detail: PhoneDetail) {
      stop();
      if (detail.answer.kind === 'syncing') timer = setTimeout(() => void reask(), everyMs);
      else if (isUpdating(detail)) timer = setTimeout(() => void reask(), updateMs);
    },
    stop,
  } satisfies SyncFollower;
}
