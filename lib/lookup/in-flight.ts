/** Shares one promise between identical requests while it is pending (across tabs too). */
export function createInFlight<T>() {
  const pending = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const existing = pending.get(key);
      if (existing) return existing;
      const promise = work().finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
    get size() {
      return pending.size;
    },
  };
}

/** Runs at most `limit` tasks at once; the rest wait in order. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
