import type { Locale } from '../../lib/i18n/translate';
import { workspaceText } from './translate';

export function Pager(props: {
  page: number;
  pages: number;
  locale: Locale;
  onPage: (page: number) => void;
}) {
  const t = workspaceText(props.locale);
  return (
    <nav class="tl-w-pager" aria-label={t('pager.page', { page: props.page, pages: props.pages })}>
      <button
        type="button"
        class="tl-button tl-button--small"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        ‹ {t('pager.prev')}
      </button>
      <span aria-live="polite">{t('pager.page', { page: props.page, pages: props.pages })}</span>
      <button
        type="button"
        class="tl-button tl-button--small"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('pager.next')} ›
      </button>
    </nav>
  );
}
