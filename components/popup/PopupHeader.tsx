import type { Locale } from '../../lib/i18n/translate';
import type { RecentModel } from '../../lib/state/popup/recent-model';
import { WorkspaceLink } from '../workspace/WorkspaceLink';
import { recentText } from './recent-text';
import { popupText } from './translate';

/**
 * The popup's header on one line at 400 px in either language: the title, Workspace, Recent
 * calls (once the popup is ready) and the options as a gear, named for screen readers and on
 * hover (its word would not fit beside the others in Russian).
 */
export function PopupHeader({
  locale,
  recent,
  onOpenOptions,
}: {
  locale: Locale;
  recent?: Pick<RecentModel, 'open' | 'show' | 'hide'>;
  onOpenOptions: () => void;
}) {
  const t = popupText(locale);
  return (
    <header class="tl-popup-header">
      <h1 class="tl-popup-title">{t('title')}</h1>
      <WorkspaceLink locale={locale} />
      {recent && (
        <button
          type="button"
          class="tl-button tl-button--small"
          aria-pressed={recent.open.value}
          aria-label={recentText(locale)('title')}
          onClick={() => (recent.open.value ? recent.hide() : recent.show())}
        >
          {recentText(locale)('open')}
        </button>
      )}
      <button
        type="button"
        class="tl-button tl-button--small tl-popup-settings"
        aria-label={t('settings')}
        title={t('settings')}
        onClick={onOpenOptions}
      >
        <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true">
          <circle
            cx="8"
            cy="8"
            r="5.5"
            fill="none"
            stroke="currentColor"
            stroke-width="3"
            stroke-dasharray="2.16 2.16"
          />
          <circle cx="8" cy="8" r="4" fill="none" stroke="currentColor" stroke-width="1.6" />
        </svg>
      </button>
    </header>
  );
}
