import type { Locale } from '../../lib/i18n/translate';
import type { TagTarget } from '../../lib/types/phone-data';
import { pendingForTarget } from '../../lib/state/detail/tag-targets';
import type { TagActions } from './tag-actions';
import { TagEditor } from './TagEditor';

export interface EntryTagsProps extends TagActions {
  target: TagTarget;
  tags: readonly string[];
  locale: Locale;
}

/** The tags of one call or lead, fed with that entry's own unsaved writes. */
export function EntryTags({ target, tags, locale, ...tagActions }: EntryTagsProps) {
  return (
    <TagEditor
      target={target}
      tags={tags}
      pending={pendingForTarget(tagActions.outbox ?? [], target)}
      locale={locale}
      onRemove={tagActions.onRemoveTag}
      writesOff={tagActions.writesOff}
    />
  );
}
