import { explainNoMatch } from './explain-no-match';
import { normalizePhone } from './normalize-phone';
import type { CountryCode, PhoneRejection } from './types';

/** Why a text the user asked about holds no detected number, and what could be looked up. */
export interface NoMatchExplanation {
  /** The text as selected (trimmed, shortened for the card). */
  text: string;
  /** One entry per number-like run; empty when the text has nothing number-like. */
  rejections: PhoneRejection[];
  /** The digits `normalizePhone` reads from the text as typed, if it accepts them. */
  typedDigits?: string;
  /** Why the text could not be read (the background did not answer); then nothing else is said. */
  failure?: string;
}

const MAX_SHOWN = 80;

export function explainSelection(text: string, defaultRegion: CountryCode): NoMatchExplanation {
  const trimmed = text.trim();
  const typedDigits = normalizePhone(trimmed, defaultRegion) ?? undefined;
  return {
    text: trimmed.length > MAX_SHOWN ? `${trimmed.slice(0, MAX_SHOWN - 1)}…` : trimmed,
    rejections: explainNoMatch(trimmed, { defaultRegion }),
    ...(typedDigits ? { typedDigits } : {}),
  };
}
