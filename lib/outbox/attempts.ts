/**
 * What every waiting write shares: its attempts, its backoff, and when it stops to wait for the
 * user. Tag writes and order/call writes fail and back off alike.
 */
import type { QueuedWrite } from '../types/queued-write';

export type { QueuedWrite };

export const MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 15 * 60_000;

/** Errors that another try cannot fix: the user corrects the write, retries or drops it. */
const NON_RETRYABLE = new Set(['auth', 'bad_request', 'not_found', 'conflict']);

export function backoffMs(attempts: number, retryAfterMs?: number): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(exponential, retryAfterMs ?? 0);
}

/** The `kind` an error carries (lib/types/result.ts), if any. */
export function kindOf(error: unknown): string | undefined {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' ? kind : undefined;
}

/** One more failed attempt: back off, or stop for the user to retry. */
export function failAttempt(entry: QueuedWrite, error: unknown, now: number): void {
  entry.attempts += 1;
  entry.lastError = error instanceof Error ? error.message : String(error);
  const kind = kindOf(error);
  if (kind) entry.lastErrorKind = kind;
  else delete entry.lastErrorKind;
  if (NON_RETRYABLE.has(kindOf(error) ?? '') || entry.attempts >= MAX_ATTEMPTS) {
    entry.state = 'failing';
    delete entry.nextAttemptAt;
  } else {
    const retryAfter = (error as { retryAfterMs?: number } | null)?.retryAfterMs;
    entry.nextAttemptAt = now + backoffMs(entry.attempts, retryAfter);
  }
}

/** Asked again (a retry, or a newer change merged in): sent afresh, to the current address. */
export function renew(entry: QueuedWrite, baseUrl: string | undefined): void {
  if (baseUrl) entry.baseUrl = baseUrl;
  entry.state = 'pending';
  entry.attempts = 0;
  delete entry.lastError;
  delete entry.lastErrorKind;
  delete entry.nextAttemptAt;
}

/** When the first pending entry is due (now when it has no backoff); undefined: none waits. */
export function nextWake(entries: readonly QueuedWrite[], now: () => number): number | undefined {
  let wake: number | undefined;
  for (const entry of entries) {
    if (entry.state !== 'pending') continue;
    const at = entry.nextAttemptAt ?? now();
    if (wake === undefined || at < wake) wake = at;
  }
  return wake;
}
