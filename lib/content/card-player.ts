/**
 * The card's recording player: an extension page (`card-player.html`) in an iframe inside the
 * card, so the recording is requested by that page and never appears in the CRM page's
 * resource timing (SECURITY.md). The card gives it the recording's address and its words in
 * the address's fragment, which the page cannot read (a cross-origin frame, inside the card's
 * closed shadow root in the product build); the player checks them again.
 */
import { safeHttpUrl } from '../format/safe-url';

export const CARD_PLAYER_PAGE = 'card-player.html';

export interface PlayerShown {
  url: string;
  /** The audio element's accessible name ("Recording of the call at …"). */
  label: string;
  /** The link that opens the recording in a tab. */
  open: string;
  locale: string;
}

const MAX_URL = 2048;
const MAX_WORDS = 200;

/** The fragment of the player's address for `shown` (with its `#`). */
export function playerAddress(shown: PlayerShown): string {
  return `#${encodeURIComponent(JSON.stringify(shown))}`;
}

/** What a player's fragment says, checked: an http(s) recording and short words; else null. */
export function readPlayerAddress(hash: string): PlayerShown | null {
  let raw: unknown;
  try {
    raw = JSON.parse(decodeURIComponent(hash.replace(/^#/, '')));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { url, label, open, locale } = raw as Record<string, unknown>;
  const words = [label, open, locale];
  if (typeof url !== 'string' || url.length > MAX_URL) return null;
  if (!words.every((word) => typeof word === 'string' && word.length <= MAX_WORDS)) return null;
  const safe = safeHttpUrl(url);
  if (!safe) return null;
  return { url: safe, label: label as string, open: open as string, locale: locale as string };
}
