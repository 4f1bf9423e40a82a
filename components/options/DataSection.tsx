import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { DataModel } from '../../lib/state/options/data-model';
import { dataOf } from '../../lib/state/load-state';
import { ErrorNotice } from '../ui/ErrorNotice';
import { UnreadableWrites } from '../storage/UnreadableWrites';
import { Spinner } from '../ui/Spinner';
import { IndexState } from './IndexState';
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

/** The choices, with the current value among them. */
const withValue = (choices: number[], value: number) =>
  choices.includes(value) ? choices : [...choices, value].sort((a, b) => a - b);

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
  const choices = withValue(WINDOW_CHOICES, windowDays);

  return (
    <>
      <Section id="data" title={t('data.title')} hint={t('data.windowHint')}>
        <div class="tl-row">
          <label for="tl-window">{t('data.window')}</label>
          <select
            id="tl-window"
            value={String(windowDays)}
            onChange={(event) => void model.setWindowDays(Number(event.currentTarget.value))}
          >
            {choices.map((days) => (
              <option key={days} value={String(days)}>
                {days}
              </option>
            ))}
          </select>
        </div>
        <div class="tl-row">
          <label for="tl-cap">{t('data.cap')}</label>
          <select
            id="tl-cap"
            value={String(capMb)}
            onChange={(event) => void model.setCapMb(Number(event.currentTarget.value))}
          >
            {withValue(CAP_CHOICES, capMb).map((mb) => (
              <option key={mb} value={String(mb)}>
                {mb}
              </option>
            ))}
          </select>
        </div>
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
          <div class="tl-notice tl-notice--warn" role="alertdialog" aria-labelledby="tl-clear-q">
            <p id="tl-clear-q">{t('data.clearConfirm')}</p>
            <p class="tl-row">
              <button
                type="button"
                class="tl-button tl-button--danger"
                onClick={() => {
                  setConfirming(false);
                  void model.clearLocalData();
                }}
              >
                {t('data.clearYes')}
              </button>
              <button
                type="button"
                class="tl-button"
                autoFocus
                onClick={() => setConfirming(false)}
              >
                {t('data.clearNo')}
              </button>
            </p>
          </div>
        )}
      </Section>
      <Section id="privacy" title={t('privacy.title')}>
        <ul class="tl-privacy">
          <li>{t('privacy.leaves', { baseUrl })}</li>
          <li>{t('privacy.nothingElse')}</li>
          <li>{t('privacy.stored')}</li>
        </ul>
        {/* PRIVACY.md, shipped in the package as privacy.txt (wxt.config.ts). */}
        <p>
          <a href="/privacy.txt" target="_blank" rel="noopener" class="tl-privacy-link">
            {t('privacy.policy')}
          </a>
        </p>
      </Section>
    </>
  );
}
