import type { Locale } from '../../lib/i18n/translate';
import type { SiteRegionModel } from '../../lib/state/options/site-region-model';
import { regionLabel, REGIONS } from './regions';
import { optionsText } from './translate';

/** Per site: the country of numbers written without a country code, before the default. */
export function SiteRegions({
  model,
  defaultRegion,
  locale,
}: {
  model: SiteRegionModel;
  defaultRegion: string;
  locale: Locale;
}) {
  const t = optionsText(locale);
  const sites = model.sites.value;
  if (sites.length === 0) return null;
  return (
    <>
      <h3 class="tl-subtitle" id="tl-site-regions">
        {t('sites.regionTitle')}
      </h3>
      <p class="tl-muted tl-section-hint">{t('sites.regionHint')}</p>
      <ul class="tl-region-list" aria-labelledby="tl-site-regions">
        {sites.map((entry) => {
          const id = `tl-site-region-${entry.site.replace(/[^\w-]/g, '_')}`;
          // A stored region outside the offered list stays choosable, never silently replaced.
          const offered = [...new Set([...(entry.region ? [entry.region] : []), ...REGIONS])];
          return (
            <li key={entry.site} class="tl-row">
              <label for={id} class="tl-grow">
                {entry.label}
              </label>
              <select
                id={id}
                value={entry.region ?? ''}
                onChange={(event) =>
                  void model.setRegion(entry.site, event.currentTarget.value || null)
                }
              >
                <option value="">
                  {t('sites.regionDefault', { region: regionLabel(defaultRegion, locale) })}
                </option>
                {offered.map((code) => (
                  <option key={code} value={code}>
                    {regionLabel(code, locale)}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </>
  );
}
