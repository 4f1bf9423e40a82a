import type { MatchStore } from './match-store';
import type { ScanScheduler } from './work-slices';
import type { ScanSummary, ScannerState } from './types';

const REPORT_EVERY_MS = 50;

/**
 * Tells the caller about new digits and about pausing or stopping, not every slice: while
 * scanning, new digits are told at most every REPORT_EVERY_MS (sorting thousands of digits
 * after each 8 ms slice was a noticeable share of a large page's scan).
 */
export function createDigitReport(
  scheduler: Pick<ScanScheduler, 'now'>,
  store: Pick<MatchStore, 'digits'>,
  onChange: ((summary: ScanSummary) => void) | undefined,
): (state: ScannerState) => void {
  let reported: { state: ScannerState; digits: string[] } | undefined;
  let reportedAt = Number.NEGATIVE_INFINITY;
  return (state) => {
    const phase = state === 'idle' ? 'scanning' : state;
    const now = scheduler.now();
    if (state === 'scanning' && reported?.state === phase && now - reportedAt < REPORT_EVERY_MS) {
      return;
    }
    const digits = store.digits();
    const sameDigits = reported !== undefined && sameList(reported.digits, digits);
    if (reported?.state === phase && sameDigits) return;
    reported = { state: phase, digits };
    reportedAt = now;
    onChange?.({ state, digits });
  };
}

/** Two lists of digits compared without joining thousands of them: most differ in length. */
export function sameList(one: readonly string[], other: readonly string[]): boolean {
  if (one === other) return true;
  if (one.length !== other.length) return false;
  for (let index = 0; index < one.length; index++) if (one[index] !== other[index]) return false;
  return true;
}
