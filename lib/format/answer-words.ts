/**
 * An answer state (lib/types/phone-data.ts) in words: a short line that says where the data came
 * from and how old it is ("Up to date · 1 min ago", "Local data · 2 h old · service
 * unreachable"), the full sentence behind it (shown on hover and focus), and what an empty
 * answer may claim. The card and the popup both show these, so a state reads the same everywhere.
 */
import { formatDate, formatDateTime } from './dates';
import { history } from '../i18n/messages/history';
import { createTranslate, type Locale, type Translate } from '../i18n/translate';
import type { AnswerState } from '../types/phone-data';

type HistoryKey = keyof (typeof history)['en'];

/** The answer's strings (with the history components' in `messages/history.ts`), once per locale. */
const texts = new Map<Locale, Translate<HistoryKey>>();
function historyText(locale: Locale): Translate<HistoryKey> {
  let t = texts.get(locale);
  if (!t) texts.set(locale, (t = createTranslate(history, locale)));
  return t;
}

export type AnswerTone = 'ok' | 'info' | 'warn';

export interface AnswerWords {
  /** Where the answer came from and how old, short. */
  line: string;
  /** The same in full, with the times (hover and focus). */
  detail: string;
  tone: AnswerTone;
  /** For an answer without calls or leads: what may honestly be said. */
  emptyTitle: string;
  emptyHint: string;
}

type T = ReturnType<typeof historyText>;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** "just now", "5 min", "2 h", "3 days": how long ago `at` was, roughly. */
function ageOf(at: number, now: number, t: T): string | undefined {
  const ms = Math.max(0, now - at);
  if (ms < MINUTE_MS) return undefined;
  if (ms < HOUR_MS) return t('age.min', { n: Math.floor(ms / MINUTE_MS) });
  if (ms < DAY_MS) return t('age.hours', { n: Math.floor(ms / HOUR_MS) });
  return t('age.days', { n: Math.floor(ms / DAY_MS) });
}

export function answerWords(
  answer: AnswerState,
  locale: Locale,
  timeZone?: string,
  now = Date.now(),
): AnswerWords {
  const t = historyText(locale);
  const time = (at: number) => formatDateTime(at, locale, timeZone);
  const ago = (at: number) => {
    const age = ageOf(at, now, t);
    return age === undefined ? t('age.now') : t('age.ago', { age });
  };
  const old = (at: number) => {
    const age = ageOf(at, now, t);
    return age === undefined ? t('age.now') : t('age.old', { age });
  };
  const base = full(answer, t, time, locale, timeZone);
  switch (answer.kind) {
    case 'live':
      return { ...base, line: t('short.upToDate', { ago: ago(answer.at) }) };
    case 'combined':
      if (answer.updating) return updatingWords(base, answer, t, time);
      return { ...base, line: t('short.upToDate', { ago: ago(answer.asOf) }) };
    case 'index':
      if (answer.updating) return updatingWords(base, answer, t, time);
      return { ...base, line: t('short.local', { ago: ago(answer.asOf) }) };
    case 'partial':
      return { ...base, line: t('short.partial', { sites: answer.failedCounters.join(', ') }) };
    case 'syncing':
      return { ...base, line: syncingShort(answer, t) };
    case 'stale':
      return {
        ...base,
        line: `${t('short.stale', { old: old(answer.at) })} · ${t(`short.down.${answer.reason}`)}`,
      };
    case 'unreachable': {
      const head =
        answer.asOf === undefined
          ? t('short.noData')
          : t('short.localOld', { old: old(answer.asOf) });
      return { ...base, line: `${head} · ${t(`short.down.${answer.reason}`)}` };
    }
  }
}

