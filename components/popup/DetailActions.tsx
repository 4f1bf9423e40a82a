import { NewestCallOutcome, type NewestCallOutcomeProps } from '../history/NewestCallOutcome';
import { useEffect, useState } from 'preact/hooks';
import { formatPhone, telHref } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import { popupText } from './translate';

export interface DetailActionsProps {
  phone: string;
  locale: Locale;
  /** The page's own `tel:`/`callto:`/`sip:` link for this number (a CRM with telephony). */
  callLink?: string;
  /** The line "Copy source" copies; undefined while no source is known. */
  sourceLine?: string;
  /** The deal or order number the page shows next to the phone. */
  orderIdOnPage?: string;
  /** Undefined where writes are not set up (a view rendered on its own). */
  onRecord?: () => void;
  onLogCall?: () => void;
  /** Why nothing can be written now (the service refused the key): the write buttons wait. */
  writesOff?: string;
  onCopy: (text: string) => Promise<boolean>;
  /** The newest call's outcome in one click (the team's outcome tags), under the actions. */
  outcome?: Omit<NewestCallOutcomeProps, 'locale'>;
}

/** How long "Copied" stays. */
const COPIED_MS = 4000;

/**
 * The detail's actions, one click away at its top: Record a sale · Log a call · Copy source ·
 * Call. "Call" is a link the system's (or the page's) phone handler takes.
 */
export function DetailActions(props: DetailActionsProps) {
  const t = popupText(props.locale);
  const [copied, setCopied] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!copied?.ok) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  useEffect(() => setCopied(null), [props.phone]);
  const display = formatPhone(props.phone);
  const href = props.callLink ?? telHref(props.phone);
  const copy = async () => {
    const text = props.sourceLine;
    if (text) setCopied({ ok: await props.onCopy(text), text });
  };
  return (
    <div class="tl-detail-actions-bar">
      <div role="toolbar" aria-label={t('actions.label')} class="tl-action-row">
        {props.onRecord && (
          <button
            type="button"
            class="tl-button tl-button--small tl-button--primary"
            disabled={props.writesOff !== undefined}
            title={
              props.writesOff ??
              (props.orderIdOnPage
                ? t('actions.recordFromPage', { id: props.orderIdOnPage })
                : undefined)
            }
            onClick={props.onRecord}
          >
            {t('actions.record')}
          </button>
        )}
        {props.onLogCall && (
          <button
            type="button"
            class="tl-button tl-button--small"
            disabled={props.writesOff !== undefined}
            title={props.writesOff}
            onClick={props.onLogCall}
          >
            {t('actions.logCall')}
          </button>
        )}
        <button
          type="button"
          class="tl-button tl-button--small"
          disabled={!props.sourceLine}
          title={props.sourceLine ?? t('actions.noSource')}
          onClick={() => void copy()}
        >
          {t('actions.copySource')}
        </button>
        <a
          class="tl-button tl-button--small"
          href={href}
          data-testid="call-link"
          title={
            props.callLink
              ? t('actions.callPageLink', { phone: display, link: props.callLink })
              : t('detail.call', { phone: display })
          }
        >
          {t('actions.call')}
        </a>
      </div>
      {props.writesOff && (
        <p class="tl-action-note tl-writes-off" role="status">
          {props.writesOff}
        </p>
      )}
      {props.outcome && !props.writesOff && (
        <NewestCallOutcome {...props.outcome} locale={props.locale} />
      )}
      <p class="tl-action-note" role="status">
        {copied &&
          (copied.ok
            ? t('actions.copied', { text: copied.text })
            : t('actions.copyFailed', { text: copied.text }))}
      </p>
    </div>
  );
}
