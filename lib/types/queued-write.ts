/** What every write waiting in an outbox carries (lib/outbox), whatever it writes. */
export interface QueuedWrite {
  id: string;
  /** `failing`: stopped until the user retries it (or, for records, discards it). */
  state: 'pending' | 'failing';
  attempts: number;
  lastError?: string;
  /** The error's kind (lib/types/result.ts), so a view says the reason in the user's language. */
  lastErrorKind?: string;
  nextAttemptAt?: number;
  createdAt: number;
  /** The service address the write was made for; it is sent only there. */
  baseUrl?: string;
  /**
   * Stored before the write is sent, cleared with its answer. A service worker that finds it set
   * on an entry it is not sending knows a stopped worker sent it and never heard back: the
   * tracker may have it (lib/outbox `interrupted`).
   */
  sendingSince?: number;
}
