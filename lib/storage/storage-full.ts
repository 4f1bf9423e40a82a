/**
 * A store at its quota (the profile's disk, the origin's IndexedDB quota, or storage.session's
 * 10 MB) refuses a write with an error whose message is often empty. It is named here, as one
 * typed error every store throws, so the user reads what happened and what to do instead of
 * "Something went wrong", and knows the change was not kept (the stored value is as before).
 */

export class StorageFullError extends Error {
  readonly kind = 'storage_full' as const;
  constructor(readonly store: string) {
    super(
      `The browser's storage for the extension is full (${store}): this change was not saved. Free some disk space, or clear local data in the extension's options, then try again.`,
    );
    this.name = 'StorageFullError';
  }
}

/** Whether `error` is a store refusing a write for want of space, in either browser. */
export function isQuotaError(error: unknown): boolean {
  if (error instanceof StorageFullError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  // storage.session in Chrome: "Session storage quota bytes exceeded…"; Firefox: "…quota…".
  return /quota/i.test(message);
}

/** Runs a write; a quota refusal comes out as a `StorageFullError` naming `store`. */
export async function writingTo<T>(store: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isQuotaError(error) ? new StorageFullError(store) : error;
  }
}
