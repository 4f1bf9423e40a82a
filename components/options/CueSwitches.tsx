import type { Locale } from '../../lib/i18n/translate';
import type { CueModel } from '../../lib/state/options/cue-model';
import { SwitchRow } from './SwitchRow';
import { optionsText } from './translate';

/** The cue under numbers on pages: one switch for all pages, one per switched-on site. */
export function CueSwitches({ model, locale }: { model: CueModel; locale: Locale }) {
  const t = optionsText(locale);
  const on = model.on.value;
  return (
    <>
      <h3 class="tl-subtitle">{t('sites.cueTitle')}</h3>
      <ul class="tl-switch-list">
        <SwitchRow
          id="tl-cue"
          label={t('sites.cue')}
          checked={on}
          busy={false}
          describedBy="tl-cue-hint"
          onToggle={(next) => void model.setOn(next)}
        >
          <span id="tl-cue-hint" class="tl-muted">
            {t('sites.cueHint')}
          </span>
        </SwitchRow>
        {on &&
          model.sites.value.map((entry) => (
            <SwitchRow
              key={entry.site}
              id={`tl-cue-${entry.site.replace(/[^\w-]/g, '_')}`}
              label={t('sites.cueSite', { site: entry.label })}
              checked={entry.on}
              busy={false}
              onToggle={(next) => void model.setSite(entry.site, next)}
            />
          ))}
      </ul>
    </>
  );
}
