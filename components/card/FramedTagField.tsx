import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { CardFields, FieldLink, FieldShown } from '../../lib/content/card-fields';
import type { TagTarget } from '../../lib/types/phone-data';
import { cardText } from './text';

export interface FramedTagFieldProps {
  fields: CardFields;
  /** What a submit tags now (read at submit time: the chosen entry may change). */
  target: TagTarget;
  /** Shown in the field: label, placeholder, suggestions, why writes are off. */
  shown: FieldShown;
  onAdd: (target: TagTarget, tag: string) => void;
  onQuery: (prefix: string) => void;
  /** Take the focus the card holds once the field is ready (the card's first field). */
  takesCardFocus?: boolean;
  class: string;
}

/**
 * A tag field of the card: an extension page in an iframe (`entrypoints/card-field`,
 * `TagField`), so the page never sees what the user types. The frame is hidden and out of the
 * tab order until the page in it proved to be the field (a key sent to a frame still loading
 * would be lost, and a document the page put there instead must never be typed into).
 */
export function FramedTagField(props: FramedTagFieldProps) {
  const { fields, shown } = props;
  const current = useRef(props);
  current.current = props;
  const frame = useRef<HTMLIFrameElement>(null);
  // 'loading' until the page in the frame proves to be the field; 'replaced' once the page
  // navigated the frame (see FieldLink.loaded).
  const [status, setStatus] = useState<'loading' | 'ready' | 'replaced'>('loading');
  // No answer for a long while (the page replaced the frame before its first load, or the
  // extension's page did not load): said, not left blank. A late answer still shows the field.
  const [silent, setSilent] = useState(false);
  const link = useRef<FieldLink | null>(null);
  // The page put another document in the frame: the frame goes, and the card says why.
  const replaced = () => {
    link.current?.close();
    setStatus('replaced');
  };
  if (link.current === null) {
    link.current = fields.open(
      {
        onReady: () => setStatus((now) => (now === 'loading' ? 'ready' : now)),
        onLeaving: replaced,
        onQuery: (prefix) => current.current.onQuery(prefix),
        onSubmit: (tag) => {
          const now = current.current;
          if (now.shown.writesOff !== undefined) return false;
          now.onAdd(now.target, tag);
          return true;
        },
      },
      { ...shown, suggestions: [] },
    );
  }
  useEffect(() => {
    const timer = setTimeout(() => setSilent(true), FIELD_ANSWER_MS);
    return () => {
      clearTimeout(timer);
      link.current?.close();
    };
  }, []);
  const { locale, label, placeholder, button, suggestions, writesOff } = shown;
  // Once drawn visible (a hidden frame cannot take the focus). Keys typed into the card while
  // this field loaded (held by the card, `lib/content/card-typing-hold.ts`) come first in it.
  useLayoutEffect(() => {
    if (status !== 'ready' || !current.current.takesCardFocus) return;
    const text = fields.takeTyped();
    if (text !== '') {
      const typed = { id: 1, text };
      link.current?.show({ locale, label, placeholder, button, suggestions, writesOff, typed });
    }
    takeCardFocus(frame.current);
  }, [status]);
  useEffect(() => {
    link.current?.show({ locale, label, placeholder, button, suggestions, writesOff });
  }, [locale, label, placeholder, button, suggestions, writesOff]);
  if (status === 'replaced') {
    return (
      <p class="tl-card-notice tl-card-field-replaced" role="alert">
        {cardText(locale).t('card.field.replaced')}
      </p>
    );
  }
  const ready = status === 'ready';
  const hidden = silent ? { display: 'none' } : { visibility: 'hidden' };
  return (
    <div class={props.class}>
      {silent && !ready && (
        <p class="tl-card-notice tl-card-field-silent" role="alert">
          {cardText(locale).t('card.field.silent')}
        </p>
      )}
      {/* The field's look while its page loads, over the frame's reserved box: no blank band. */}
      {!ready && !silent && (
        <div class="tl-card-field-placeholder" aria-hidden="true">
          {label && <span class="tl-card-quicktag-label">{label}</span>}
          <span class="tl-card-field-placeholder-row">
            <span class="tl-card-field-placeholder-input">{placeholder}</span>
            <span class="tl-card-button tl-card-field-placeholder-button">{button}</span>
          </span>
        </div>
      )}
      {/* Hidden and out of the tab order until the field answered: nothing else is typed in. */}
      <iframe
        ref={frame}
        src={link.current.src || undefined}
        title={label || placeholder}
        tabIndex={ready ? 0 : -1}
        data-ready={ready ? '' : undefined}
        style={ready ? undefined : hidden}
        onLoad={() => {
          if ((link.current?.loaded() ?? 0) > 1) replaced();
        }}
      />
    </div>
  );
}

/** How long a field may take to answer its first load before the card says it did not. */
const FIELD_ANSWER_MS = 10_000;

/** The card held the focus (opened from the keyboard, or Tab into it): its field takes it. */
function takeCardFocus(frame: HTMLIFrameElement | null) {
  const card = frame?.closest<HTMLElement>('.tl-card');
  if (frame && card && (card.getRootNode() as Document | ShadowRoot).activeElement === card) {
    frame.focus({ preventScroll: true });
  }
}
