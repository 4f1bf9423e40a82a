import { render } from 'preact';
import { browser } from 'wxt/browser';
import '../../components/ui/theme.css';
import './style.css';
import { TagField } from '../../components/card/TagField';
import { CARD_FIELD_PORT_PREFIX } from '../../lib/messaging/ports';
import { FieldState, type FieldEvent } from '../../lib/messaging/protocol/card-field';

// The card's tag field, an extension page in an iframe inside the hover card: what the user
// types here never reaches the CRM page (lib/content/card-fields.ts). Its card is named by the
// token in the address's fragment, followed by the state to draw first (`fieldAddress`); later
// states come only as runtime messages (which page scripts cannot send). It never listens to
// `postMessage`.
const [, token, encoded] = /^#([0-9a-f]{32})(?:&(.*))?$/.exec(location.hash) ?? [];
const app = document.getElementById('app')!;

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

let state = initialState();
let answered = 0;

function draw() {
  if (!state) return;
  document.documentElement.lang = state.locale;
  render(
    <TagField
      state={state}
      onSubmit={(tag, id) => tell({ kind: 'submit', id, tag })}
      onQuery={(prefix) => tell({ kind: 'query', prefix })}
      onEscape={() => tell({ kind: 'escape' })}
    />,
    app,
  );
}

// Listening from the start (before the frame's load, after which the card sends its probe).
// Chromium may deliver a state twice (from the content script and passed on by the
// background): a probe is answered once.
browser.runtime.onMessage.addListener((raw: unknown): undefined => {
  const message = raw as { type?: unknown; token?: unknown; state?: unknown } | null;
  if (!token || message?.type !== 'cardField.state' || message.token !== token) return undefined;
  const parsed = FieldState.safeParse(message.state);
  if (!parsed.success) return undefined;
  state = parsed.data;
  draw();
  const { probe } = parsed.data;
  if (probe !== undefined && probe !== answered) {
    answered = probe;
    // (The demo build's background may hold this answer for a test: lib/background/card-field.ts.)
    tell({ kind: 'ready', probe });
  }
  return undefined;
});

// Focus given to the frame (the card hands it over once this page answered) goes on to the
// input; the page never takes focus by itself.
window.addEventListener('focus', focusInput);

// The field never navigates: leaving means the page put another document in the frame. Said
// as the page hides, and by the port the browser closes when it goes (a message sent while the
// page unloads may be lost in Firefox; the closing of the port is not).
window.addEventListener('pagehide', () => tell({ kind: 'leaving' }));
if (token) browser.runtime.connect({ name: `${CARD_FIELD_PORT_PREFIX}${token}` });

if (token) draw();
