import { common } from '../../lib/i18n/messages/common';
import { createTranslate, type Locale } from '../../lib/i18n/translate';
import type { ErrorKind, ErrorPayload } from '../../lib/messaging/result';

export interface ErrorNoticeProps {
  error: ErrorPayload;
  locale: Locale;
  /** Text before the explanation, e.g. "Export failed:". */
  context?: string;
  onOpenOptions?: () => void;
  onRetry?: () => void;
}

/** Errors the user fixes in the options page. */
const FIXED_IN_OPTIONS: ReadonlySet<ErrorKind> = new Set(['not_configured', 'auth', 'redirect']);
/** Errors worth simply trying again. */
const RETRYABLE: ReadonlySet<ErrorKind> = new Set([
  'network',
  'timeout',
  'server',
  'rate_limited',
  'aborted',
  'internal',
  'invalid_response',
]);

/** An error explained in the user's language, with the action that fixes it. */
export function ErrorNotice({ error, locale, context, onOpenOptions, onRetry }: ErrorNoticeProps) {
  const t = createTranslate(common, locale);
  const key =
    error.kind === 'auth' && error.code === 'counter_access_denied'
      ? 'error.auth.counter'
      : (`error.${error.kind}` as const);
  return (
    <div class="tl-notice tl-notice--error" role="alert">
      <p>
        {context && <strong>{context} </strong>}
        {t(key)}
      </p>
      {(FIXED_IN_OPTIONS.has(error.kind) && onOpenOptions) ||
      (RETRYABLE.has(error.kind) && onRetry) ? (
        <p>
          {FIXED_IN_OPTIONS.has(error.kind) && onOpenOptions && (
            <button type="button" class="tl-button" onClick={onOpenOptions}>
              {t('action.openOptions')}
            </button>
          )}
          {RETRYABLE.has(error.kind) && onRetry && (
            <button type="button" class="tl-button" onClick={onRetry}>
              {t('action.retry')}
            </button>
          )}
        </p>
      ) : null}
    </div>
  );
}
