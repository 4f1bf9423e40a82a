import type { Locale } from '../../lib/i18n/translate';
import type { Removal } from '../../lib/state/detail/number-detail';
import { historyText } from './translate';

/** "Tag removed. Undo": a few seconds to take a removal back (the model forgets it after). */
export function UndoRemoval(props: {
  removal: Removal | null;
  locale: Locale;
  onUndo: () => void;
  /**
   * Kept in view wherever the removed chip was: at the bottom of the window (the popup, whose
   * page scrolls) or of the scrolling box it is the last child of (the card's body).
   */
  pin: 'window' | 'scroller';
}) {
  const t = historyText(props.locale);
  if (!props.removal) return null;
  return (
    <p class={`tl-h-undo tl-h-undo--${props.pin}`} role="status">
      {t('tags.removed', { tag: props.removal.tag })}{' '}
      <button type="button" class="tl-h-tag-add" onClick={props.onUndo}>
        {t('tags.undo')}
      </button>
    </p>
  );
}
