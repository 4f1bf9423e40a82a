import { sameList } from '../dom';

export interface PhoneReporterOptions {
  send: (phones: string[]) => Promise<unknown>;
  /** Quiet time before reporting, so a page that renders rows in bursts sends one message. */
  delayMs?: number;
  /**
   * Longest a change waits, however often the page keeps changing: a list that appends rows
   * every 100 ms would otherwise never be quiet for `delayMs`, and nothing would be reported.
   * Default: twice `delayMs`, at least 300 ms.
   */
  maxWaitMs?: number;
  /** The most digits one report carries (`page.phones` accepts 5,000). */
  limit?: number;
}

export interface PhoneReporter {
  /**
   * `settled`: the page has been read to the end (the scanner is idle), so no more numbers are
   * on their way and waiting for quiet only delays them; sent at once, or `delayMs` after the
   * last report when that went out less than `delayMs` ago (not a whole quiet time later).
   */
  update(digits: readonly string[], settled?: boolean): void;
  /** Sends at once what is waiting. */
  flush(): void;
  /**
   * Settles once the background has the current report, which holds `digits` when the page
   * still shows them (a frame's card drawn by its parent needs the number reported first).
   */
  reported(digits: string): Promise<void>;
  dispose(): void;
}

/**
 * Reports a frame's unique numbers to the background: debounced with a maximum wait, and only
 * when they change. Sorting and de-duplicating happen once per report, not on every update.
 */
export function createPhoneReporter(options: PhoneReporterOptions): PhoneReporter {
  const delay = options.delayMs ?? 150;
  const maxWait = Math.max(delay, options.maxWaitMs ?? Math.max(300, 2 * delay));
  const limit = options.limit ?? 5000;
  let lastSent: readonly string[] | undefined;
  /** `lastSent` as a set, made when first asked (`reported`, a frame's card). */
  let lastSentSet: Set<string> | undefined;
  let sending: Promise<unknown> = Promise.resolve();
  let waiting: readonly string[] | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the oldest unreported change arrived. */
  let waitingSince: number | undefined;
  let lastSentAt = -Infinity;
  let disposed = false;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waitingSince = undefined;
    if (disposed || !waiting) return;
    // The scanner's digits come sorted and unique: checked in one pass, not sorted again.
    const unique = isSortedUnique(waiting) ? waiting : [...new Set(waiting)].sort();
    const phones = unique.length > limit ? unique.slice(0, limit) : [...unique];
    waiting = undefined;
    if (lastSent && sameList(phones, lastSent)) return;
    lastSent = phones;
    lastSentSet = undefined;
    lastSentAt = Date.now();
    sending = options.send(phones).catch(() => {
      // The next change reports again.
      lastSent = undefined;
      lastSentSet = undefined;
    });
  };

  return {
    update(digits, settled = false) {
      if (disposed) return;
      waiting = digits;
      const now = Date.now();
      if (timer !== undefined) clearTimeout(timer);
      if (settled) {
        // Nothing more is on its way: sent as soon as a report may go, at most one per delay.
        const sinceSent = now - lastSentAt;
        if (sinceSent >= delay) flush();
        else timer = setTimeout(flush, delay - sinceSent);
        return;
      }
      waitingSince ??= now;
      timer = setTimeout(flush, Math.min(delay, waitingSince + maxWait - now));
    },
    flush,
    async reported(digits) {
      lastSentSet ??= new Set(lastSent);
      if (!lastSentSet.has(digits)) flush();
      await sending;
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

function isSortedUnique(list: readonly string[]): boolean {
  for (let index = 1; index < list.length; index++) {
    if ((list[index - 1] as string) >= (list[index] as string)) return false;
  }
  return true;
}
