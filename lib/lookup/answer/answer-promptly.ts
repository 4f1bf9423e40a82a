/**
 * A local answer at once when the service is slow (lib/lookup/README.md, "A slow service"):
 * the way `plan` chose runs; if it has not answered within `promptMs` and the index covers the
 * number, the index's answer is given now, said to be updating, and the way's own answer is kept
 * for the view's next ask (it asks again while an answer says it is updating). A fresh ask (a
 * refresh, e.g. after a write was accepted) takes no kept answer and joins no running one: both
 * may hold the number as it was before the write.
 */
import type { AnswerState, PhoneDetail } from '../../types/phone-data';

/** A request taking longer than this makes the service "slow" in the updating answer. */
export const SLOW_AFTER_MS = 3_000;
/** An answer that refined a local one waits this long for the view to ask again. */
const SETTLED_KEEP_MS = 60_000;

type Settled = { at: number } & ({ detail: PhoneDetail } | { error: unknown });

/** The local answer, said to be updating (slow when the service has taken long already). */
export function updating(detail: PhoneDetail, slow: boolean): PhoneDetail {
  const answer: AnswerState =
    detail.answer.kind === 'index' || detail.answer.kind === 'combined'
      ? { ...detail.answer, updating: { slow } }
      : detail.answer;
  return { ...detail, answer };
}

export function createPromptAnswers(now: () => number) {
  const running = new Map<string, { startedAt: number; promise: Promise<PhoneDetail> }>();
  const settled = new Map<string, Settled>();

  const takeSettled = (key: string): Settled | undefined => {
    const done = settled.get(key);
    settled.delete(key);
    return done && now() - done.at <= SETTLED_KEEP_MS ? done : undefined;
  };

  return {
    /**
     * `work` (the way's answer); `local` the index's answer where it covers the number. Without
     * `promptMs` (an ask that waits, e.g. a file export), or without a local answer, waits for
     * `work`, joining one already running.
     */
    async answer(
      key: string,
      work: () => Promise<PhoneDetail>,
      local: () => Promise<PhoneDetail | undefined>,
      promptMs: number | undefined,
      fresh = false,
    ): Promise<PhoneDetail> {
      const done = takeSettled(key);
      if (done && !fresh) {
        if ('error' in done) throw done.error;
        return done.detail;
      }
      const current = running.get(key);
      if (current && !fresh) {
        if (promptMs === undefined) return current.promise;
        const shown = await local();
        const slow = now() - current.startedAt >= SLOW_AFTER_MS;
        return shown ? updating(shown, slow) : current.promise;
      }
      const startedAt = now();
      let gaveLocal = false;
      const promise = work();
      const entry = { startedAt, promise };
      running.set(key, entry);
      // Only the newest work of a number keeps its answer or ends its running entry.
      const newest = () => running.get(key) === entry;
      const keep = (done: Settled) => gaveLocal && newest() && settled.set(key, done);
      promise.then(
        (detail) => keep({ at: now(), detail }),
        (error: unknown) => keep({ at: now(), error }),
      );
      void promise.finally(() => newest() && running.delete(key)).catch(() => undefined);
      if (promptMs === undefined) return promise;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>(
        (resolve) => (timer = setTimeout(resolve, promptMs, 'late')),
      );
      const first = await Promise.race([promise.catch(() => 'failed' as const), late]);
      clearTimeout(timer);
      if (first !== 'late') return promise;
      // Set before the local read: the way may answer meanwhile, and that answer is kept.
      gaveLocal = true;
      const shown = await local();
      if (!shown) {
        gaveLocal = false;
        settled.delete(key);
        return promise;
      }
      return updating(shown, false);
    },

    /** Forget refinements (settings, key or data changed). */
    clear(): void {
      settled.clear();
    },
  };
}
