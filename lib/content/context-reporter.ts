/**
 * Tells the background what the page says next to its numbers (label, call link, order id:
 * lib/dom/phone-on-page.ts), for the popup's list. Read only once the page is read to the end,
 * for at most MAX_NUMBERS numbers, and sent only when it changed.
 */
import type { ScannedMatch } from '../dom/types';
import { phoneOnPage, type PhoneOnPageText } from '../dom/phone-on-page';

/** As many as `page.context` accepts. */
export const MAX_NUMBERS = 500;

export interface ContextReporterOptions {
  send: (numbers: Record<string, PhoneOnPageText>) => Promise<unknown>;
}

export interface ContextReporter {
  /** The scanner's matches once it is idle. */
  update(matches: readonly ScannedMatch[]): void;
  /**
   * The background got a new report of the numbers (which may follow a reset of the tab's
   * state): the next update sends even if nothing changed here.
   */
  resend(): void;
}

export function createContextReporter(options: ContextReporterOptions): ContextReporter {
  let lastSent: string | undefined;
  return {
    update(matches) {
      const byDigits = new Map<string, ScannedMatch[]>();
      for (const match of matches) {
        const list = byDigits.get(match.digits);
        if (list) list.push(match);
        else if (byDigits.size < MAX_NUMBERS) byDigits.set(match.digits, [match]);
      }
      const numbers: Record<string, PhoneOnPageText> = {};
      for (const [digits, found] of byDigits) {
        const said = phoneOnPage(found);
        if (said.label || said.callLink || said.orderId) numbers[digits] = said;
      }
      const key = JSON.stringify(numbers);
      if (key === lastSent) return;
      lastSent = key;
      void options.send(numbers).catch(() => {
        lastSent = undefined; // The next change sends again.
      });
    },
    resend() {
      lastSent = undefined;
    },
  };
}
