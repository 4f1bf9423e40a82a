import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { DataModel } from '../../lib/state/options/data-model';
import { dataOf } from '../../lib/state/load-state';
import { ErrorNotice } from '../ui/ErrorNotice';
import { UnreadableWrites } from '../storage/UnreadableWrites';
import { Spinner } from '../ui/Spinner';
import { IndexState } from './IndexState';
import { NumberChoice } from './NumberChoice';
import { PrivacySection } from './PrivacySection';
import { Section } from './Section';
import { optionsText } from './translate';

export interface DataSectionProps {
  model: DataModel;
  windowDays: number;
  /** The index's size cap (settings `indexCapMb`). */
  capMb: number;
  baseUrl: string;
  locale: Locale;
  timeZone?: string;
  /** A key is saved: without one there is nothing to sync. */
  hasKey: boolean;
}

const WINDOW_CHOICES = [7, 30, 90, 180, 365];
const CAP_CHOICES = [25, 50, 100, 250, 500, 1000];

/** The local index (window, sync state, size), sync and clear, and what leaves the browser. */
export function DataSection({
  model,
  windowDays,
  capMb,
  baseUrl,
  locale,
  timeZone,
  hasKey,
}: DataSectionProps) {
  const t = optionsText(locale);
  const [confirming, setConfirming] = useState(false);
  const state = model.index.value;
  const index = dataOf(state);

  return (
    <>
      <Section id="data" title={t('data.title')} hint={t('data.windowHint')}>
        <NumberChoice
          id="tl-window"
          label={t('data.window')}
          value={windowDays}
          choices={WINDOW_CHOICES}
          onChoose={(days) => void model.setWindowDays(days)}
        />
        <NumberChoice
          id="tl-cap"
          label={t('data.cap')}
          value={capMb}
          choices={CAP_CHOICES}
          onChoose={(mb) => void model.setCapMb(mb)}
        />
        {state.status === 'loading' && !index && <Spinner label={t('loading')} />}
        {index && (
          <IndexState
            index={index}
            capMb={capMb}
            locale={locale}
            timeZone={timeZone}
            hasKey={hasKey}
          />
        )}
        {model.error.value && (
          <ErrorNotice
            error={model.error.value}
            locale={locale}
            onRetry={() => void model.load()}
          />
        )}
        <UnreadableWrites locale={locale} />
        {model.cleared.value && (
          <p class="tl-notice tl-notice--ok" role="status">
            {t('data.cleared')}
          </p>
        )}
        <div class="tl-row">
          <button
            type="button"
            class="tl-button"
            disabled={!hasKey || index?.state === 'syncing' || state.status === 'loading'}
            aria-describedby={hasKey ? undefined : 'tl-sync-needs-key'}
            onClick={() => void model.syncNow()}
          >
            {index?.state === 'syncing' ? t('data.state.syncing') : t('data.sync')}
          </button>
          {!confirming && (
            <button
              type="button"
              class="tl-button tl-button--danger"
              onClick={() => setConfirming(true)}
            >
              {t('data.clear')}
            </button>
          )}
        </div>
        {!hasKey && (
          <p id="tl-sync-needs-key" class="tl-muted">
            {t('data.syncNeedsKey')}
          </p>
        )}
        {confirming && (
          <ClearConfirm
            locale={locale}
            onClear={() => {
              setConfirming(false);
              void model.clearLocalData();
            }}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Section>
      <PrivacySection baseUrl={baseUrl} locale={locale} />
    </>
  );
}

/** Asks before the local data is cleared; "No" has the focus. */
function ClearConfirm(props: { locale: Locale; onClear: () => void; onCancel: () => void }) {
  const t = optionsText(props.locale);
  return (
    <div class="tl-notice tl-notice--warn" role="alertdialog" aria-labelledby="tl-clear-q">
      <p id="tl-clear-q">{t('data.clearConfirm')}</p>
      <p class="tl-row">
        <button type="button" class="tl-button tl-button--danger" onClick={props.onClear}>
          {t('data.clearYes')}
        </button>
        <button type="button" class="tl-button" autoFocus onClick={props.onCancel}>
          {t('data.clearNo')}
        </button>
      </p>
    </div>
  );
}
