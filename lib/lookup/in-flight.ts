/** Shares one promise between identical requests while it is pending (across tabs too). */
export function createInFlight<T>() {
  const pending = new Map<string, Promise<T>>();
  return {
    /** `fresh`: never joins a promise started earlier (it may hold data from before a write). */
    run(key: string, work: () => Promise<T>, fresh = false): Promise<T> {
      const existing = pending.get(key);
      if (existing && !fresh) return existing;
      const promise: Promise<T> = work().finally(() => {
        if (pending.get(key) === promise) pending.delete(key);
      });
      pending.set(key, promise);
      return promise;
    },
    get size() {
      return pending.size;
    },
  };
}
