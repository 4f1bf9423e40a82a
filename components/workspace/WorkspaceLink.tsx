import type { Locale } from '../../lib/i18n/translate';
import { workspacePageUrl } from '../../lib/state/workspace/workspace-page';
import { workspaceText } from './translate';
import './workspace-link.css';

/** Opens the workspace page in a new tab (from the popup and the options page). */
export function WorkspaceLink({ locale, class: className }: { locale: Locale; class?: string }) {
  const t = workspaceText(locale);
  return (
    <a
      class={`tl-workspace-link ${className ?? 'tl-button tl-button--small'}`}
      href={workspacePageUrl()}
      target="_blank"
      rel="noopener"
      title={t('openHint')}
      data-testid="open-workspace"
    >
      {t('open')}
    </a>
  );
}