/** A local answer given while the service is asked: "updating", or "slow service". */
function updatingWords(
  base: AnswerWords,
  answer: Extract<AnswerState, { kind: 'index' | 'combined' }>,
  t: T,
  time: (at: number) => string,
): AnswerWords {
  const slow = answer.updating?.slow === true;
  return {
    ...base,
    line: t(slow ? 'short.updating.slow' : 'short.updating'),
    detail: t(slow ? 'answer.updating.slow' : 'answer.updating', { time: time(answer.asOf) }),
    tone: slow ? 'warn' : 'info',
    // Not "cannot be searched": the service is being asked for what local data lacks.
    emptyHint: t('empty.updating.hint'),
  };
}

/** The full sentence and the empty-answer words of each state. */
function full(
  answer: AnswerState,
  t: T,
  time: (at: number) => string,
  locale: Locale,
  timeZone: string | undefined,
): AnswerWords {
  const words = (detail: string, tone: AnswerTone, emptyTitle: string, emptyHint: string) => ({
    line: detail,
    detail,
    tone,
    emptyTitle,
    emptyHint,
  });
  switch (answer.kind) {
    case 'live':
      return words(
        t('answer.live', { time: time(answer.at) }),
        'ok',
        t('empty.title'),
        t('empty.hint'),
      );
    case 'combined': {
      const parts = {
        since: formatDate(answer.since, locale, timeZone),
        time: time(answer.asOf),
        olderTime: time(answer.olderAt),
      };
      const detail =
        parts.time === parts.olderTime
          ? t('answer.combined.sameTime', parts)
          : t('answer.combined', parts);
      return words(detail, 'ok', t('empty.title'), t('empty.hint'));
    }
    case 'partial': {
      const sites = answer.failedCounters.join(', ');
      const n = answer.failedCounters.length;
      return words(
        t('answer.partial', { sites, n, days: answer.windowDays, time: time(answer.at) }),
        'warn',
        t('empty.partial.title'),
        t('empty.partial.hint', { sites, n }),
      );
    }
    case 'index':
      return words(
        t('answer.index', { days: answer.windowDays, time: time(answer.asOf) }),
        'info',
        t('empty.index.title', { days: answer.windowDays }),
        t('empty.index.hint'),
      );
    case 'syncing':
      return words(
        syncingLine(answer, t),
        'warn',
        t('empty.syncing.title'),
        t('empty.syncing.hint'),
      );
    case 'stale':
      return words(
        t(`answer.stale.${answer.reason}`, { time: time(answer.at) }),
        'warn',
        t('empty.stale.title', { time: time(answer.at) }),
        t('empty.stale.hint'),
      );
    case 'unreachable':
      return answer.asOf === undefined
        ? words(
            t(`answer.unreachable.${answer.reason}.noData`),
            'warn',
            t('empty.unknown.title'),
            t('empty.unreachable.noData'),
          )
        : words(
            t(`answer.unreachable.${answer.reason}`, {
              time: time(answer.asOf),
              days: answer.windowDays,
            }),
            'warn',
            t('empty.unknown.title'),
            t('empty.unreachable.hint', { time: time(answer.asOf) }),
          );
  }
}

/** Whole days (or hours) a first sync has filled, newest first. */
function coveredSpan(answer: Extract<AnswerState, { kind: 'syncing' }>) {
  const span = answer.covers ? answer.covers.to - answer.covers.from : 0;
  return { days: Math.floor(span / DAY_MS), hours: Math.floor(span / HOUR_MS) };
}

function syncingShort(answer: Extract<AnswerState, { kind: 'syncing' }>, t: T): string {
  const { days } = coveredSpan(answer);
  return days >= 1
    ? t('short.syncingCovers', { covered: days, days: answer.windowDays })
    : t('short.syncing');
}

/** "Covers the last N days" (or hours) while a first sync fills the index newest first. */
function syncingLine(answer: Extract<AnswerState, { kind: 'syncing' }>, t: T): string {
  const { days, hours } = coveredSpan(answer);
  if (days >= 1) return t('answer.syncing.coversDays', { covered: days, days: answer.windowDays });
  if (hours >= 1)
    return t('answer.syncing.coversHours', { covered: hours, days: answer.windowDays });
  return t('answer.syncing', { days: answer.windowDays });
}
