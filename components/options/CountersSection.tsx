import type { Locale } from '../../lib/i18n/translate';
import type { KeyStatus } from '../../lib/types/phone-data';
import type { CountersModel } from '../../lib/state/options/counters-model';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import { Section } from './Section';
import { optionsText } from './translate';

export interface CountersSectionProps {
  model: CountersModel;
  keyStatus: KeyStatus | null;
  locale: Locale;
}

/** The key's counters (sites) by project, with the ones lookups search checked. */
export function CountersSection({ model, keyStatus, locale }: CountersSectionProps) {
  const t = optionsText(locale);
  const state = model.counters.value;
  const total = state.status === 'ready' ? state.data.length : 0;
  const usable = keyStatus?.state === 'valid' || keyStatus?.state === 'no_counters';

  return (
    <Section id="counters" title={t('counters.title')} hint={t('counters.hint')}>
      {!usable && <p class="tl-muted">{t('counters.needKey')}</p>}
      {usable && state.status === 'loading' && <Spinner label={t('loading')} />}
      {usable && state.status === 'error' && (
        <ErrorNotice error={state.error} locale={locale} onRetry={() => void model.load(true)} />
      )}
      {usable && state.status === 'ready' && total === 0 && (
        <p class="tl-muted">{t('counters.none')}</p>
      )}
      {usable && state.status === 'ready' && total > 0 && (
        <>
          <div class="tl-row">
            <span aria-live="polite">
              {t('counters.selected', { n: model.selectedCount.value, total })}
            </span>
            {!model.allSelected.value && (
              <button
                type="button"
                class="tl-button tl-button--small"
                onClick={() => void model.selectAll()}
              >
                {t('counters.selectAll')}
              </button>
            )}
            <button
              type="button"
              class="tl-button tl-button--small"
              onClick={() => void model.load(true)}
            >
              {t('counters.refresh')}
            </button>
          </div>
          {model.selectedCount.value === 0 && (
            <p class="tl-field-error" role="alert">
              {t('counters.noneSelected')}
            </p>
          )}
          {model.projects.value.map((project) => (
            <fieldset key={project.projectName} class="tl-project">
              <legend>{project.projectDisplayName}</legend>
              {project.counters.map((counter) => {
                const id = `tl-counter-${counter.counterId}`;
                return (
                  <div key={counter.counterId} class="tl-check-row">
                    <input
                      id={id}
                      type="checkbox"
                      checked={counter.checked}
                      onChange={(event) =>
                        void model.toggle(counter.counterId, event.currentTarget.checked)
                      }
                    />
                    <label for={id}>
                      {counter.url} <span class="tl-muted">#{counter.counterId}</span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </>
      )}
      {model.error.value && <ErrorNotice error={model.error.value} locale={locale} />}
    </Section>
  );
}
