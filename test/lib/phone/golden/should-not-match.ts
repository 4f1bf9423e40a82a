import type { CountryCode, PhoneRejectionReason } from '../../../../lib/phone';

export interface ShouldNotMatchCase {
  text: string;
  region: CountryCode;
  /** The reason the diagnostic must give; omitted where nothing number-like is worth explaining. */
  reason?: PhoneRejectionReason;
}

function n(
  text: string,
  reason?: PhoneRejectionReason,
  region: CountryCode = 'RU',
): ShouldNotMatchCase {
  return reason === undefined ? { text, region } : { text, region, reason };
}

export const SHOULD_NOT_MATCH: readonly ShouldNotMatchCase[] = [];
