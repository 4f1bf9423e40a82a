import type { AlertsModel } from '../../lib/state/options/alerts-model';
import type { OptionsModel } from '../../lib/state/options/options-model';
import { PRODUCTION_BASE_URL } from '../../lib/storage/defaults';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import { AlertsSection } from './AlertsSection';
import { CallbackSection } from './CallbackSection';
import { callback } from '../../lib/i18n/messages/callback';
import { translatorFor } from '../ui/translator';

const callbackText = translatorFor(callback);
import { CountersSection } from './CountersSection';
import { DataSection } from './DataSection';
import { KeySection } from './KeySection';
import { LanguageSection } from './LanguageSection';
import { OptionsNav, type OptionsNavItem } from './OptionsNav';
import { PolicySection, policyText } from './PolicySection';
import { RegionSection } from './RegionSection';
import { ServiceSection } from './ServiceSection';
import { SitesSection } from './SitesSection';
import { recentText } from '../popup/recent-text';
import { optionsText } from './translate';
import { WorkspaceLink } from '../workspace/WorkspaceLink';
import type { ShortcutsModel } from '../../lib/state/shortcuts-model';
import { KeyboardSection } from './KeyboardSection';
import { keyboardText } from '../keyboard/translate';

/**
 * The options page, opened on install: the service address first (the key is checked there),
 * then the key, sites, counters, data and language.
 */
export function OptionsView({
  model,
  alerts,
  timeZone,
  shortcuts,
}: {
  model: OptionsModel;
  /** Missed-call notifications (the Recent calls feature). */
  alerts?: AlertsModel;
  timeZone?: string;
  /** The browser's keyboard shortcuts ("Keyboard"). */
  shortcuts?: ShortcutsModel;
}) {
  const locale = model.settings.locale.value;
  const t = optionsText(locale);
  const settings = model.settings.settings.value;
  const loadError = model.settings.loadError.value;
  // In page order; only the key section exists until the settings have loaded.
  const sections: OptionsNavItem[] = [
    ...(model.policy.managed.value
      ? [{ id: 'organisation', title: policyText(locale)('title') }]
      : []),
    ...(settings ? [{ id: 'service', title: t('baseUrl.title') }] : []),
    { id: 'key', title: t('key.title') },
    ...(settings
      ? [
          { id: 'sites', title: t('sites.title') },
          { id: 'counters', title: t('counters.title') },
          { id: 'region', title: t('region.title') },
          ...(alerts ? [{ id: 'alerts', title: recentText(locale)('alerts.title') }] : []),
          { id: 'callbacks', title: callbackText(locale)('settings.title') },
          ...(shortcuts ? [{ id: 'keyboard', title: keyboardText(locale)('title') }] : []),
          { id: 'data', title: t('data.title') },
          { id: 'privacy', title: t('privacy.title') },
          { id: 'language', title: t('language.title') },
        ]
      : []),
  ];

  return (
    <div class="tl-options" lang={locale}>
      <header class="tl-options-header">
        <h1>{t('title')}</h1>
        <p class="tl-muted">{t('intro')}</p>
        <WorkspaceLink locale={locale} />
      </header>
      <OptionsNav label={t('nav.label')} items={sections} />
      <main class="tl-options-main">
        {loadError && (
          <ErrorNotice error={loadError} locale={locale} onRetry={() => void model.start()} />
        )}
        {model.saveError.value && (
          // Stays in view wherever the change was made (the language is at the page's end).
          <div class="tl-options-save-error">
            <ErrorNotice
              error={model.saveError.value}
              locale={locale}
              onRetry={() => void model.retrySave()}
            />
          </div>
        )}
        {!settings && !loadError && <Spinner label={t('loading')} />}
        <PolicySection model={model.policy} keyStatus={model.key.status.value} locale={locale} />
        {settings && <ServiceSection model={model} locale={locale} />}
        <KeySection
          model={model.key}
          locale={locale}
          onSave={(key) => model.saveKey(key)}
          organisation={{
            inUse: model.policy.status.value?.key.source === 'organisation',
            locked: model.policy.keyLocked.value,
          }}
        />
        {settings && (
          <>
            <SitesSection
              model={model.sites}
              cue={model.cue}
              siteRegions={model.siteRegions}
              defaultRegion={model.settings.settings.value?.defaultRegion ?? 'RU'}
              locale={locale}
            />
            <CountersSection
              model={model.counters}
              keyStatus={model.key.status.value}
              locale={locale}
            />
            <RegionSection model={model} locale={locale} />
            {alerts && <AlertsSection model={alerts} locale={locale} />}
            <CallbackSection
              model={model.callbacks}
              locale={locale}
              repNameLocked={model.policy.lockedSetting('repName')}
            />
            {shortcuts && <KeyboardSection model={shortcuts} locale={locale} />}
            <DataSection
              model={model.data}
              windowDays={settings.indexWindowDays}
              capMb={settings.indexCapMb}
              baseUrl={settings.baseUrl ?? PRODUCTION_BASE_URL}
              locale={locale}
              timeZone={timeZone}
              hasKey={(model.key.status.value?.state ?? 'missing') !== 'missing'}
            />
            <LanguageSection
              language={settings.language}
              locked={model.policy.lockedSetting('language')}
              locale={locale}
              onChange={(language) => void model.setLanguage(language)}
            />
          </>
        )}
      </main>
    </div>
  );
}
