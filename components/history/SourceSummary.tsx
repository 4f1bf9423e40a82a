import { formatDate } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { SourceInfo } from '../../lib/types/phone-data';
import { FieldList } from './FieldList';
import { sourceText } from './source-text';
import { historyText } from './translate';

export interface SourceSummaryProps {
  first?: SourceInfo;
  last?: SourceInfo;
  locale: Locale;
  timeZone?: string;
}

const sameSource = (a: SourceInfo, b: SourceInfo) =>
  a.at === b.at && a.source === b.source && a.medium === b.medium && a.campaign === b.campaign;

/** The marketing source of the first contact and, when different, of the last one. */
export function SourceSummary({ first, last, locale, timeZone }: SourceSummaryProps) {
  const t = historyText(locale);
  if (!first && !last) return <p class="tl-h-muted tl-h-sources">{t('source.none')}</p>;
  const blocks: { title: string; info: SourceInfo }[] = [];
  if (first) blocks.push({ title: t('source.first'), info: first });
  if (last && !(first && sameSource(first, last))) {
    blocks.push({ title: t('source.last'), info: last });
  }
  return (
    <div class="tl-h-sources">
      {blocks.map(({ title, info }) => (
        <section class="tl-h-source" key={title} aria-label={title}>
          <h4 class="tl-h-source-title">
            {title} <span class="tl-h-muted">· {formatDate(info.at, locale, timeZone)}</span>
          </h4>
          <p class="tl-h-source-main">
            <strong>{sourceText(info.source, info.medium)}</strong>
          </p>
          <FieldList
            fields={[
              { label: t('field.campaign'), value: info.campaign },
              { label: t('field.keyword'), value: info.keyword },
              { label: t('field.landingPage'), value: info.landingPage, link: true },
            ]}
          />
        </section>
      ))}
    </div>
  );
}
