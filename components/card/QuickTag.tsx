import type { Locale } from '../../lib/i18n/translate';
import type { CardFields } from '../../lib/content/card-fields';
import type { PhoneDetail, TagTarget } from '../../lib/types/phone-data';
import { callTarget, leadTarget } from '../../lib/state/detail/tag-targets';
import { FramedTagField } from './FramedTagField';
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
 * itself (label, input, suggestions, +) is an extension page in an iframe (`FramedTagField`).
 */
export function QuickTag(props: QuickTagProps) {
  const { detail, suggestions, locale, writesOff } = props;
  const { t } = cardText(locale);
  const target = latestTarget(detail);
  if (!target) return null;
  const label = t(target.kind === 'call' ? 'card.quickTag.latestCall' : 'card.quickTag.latestLead');
  return (
    <FramedTagField
      class="tl-card-quicktag-frame"
      fields={props.fields}
      target={target}
      shown={{ locale, label, button: '+', suggestions, writesOff }}
      onAdd={props.onAdd}
      onQuery={props.onQuery}
      takesCardFocus
    />
  );
}
