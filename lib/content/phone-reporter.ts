export interface PhoneReporterOptions {
  send: (phones: string[]) => Promise<unknown>;
  /** Quiet time before reporting, so a page that renders rows in bursts sends one message. */
  delayMs?: number;
  /** The most digits one report carries (`page.phones` accepts 5,000). */
  limit?: number;
}

export interface PhoneReporter {
  update(digits: readonly string[]): void;
  /** Sends at once what is waiting. */
  flush(): void;
  dispose(): void;
}

/** Reports a frame's unique numbers to the background: debounced, and only when they change. */
export function createPhoneReporter(options: PhoneReporterOptions): PhoneReporter {
  const delay = options.delayMs ?? 400;
  const limit = options.limit ?? 5000;
  let lastSent: string | undefined;
  let waiting: string[] | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (disposed || !waiting) return;
    const phones = waiting;
    waiting = undefined;
    const key = phones.join(',');
    if (key === lastSent) return;
    lastSent = key;
    void options.send(phones).catch(() => {
      // The next change reports again.
      lastSent = undefined;
    });
  };

  return {
    update(digits) {
      if (disposed) return;
      waiting = [...new Set(digits)].sort().slice(0, limit);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    flush,
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
