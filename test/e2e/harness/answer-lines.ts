/**
 * The line that says where an answer came from (lib/i18n/messages/history.ts), as patterns
 * exact up to the dates. A whole-history answer has two forms: one time when the local data
 * and the service's older part were read in the same minute, two times otherwise. Which one
 * shows depends on the clock, so a test accepts exactly these two.
 */
const DATE_EN = String.raw`\d{1,2} [A-Z][a-z]+ \d{4}`;
const TIME_EN = String.raw`${DATE_EN}, \d{1,2}:\d{2}`;

export const LIVE_EN = new RegExp(`From the service · ${TIME_EN}`);

export const COMBINED_EN = new RegExp(
  `From local data and the service \\(before ${DATE_EN}\\) · ${TIME_EN}` +
    `|From local data as of ${TIME_EN}; before ${DATE_EN} from the service as of ${TIME_EN}`,
);

export const COMBINED_RU =
  /Из локальных данных и сервиса \(до [^)]+\) · |Из локальных данных на .+; до .+ — данные сервиса на /;

/** The whole history: from the service alone, or once the index is synced, from both. */
export const WHOLE_HISTORY_EN = new RegExp(`${LIVE_EN.source}|${COMBINED_EN.source}`);

/** An answer line that says local data is shown while the service is asked (a slow service). */
export const UPDATING_ANSWER =
  '.tl-h-answer[data-updating="yes"], .tl-h-answer[data-updating="slow"]';
