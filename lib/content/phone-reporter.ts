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
   * on their way and waiting for quiet only delays them; sent at once unless a report went out
   * less than `delayMs` ago.
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
  let lastSent: string | undefined;
  let lastSentSet = new Set<string>();
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
    const phones = [...new Set(waiting)].sort().slice(0, limit);
    waiting = undefined;
    const key = phones.join(',');
    if (key === lastSent) return;
    lastSent = key;
    lastSentSet = new Set(phones);
    lastSentAt = Date.now();
    sending = options.send(phones).catch(() => {
      // The next change reports again.
      lastSent = undefined;
      lastSentSet = new Set();
    });
  };

  return {
    update(digits, settled = false) {
      if (disposed) return;
      waiting = digits;
      const now = Date.now();
      if (settled && now - lastSentAt >= delay) {
        flush();
        return;
      }
      waitingSince ??= now;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, Math.min(delay, waitingSince + maxWait - now));
    },
    flush,
    async reported(digits) {
      if (!lastSentSet.has(digits)) flush();
      await sending;
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
