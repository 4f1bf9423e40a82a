import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { PhoneDetail } from '../../lib/types/phone-data';
import { copySourceLine } from '../history';
import { cardText } from './text';

/**
 * "Copy source" in the card, as in the popup's action bar: one line for a CRM note, in the UI
 * language. The card lives in the page: only the Clipboard API is used (no helper element in
 * the page's DOM); where the browser refuses, the line is shown to select by hand.
 */
export function CopySource(props: {
  detail: PhoneDetail;
  locale: Locale;
  timeZone?: string;
  /** Test seam; default: the Clipboard API. */
  write?: (text: string) => Promise<void>;
}) {
  const { t } = cardText(props.locale);
  const [copied, setCopied] = useState<{ ok: boolean; text: string } | null>(null);
  const line = copySourceLine(props.detail, props.locale, { timeZone: props.timeZone });
  if (!line) return null;
  const write = props.write ?? ((text: string) => navigator.clipboard.writeText(text));
  const copy = async () => {
    const ok = await write(line).then(
      () => true,
      () => false,
    );
    setCopied({ ok, text: line });
  };
  return (
    <div class="tl-card-copy">
      <button type="button" class="tl-card-button" title={line} onClick={() => void copy()}>
        {t('card.copySource')}
      </button>
      {copied && (
        <p class="tl-card-copy-note" role="status">
          {t(copied.ok ? 'card.copied' : 'card.copyFailed', { text: copied.text })}
        </p>
      )}
    </div>
  );
}
