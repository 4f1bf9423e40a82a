import { useEffect, useRef, useState } from 'preact/hooks';
import type { CardFields, FieldLink, FieldShown } from '../../lib/content/card-fields';
import type { TagTarget } from '../../lib/types/phone-data';

export interface FramedTagFieldProps {
  fields: CardFields;
  /** What a submit tags now (read at submit time: the chosen entry may change). */
  target: TagTarget;
  /** Shown in the field: label, placeholder, suggestions, why writes are off. */
  shown: Omit<FieldShown, 'suggestions'> & { suggestions: readonly string[] };
  onAdd: (target: TagTarget, tag: string) => void;
  onQuery: (prefix: string) => void;
  /** Take the focus the card holds once the field is ready (the card's first field). */
  takesCardFocus?: boolean;
  class: string;
}

/**
 * A tag field of the card: an extension page in an iframe (`entrypoints/card-field`,
 * `TagField`), so the page never sees what the user types. The frame is out of the tab order
 * until its page reports its input drawn: a key sent to a frame still loading would be lost.
 */
export function FramedTagField(props: FramedTagFieldProps) {
  const { fields, shown } = props;
  const current = useRef(props);
  current.current = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const link = useRef<FieldLink | null>(null);
  if (link.current === null) {
    link.current = fields.open(
      {
        onReady: () => {
          setReady(true);
          if (current.current.takesCardFocus) takeCardFocus(frame.current);
        },
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
  useEffect(() => () => link.current?.close(), []);
  const { locale, label, placeholder, button, suggestions, writesOff } = shown;
  useEffect(() => {
    link.current?.show({
      locale,
      label,
      placeholder,
      button,
      suggestions: [...suggestions],
      writesOff,
    });
  }, [locale, label, placeholder, button, suggestions, writesOff]);
  return (
    <div class={props.class}>
      <iframe
        ref={frame}
        src={link.current.src || undefined}
        title={label || placeholder}
        tabIndex={ready ? 0 : -1}
        data-ready={ready ? '' : undefined}
      />
    </div>
  );
}

/** The card held the focus (opened from the keyboard, or Tab into it): its field takes it. */
function takeCardFocus(frame: HTMLIFrameElement | null) {
  const card = frame?.closest<HTMLElement>('.tl-card');
  if (frame && card && (card.getRootNode() as Document | ShadowRoot).activeElement === card) {
    frame.focus({ preventScroll: true });
  }
}
