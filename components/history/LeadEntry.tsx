import { formatDateTime, toDateTimeAttribute } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { LeadView, TagTarget } from '../../lib/types/phone-data';
import { EntryTags } from './EntryTags';
import { FieldList } from './FieldList';
import type { TagActions } from './tag-actions';
import { historyText } from './translate';

export interface LeadEntryProps extends TagActions {
  lead: LeadView;
  locale: Locale;
  timeZone?: string;
}

const KNOWN_STATUSES = ['new', 'in_progress', 'won', 'lost'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnownStatus = (s: string | undefined): s is KnownStatus =>
  (KNOWN_STATUSES as readonly string[]).includes(s ?? '');

/** One lead: when, status, form, source and tags. */
export function LeadEntry({ lead, locale, timeZone, ...tagActions }: LeadEntryProps) {
  const t = historyText(locale);
  const target: TagTarget = { kind: 'lead', counterId: lead.counterId, leadId: lead.leadId };
  const status = isKnownStatus(lead.status) ? t(`lead.status.${lead.status}`) : lead.status;
  return (
    <article class="tl-h-entry tl-h-lead">
      <header class="tl-h-entry-head">
        <span class="tl-h-kind" aria-hidden="true">
          ✉
        </span>
        <span class="tl-h-badge tl-h-badge--info">{t('lead.title')}</span>
        <time dateTime={toDateTimeAttribute(lead.createdAt)} class="tl-h-when">
          {formatDateTime(lead.createdAt, locale, timeZone)}
        </time>
        {status && <span class="tl-h-badge">{status}</span>}
      </header>
      <FieldList
        fields={[
          { label: t('field.form'), value: lead.formName },
          { label: t('field.source'), value: lead.source },
          { label: t('field.medium'), value: lead.medium },
          { label: t('field.campaign'), value: lead.campaign },
        ]}
      />
      <EntryTags target={target} tags={lead.tags} locale={locale} {...tagActions} />
    </article>
  );
}
