import type { Locale } from '../../lib/i18n/translate';
import type { OptionsModel } from '../../lib/state/options/options-model';
import { MAX_REGIONS } from '../../lib/storage/settings';
import { regionLabel, REGIONS } from './regions';
import { Section } from './Section';
import { optionsText } from './translate';

/** The user's regions: the default one, and others whose national numbers are read too. */
export function RegionSection({ model, locale }: { model: OptionsModel; locale: Locale }) {
  const t = optionsText(locale);
  const regions = model.settings.settings.value?.regions ?? ['RU'];
  const [region = 'RU', ...others] = regions;
  // A stored region outside the offered list stays choosable, never silently replaced.
  const offered: string[] = [...new Set([...regions, ...REGIONS])];
  const addable = offered.filter((code) => !regions.includes(code));

  return (
    <Section id="region" title={t('region.title')} hint={t('region.hint')}>
      <div class="tl-row">
        <label for="tl-region">{t('region.label')}</label>
        <select
          id="tl-region"
          value={region}
          onChange={(event) => void model.setRegion(event.currentTarget.value)}
        >
          {offered.map((code) => (
            <option key={code} value={code}>
              {regionLabel(code, locale)}
            </option>
          ))}
        </select>
      </div>
      <h3 class="tl-subtitle" id="tl-other-regions">
        {t('region.others.label')}
      </h3>
      <p class="tl-muted tl-section-hint">{t('region.others.hint')}</p>
      {others.length > 0 && (
        <ul class="tl-region-list" aria-labelledby="tl-other-regions">
          {others.map((code) => (
            <li key={code} class="tl-row">
              <span>{regionLabel(code, locale)}</span>
              <button
                type="button"
                class="tl-button tl-button--small"
                aria-label={`${t('region.others.remove')}: ${regionLabel(code, locale)}`}
                onClick={() => void model.setRegions(regions.filter((other) => other !== code))}
              >
                {t('region.others.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {regions.length < MAX_REGIONS && (
        <div class="tl-row">
          <select
            aria-label={t('region.others.add')}
            value=""
            onChange={(event) => {
              const code = event.currentTarget.value;
              if (code) void model.setRegions([...regions, code]);
            }}
          >
            <option value="">{t('region.others.add')}</option>
            {addable.map((code) => (
              <option key={code} value={code}>
                {regionLabel(code, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
    </Section>
  );
}
