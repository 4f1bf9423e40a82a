import '../../components/ui/theme.css';
import './style.css';
import { readPlayerAddress } from '../../lib/content/card-player';

// A call's recording, played inside the hover card from this extension page: the request for
// the recording is this page's, so the CRM page's PerformanceObserver and resource timing
// never list its address (an <audio> in the card's shadow root is the page's document).
// Everything comes in the address's fragment, checked here; nothing else is heard.
const shown = readPlayerAddress(location.hash);
const app = document.getElementById('app')!;
if (shown) {
  document.documentElement.lang = shown.locale;
  const audio = document.createElement('audio');
  audio.controls = true;
  // Nothing is fetched until Play is pressed.
  audio.preload = 'none';
  audio.src = shown.url;
  audio.setAttribute('aria-label', shown.label);
  // For browsers that cannot play the format: the recording in a tab of its own.
  const open = document.createElement('a');
  open.href = shown.url;
  open.target = '_blank';
  open.rel = 'noopener noreferrer';
  open.textContent = shown.open;
  app.append(audio, open);
}
