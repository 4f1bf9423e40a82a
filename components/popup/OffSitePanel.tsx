import type { TabAccess } from '../../lib/messaging/protocol';
import type { Locale } from '../../lib/i18n/translate';
import type { LoadState } from '../../lib/state/load-state';
import type { SwitchOnState } from '../../lib/state/popup/site-access-model';
import { ErrorNotice } from '../ui/ErrorNotice';
import { popupText } from './translate';

export interface OffSitePanelProps {
  access: TabAccess;
  switchOn: SwitchOnState;
  scan: LoadState<{ optedOut: boolean }>;
  locale: Locale;
  /** Call straight from the click: the browser asks for the site's permission in it. */
  onSwitchOn: () => void;
  onLookUpOnce: () => void;
}

/**
 * The tab's site is not switched on, so the content script does not read it: said as such
 * (never "no numbers on this page"), with the two ways in: switch the site on, or read this
 * page once through the toolbar click's temporary access.
 */
export function OffSitePanel(props: OffSitePanelProps) {
  const { access, switchOn, scan, locale } = props;
  const t = popupText(locale);
  const site = access.site?.host;
  const busy = switchOn.status === 'asking' || switchOn.status === 'starting';
  const byOrganisation = access.byOrganisation === true && !access.switchedOn;
  const title = !site
    ? t('site.offPage')
    : access.switchedOn
      ? t('site.onNotRunning', { site })
      : byOrganisation
        ? t('site.byOrganisation', { site })
        : t('site.off', { site });
  return (
    <section class="tl-offsite" aria-labelledby="tl-offsite-title">
      <h2 id="tl-offsite-title" class="tl-section-title">
        {title}
      </h2>
      {!access.switchedOn && !byOrganisation && <p class="tl-muted">{t('site.offHint')}</p>}
      <div class="tl-row">
        {site && (
          <button
            type="button"
            class="tl-button tl-button--primary"
            disabled={busy}
            onClick={props.onSwitchOn}
          >
            {access.switchedOn
              ? t('site.start')
              : byOrganisation
                ? t('site.allow', { site })
                : t('site.switchOn', { site })}
          </button>
        )}
        <button
          type="button"
          class="tl-button"
          disabled={scan.status === 'loading' || busy}
          onClick={props.onLookUpOnce}
        >
          {scan.status === 'loading' ? t('tab.scanning') : t('site.lookUpOnce')}
        </button>
      </div>
      <SwitchOnStatus state={switchOn} site={site ?? ''} locale={locale} />
      {scan.status === 'error' && (
        <p class="tl-muted" role="alert">
          {t('tab.scanFailed')}
        </p>
      )}
      <p class="tl-muted">{t('site.listInOptions')}</p>
    </section>
  );
}

function SwitchOnStatus({
  state,
  site,
  locale,
}: {
  state: SwitchOnState;
  site: string;
  locale: Locale;
}) {
  const t = popupText(locale);
  if (state.status === 'asking') {
    return <p role="status">{t('site.asking', { site })}</p>;
  }
  if (state.status === 'starting') return <p role="status">{t('site.starting')}</p>;
  if (state.status === 'denied') {
    return (
      <p class="tl-notice tl-notice--warn" role="alert">
        {t('site.denied', { site })}
      </p>
    );
  }
  if (state.status === 'failed') {
    return <ErrorNotice error={state.error} locale={locale} context={t('site.failed', { site })} />;
  }
  return null;
}
