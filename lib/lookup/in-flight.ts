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
