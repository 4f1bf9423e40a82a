import { errorWords } from '../../lib/i18n/error-words';
import type { Locale } from '../../lib/i18n/translate';
import type { ErrorPayload } from '../../lib/types/result';

export interface ErrorNoticeProps {
  error: ErrorPayload;
  locale: Locale;
  /** Text before the explanation, e.g. "Export failed:". */
  context?: string;
  onOpenOptions?: () => void;
  onRetry?: () => void;
}

/** An error explained in the user's language, with the action that fixes it (lib/i18n/error-words). */
export function ErrorNotice({ error, locale, context, onOpenOptions, onRetry }: ErrorNoticeProps) {
  const words = errorWords(error, locale);
  const act =
    words.action === 'open-options'
      ? onOpenOptions
      : words.action === 'retry'
        ? onRetry
        : undefined;
  // Not set up yet is where every user starts, not a failure: said plainly, not in red.
  const setUpStep = error.kind === 'not_configured';
  return (
    <div
      class={`tl-notice ${setUpStep ? 'tl-notice--info' : 'tl-notice--error'}`}
      role={setUpStep ? 'status' : 'alert'}
    >
      <p>
        {context && <strong>{context} </strong>}
        {words.text}
      </p>
      {act && words.actionLabel && (
        <p>
          <button type="button" class="tl-button" onClick={act}>
            {words.actionLabel}
          </button>
        </p>
      )}
    </div>
  );
}
