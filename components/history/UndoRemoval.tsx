import { useRef } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { Removal } from '../../lib/state/detail/number-detail';
import { historyText } from './translate';

interface UndoRemovalProps {
  removal: Removal | null;
  locale: Locale;
  onUndo: () => void;
  /** The pointer or focus came onto the offer (true) or left it: it waits meanwhile. */
  onHold: (held: boolean) => void;
  /**
   * Kept in view wherever the removed chip was: at the bottom of the window (the popup, whose
   * page scrolls) or of the scrolling box it is the last child of (the card's body).
   */
  pin: 'window' | 'scroller';
}

/** "Tag removed. Undo": a few seconds to take a removal back (the model forgets it after). */
export function UndoRemoval(props: UndoRemovalProps) {
  if (!props.removal) return null;
  // One offer per removal: where the pointer and focus are starts afresh with each.
  return <UndoOffer key={props.removal.tag} {...props} removal={props.removal} />;
}

function UndoOffer(props: UndoRemovalProps & { removal: Removal }) {
  const t = historyText(props.locale);
  // Held while either the pointer or the focus is on it: leaving with one keeps the other.
  const on = useRef({ pointer: false, focus: false });
  const set = (what: 'pointer' | 'focus', value: boolean) => {
    on.current[what] = value;
    props.onHold(on.current.pointer || on.current.focus);
  };
  return (
    <p
      class={`tl-h-undo tl-h-undo--${props.pin}`}
      role="status"
      onPointerEnter={() => set('pointer', true)}
      onPointerLeave={() => set('pointer', false)}
      onFocusIn={() => set('focus', true)}
      onFocusOut={() => set('focus', false)}
    >
      {t('tags.removed', { tag: props.removal.tag })}{' '}
      <button type="button" class="tl-h-tag-add" onClick={props.onUndo}>
        {t('tags.undo')}
      </button>
    </p>
  );
}
