import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import '../../components/ui/theme.css';
import './style.css';
import { TagField } from '../../components/card/TagField';
import { FieldState, type FieldEvent } from '../../lib/messaging/protocol/card-field';

// The card's tag field, an extension page in an iframe inside the hover card: what the user
// types here never reaches the CRM page (lib/content/card-fields.ts). Its card is named by the
// token in the address's fragment, followed by the state to draw first (`fieldAddress`); later
// states come only as runtime messages (which page scripts cannot send). It never listens to
// `postMessage`.
const [, token, encoded] = /^#([0-9a-f]{32})(?:&(.*))?$/.exec(location.hash) ?? [];

function initialState(): FieldState | null {
  try {
    const parsed = FieldState.safeParse(JSON.parse(decodeURIComponent(encoded ?? '')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const tell = (event: FieldEvent) =>
  void browser.runtime
    .sendMessage({ type: 'cardField.event', token, event })
    .catch(() => undefined);

const focusInput = () => {
  const input = document.querySelector<HTMLInputElement>('.tl-card-field-input');
  if (input && document.activeElement !== input) input.focus({ preventScroll: true });
};

function Field() {
  const [state, setState] = useState<FieldState | null>(initialState);
  useEffect(() => {
    const onMessage = (raw: unknown): undefined => {
      const message = raw as { type?: unknown; token?: unknown; state?: unknown } | null;
      if (message?.type !== 'cardField.state' || message.token !== token) return undefined;
      const parsed = FieldState.safeParse(message.state);
      if (parsed.success) setState(parsed.data);
      return undefined;
    };
    browser.runtime.onMessage.addListener(onMessage);
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }, []);
  const drawn = state !== null;
  useEffect(() => {
    if (!drawn) return;
    // The input is there: the card may now give this frame the focus (and typing lands in it).
    if (document.hasFocus()) focusInput();
    tell({ kind: 'ready' });
  }, [drawn]);
  useEffect(() => {
    if (state) document.documentElement.lang = state.locale;
  }, [state?.locale]);
  if (!state) return null;
  return (
    <TagField
      state={state}
      onSubmit={(tag, id) => tell({ kind: 'submit', id, tag })}
      onQuery={(prefix) => tell({ kind: 'query', prefix })}
      onEscape={() => tell({ kind: 'escape' })}
    />
  );
}

// Focus given to the frame (Tab from the card, or the card focusing its field) goes on to the
// input; the page never takes focus by itself.
window.addEventListener('focus', focusInput);

if (token) render(<Field />, document.getElementById('app')!);
