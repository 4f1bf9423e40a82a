import { scaled } from './machine-speed.ts';

/**
 * Polls `condition` until it returns a truthy value; throws with `description` on timeout, also
 * when one call of `condition` itself never settles (a page that stopped answering). The limit
 * is written for a quiet machine and stretched by this machine's factor (`machine-speed.ts`).
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  description: string,
  { timeoutMs = 30_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<NonNullable<T>> {
  const limitMs = scaled(timeoutMs);
  const deadline = Date.now() + limitMs;
  for (;;) {
    const left = Math.max(deadline - Date.now(), intervalMs);
    const value = await withinMs(Promise.resolve(condition()), left);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${limitMs} ms: ${description}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Resolves with the promise's value, or `undefined` if it takes longer than `ms`. */
export async function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
