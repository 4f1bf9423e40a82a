import { useEffect, useRef } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { CardFields, FieldLink } from '../../lib/content/card-fields';
import type { PhoneDetail, TagTarget } from '../../lib/types/phone-data';
import { callTarget, leadTarget } from '../../lib/state/detail/tag-targets';
import { cardText } from './text';

export interface QuickTagProps {
  detail: PhoneDetail;
  suggestions: readonly string[];
  locale: Locale;
  onAdd: (target: TagTarget, tag: string) => void;
  onQuery: (prefix: string) => void;
  /** Why tags cannot be written now (the key was refused): the field waits, disabled. */
  writesOff?: string;
  /** The card's tag fields (extension pages in iframes: `lib/content/card-fields.ts`). */
  fields: CardFields;
}

/** The latest call (or lead, when there are no calls): the usual thing to tag after a call. */
export function latestTarget(detail: PhoneDetail): TagTarget | undefined {
  const call = detail.calls[0];
  if (call) return callTarget(call);
  const lead = detail.leads[0];
  return lead && leadTarget(lead);
}

/**
 * One field at the top of the card: tag the latest call without scrolling to it. The field
 * itself (label, input, suggestions, +) is an extension page in an iframe
 * (`entrypoints/card-field`, `TagField`), so the page never sees what the user types.
 */
export function QuickTag(props: QuickTagProps) {
  const { detail, suggestions, locale, writesOff, fields } = props;
  const { t } = cardText(locale);
  const target = latestTarget(detail);
  // What the field's events act on now (the frame stays while the card shows new data).
  const current = useRef({ props, target });
  current.current = { props, target };
  const link = useRef<FieldLink | null>(null);
  if (link.current === null) {
    link.current = fields.open({
      onQuery: (prefix) => current.current.props.onQuery(prefix),
      onSubmit: (tag) => {
        const { props: now, target: to } = current.current;
        if (!to || now.writesOff !== undefined) return false;
        now.onAdd(to, tag);
        return true;
      },
    });
  }
  useEffect(() => () => link.current?.close(), []);
  const label = target
    ? t(target.kind === 'call' ? 'card.quickTag.latestCall' : 'card.quickTag.latestLead')
    : '';
  useEffect(() => {
    link.current?.show({
      locale,
      label,
      button: '+',
      suggestions: suggestions.slice(0, 50),
      writesOff,
    });
  }, [locale, label, suggestions, writesOff]);
  if (!target) return null;
  return (
    <div class="tl-card-quicktag-frame">
      <iframe src={link.current.src || undefined} title={label} />
    </div>
  );
}
