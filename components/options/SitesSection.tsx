import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { SitesModel } from '../../lib/state/options/sites-model';
import { Section } from './Section';
import { optionsText } from './translate';

/** Sites where the extension reads pages: CRM presets and custom domains, one permission each. */
export function SitesSection({ model, locale }: { model: SitesModel; locale: Locale }) {
  const t = optionsText(locale);
  const [draft, setDraft] = useState('');
  const enabled = model.presetEnabled.value;
  const problem = model.problem.value;
  const busy = model.busy.value;

  return (
    <Section id="sites" title={t('sites.title')} hint={t('sites.hint')}>
      <ul class="tl-switch-list">
        {model.presets.map((preset) => {
          const on = enabled[preset.id] === true;
          const id = `tl-preset-${preset.id}`;
          return (
            <li key={preset.id} class="tl-switch-row">
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={on}
                disabled={busy === preset.name}
                aria-describedby={`${id}-origins`}
                onChange={(event) => void model.setPreset(preset.id, event.currentTarget.checked)}
              />
              <label for={id}>
                <strong>{preset.name}</strong>
              </label>
              <span id={`${id}-origins`} class="tl-muted tl-origins">
                {preset.origins
                  .map((o) => o.replace(/^https?:\/\//, '').replace(/\/\*$/, ''))
                  .join(', ')}
              </span>
            </li>
          );
        })}
      </ul>
      <h3 class="tl-subtitle">{t('sites.custom')}</h3>
      {model.customDomains.value.length === 0 ? (
        <p class="tl-muted">{t('sites.customNone')}</p>
      ) : (
        <ul class="tl-switch-list">
          {model.customDomains.value.map((domain) => {
            const id = `tl-domain-${domain.host.replace(/[^\w-]/g, '_')}`;
            return (
              <li key={domain.host} class="tl-switch-row">
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={domain.enabled}
                  disabled={busy === domain.host}
                  onChange={(event) =>
                    void model.setCustomDomain(domain.host, event.currentTarget.checked)
                  }
                />
                <label for={id}>{domain.host}</label>
                <button
                  type="button"
                  class="tl-button tl-button--small"
                  aria-label={t('sites.customRemove', { host: domain.host })}
                  onClick={() => void model.removeCustomDomain(domain.host)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        class="tl-row"
        onSubmit={(event) => {
          event.preventDefault();
          void model.addCustomDomain(draft).then((added) => added && setDraft(''));
        }}
      >
        <label for="tl-domain-input" class="tl-visually-hidden">
          {t('sites.customLabel')}
        </label>
        <input
          id="tl-domain-input"
          type="text"
          class="tl-grow"
          placeholder={t('sites.customPlaceholder')}
          value={draft}
          onInput={(event) => setDraft(event.currentTarget.value)}
        />
        <button type="submit" class="tl-button" disabled={draft.trim() === ''}>
          {t('sites.customAdd')}
        </button>
      </form>
      {problem && (
        <p class="tl-field-error" role="alert">
          {problem.kind === 'denied'
            ? t('sites.denied', { subject: problem.subject })
            : problem.kind === 'invalid_domain'
              ? t('sites.invalidDomain', { subject: problem.subject })
              : t('sites.failed', { subject: problem.subject })}
        </p>
      )}
    </Section>
  );
}
