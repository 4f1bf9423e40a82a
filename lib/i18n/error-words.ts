/**
 * Every error kind a view can receive, turned into words and the one action that helps. The
 * single place where an error becomes text: the card, the popup and the options all use it.
 */
import type { ErrorKind, ErrorPayload } from '../types/result';
import { common, type CommonKey } from './messages/common';
import { createTranslate, type Locale } from './translate';

/** What the user can do about it. */
export type ErrorAction = 'open-options' | 'retry' | 'none';

export interface ErrorWords {
  key: CommonKey;
  action: ErrorAction;
}

/** Every kind, so a new kind cannot ship without words (the compiler checks the keys). */
const BY_KIND: Record<ErrorKind, ErrorWords> = {
  not_configured: { key: 'error.not_configured', action: 'open-options' },
  auth: { key: 'error.auth', action: 'open-options' },
  bad_request: { key: 'error.bad_request', action: 'none' },
  not_found: { key: 'error.not_found', action: 'none' },
  conflict: { key: 'error.conflict', action: 'none' },
  rate_limited: { key: 'error.rate_limited', action: 'retry' },
  server: { key: 'error.server', action: 'retry' },
  network: { key: 'error.network', action: 'retry' },
  timeout: { key: 'error.timeout', action: 'retry' },
  aborted: { key: 'error.aborted', action: 'retry' },
  invalid_response: { key: 'error.invalid_response', action: 'retry' },
  redirect: { key: 'error.redirect', action: 'open-options' },
  outbox_full: { key: 'error.outbox_full', action: 'none' },
  too_many_writes: { key: 'error.too_many_writes', action: 'retry' },
  storage_full: { key: 'error.storage_full', action: 'retry' },
  invalid_message: { key: 'error.invalid_message', action: 'none' },
  forbidden_sender: { key: 'error.forbidden_sender', action: 'none' },
  internal: { key: 'error.internal', action: 'retry' },
};

/**
 * The service answers 403 both for a key it refuses and for a counter a working key cannot see;
 * the client tells them apart (`counterAccess`, or the service's `counter_access_denied` code).
 */
export function isCounterRefusal(error: ErrorPayload): boolean {
  return (
    error.kind === 'auth' &&
    (error.counterAccess === true || error.code === 'counter_access_denied')
  );
}

/** Errors whose code says more than their kind: the cause is named, not "data not understood". */
const BY_CODE: Partial<Record<string, ErrorWords>> = {
  export_short: { key: 'error.export_short', action: 'retry' },
  export_capped: { key: 'error.export_capped', action: 'none' },
};

export function describeError(error: ErrorPayload): ErrorWords {
  if (isCounterRefusal(error)) return { key: 'error.auth.counter', action: 'open-options' };
  const byCode = typeof error.code === 'string' ? BY_CODE[error.code] : undefined;
  if (byCode) return byCode;
  return BY_KIND[error.kind] ?? BY_KIND.internal;
}

/** The error in the user's language, with the label of its action (if any). */
export function errorWords(
  error: ErrorPayload,
  locale: Locale,
): { text: string; action: ErrorAction; actionLabel?: string } {
  const t = createTranslate(common, locale);
  const { key, action } = describeError(error);
  if (action === 'none') return { text: t(key), action };
  return {
    text: t(key),
    action,
    actionLabel: t(action === 'open-options' ? 'action.openOptions' : 'action.retry'),
  };
}
