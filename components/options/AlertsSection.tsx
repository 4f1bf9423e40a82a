import type { Locale } from '../../lib/i18n/translate';
import type { AlertsModel } from '../../lib/state/options/alerts-model';
import { recentText } from '../popup/recent-text';
import { Section } from './Section';
import { SwitchRow } from './SwitchRow';

/** Notifications: the missed-call switch, what it costs, and what the browser answered. */
export function AlertsSection({ model, locale }: { model: AlertsModel; locale: Locale }) {
  const t = recentText(locale);
  const phase = model.phase.value;
  return (
    <Section id="alerts" title={t('alerts.title')}>
      <ul class="tl-switch-list">
        <SwitchRow
          id="tl-missed-alerts"
          label={t('alerts.missed')}
          checked={model.on.value}
          busy={phase === 'asking'}
          describedBy="tl-missed-alerts-hint"
          onToggle={(on) => void model.toggle(on)}
        />
      </ul>
      <p id="tl-missed-alerts-hint" class="tl-muted">
        {t('alerts.hint')} {t(model.callBackButton ? 'alerts.callBack' : 'alerts.noButtons')}
      </p>
      <p role="status" class="tl-alerts-status">
        {phase === 'asking' && t('alerts.asking')}
        {phase === 'denied' && t('alerts.denied')}
        {phase === 'failed' && t('alerts.failed', { message: model.error.value?.message ?? '' })}
      </p>
    </Section>
  );
}
