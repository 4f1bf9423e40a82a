import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { CueModel } from '../../lib/state/options/cue-model';
import type { SitesModel } from '../../lib/state/options/sites-model';
import type { SiteRegionModel } from '../../lib/state/options/site-region-model';
import { CueSwitches } from './CueSwitches';
import { SiteRegions } from './SiteRegions';
import { Section } from './Section';
import { SwitchRow } from './SwitchRow';
import { optionsText } from './translate';

/** "https://*.amocrm.ru/*" → "*.amocrm.ru". */
const originLabel = (origin: string) => origin.replace(/^https?:\/\//, '').replace(/\/\*$/, '');

/** Sites where the extension reads pages: CRM presets and custom domains, one permission each. */
export function SitesSection({
  model,
  cue,
  siteRegions,
  defaultRegion,
  locale,
}: {
  model: SitesModel;
  cue: CueModel;
  siteRegions: SiteRegionModel;
  defaultRegion: string;
  locale: Locale;
}) {
  const t = optionsText(locale);
  const [draft, setDraft] = useState('');
  const enabled = model.presetEnabled.value;
  const problem = model.problem.value;
  const busy = model.busy.value;

  return (
    <Section id="sites" title={t('sites.title')} hint={t('sites.hint')}>
      {/* A switch turns grey while the browser's permission prompt is open: say so. */}
      {busy && busy !== 'settings' && (
        <p class="tl-notice tl-notice--warn" role="status">
          {t('sites.asking', { site: busy })}
        </p>
      )}
      <ul class="tl-switch-list">
        {model.presets.map((preset) => {
          const id = `tl-preset-${preset.id}`;
          return (
            <SwitchRow
              key={preset.id}
              id={id}
              label={<strong>{preset.name}</strong>}
              checked={enabled[preset.id] === true}
              busy={busy === preset.name}
              describedBy={`${id}-origins`}
              onToggle={(on) => void model.setPreset(preset.id, on)}
            >
              <span id={`${id}-origins`} class="tl-muted tl-origins">
                {preset.origins.map(originLabel).join(', ')}
              </span>
            </SwitchRow>
          );
        })}
      </ul>
      <h3 class="tl-subtitle">{t('sites.custom')}</h3>
      {model.customDomains.value.length === 0 ? (
        <p class="tl-muted">{t('sites.customNone')}</p>
      ) : (
        <ul class="tl-switch-list">
          {model.customDomains.value.map((domain) => (
            <SwitchRow
              key={domain.host}
              id={`tl-domain-${domain.host.replace(/[^\w-]/g, '_')}`}
              label={domain.host}
              checked={domain.enabled}
              busy={busy === domain.host}
              onToggle={(on) => void model.setCustomDomain(domain.host, on)}
            >
              <button
                type="button"
                class="tl-button tl-button--small"
                aria-label={t('sites.customRemove', { host: domain.host })}
                onClick={() => void model.removeCustomDomain(domain.host)}
              >
                ×
              </button>
            </SwitchRow>
          ))}
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
      <CueSwitches model={cue} locale={locale} />
      <SiteRegions model={siteRegions} defaultRegion={defaultRegion} locale={locale} />
    </Section>
  );
}
