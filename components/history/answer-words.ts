/**
 * An answer state (lib/types/phone-data.ts) in words: the line that says where the data came from
 * and how old it is, and what an empty answer may claim. The card and the popup both show
 * these, so a state reads the same everywhere.
 */
import { formatDate, formatDateTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { AnswerState } from '../../lib/types/phone-data';
import { historyText } from './translate';

export type AnswerTone = 'ok' | 'info' | 'warn';

export interface AnswerWords {
  /** Where the answer came from and as of when. */
  line: string;
  tone: AnswerTone;
  /** For an answer without calls or leads: what may honestly be said. */
  emptyTitle: string;
  emptyHint: string;
}

export function answerWords(answer: AnswerState, locale: Locale, timeZone?: string): AnswerWords {
  const t = historyText(locale);
  const time = (at: number) => formatDateTime(at, locale, timeZone);
  switch (answer.kind) {
    case 'live':
      return {
        line: t('answer.live', { time: time(answer.at) }),
        tone: 'ok',
        emptyTitle: t('empty.title'),
        emptyHint: t('empty.hint'),
      };
    case 'combined': {
      const parts = {
        since: formatDate(answer.since, locale, timeZone),
        time: time(answer.asOf),
        olderTime: time(answer.olderAt),
      };
      return {
        line:
          parts.time === parts.olderTime
            ? t('answer.combined.sameTime', parts)
            : t('answer.combined', parts),
        tone: 'ok',
        emptyTitle: t('empty.title'),
        emptyHint: t('empty.hint'),
      };
    }
    case 'partial': {
      const sites = answer.failedCounters.join(', ');
      return {
        line: t('answer.partial', {
          sites,
          n: answer.failedCounters.length,
          days: answer.windowDays,
          time: time(answer.at),
        }),
        tone: 'warn',
        emptyTitle: t('empty.partial.title'),
        emptyHint: t('empty.partial.hint', { sites, n: answer.failedCounters.length }),
      };
    }
    case 'index':
      return {
        line: t('answer.index', { days: answer.windowDays, time: time(answer.asOf) }),
        tone: 'info',
        emptyTitle: t('empty.index.title', { days: answer.windowDays }),
        emptyHint: t('empty.index.hint'),
      };
    case 'syncing':
      return {
        line: syncingLine(answer, t),
        tone: 'warn',
        emptyTitle: t('empty.syncing.title'),
        emptyHint: t('empty.syncing.hint'),
      };
    case 'stale':
      return {
        line: t(`answer.stale.${answer.reason}`, { time: time(answer.at) }),
        tone: 'warn',
        emptyTitle: t('empty.stale.title', { time: time(answer.at) }),
        emptyHint: t('empty.stale.hint'),
      };
    case 'unreachable':
      return answer.asOf === undefined
        ? {
            line: t(`answer.unreachable.${answer.reason}.noData`),
            tone: 'warn',
            emptyTitle: t('empty.unknown.title'),
            emptyHint: t('empty.unreachable.noData'),
          }
        : {
            line: t(`answer.unreachable.${answer.reason}`, {
              time: time(answer.asOf),
              days: answer.windowDays,
            }),
            tone: 'warn',
            emptyTitle: t('empty.unknown.title'),
            emptyHint: t('empty.unreachable.hint', { time: time(answer.asOf) }),
          };
  }
}

const HOUR_MS = 3_600_000;

/** "Covers the last N days" (or hours) while a first sync fills the index newest first. */
function syncingLine(
  answer: Extract<AnswerState, { kind: 'syncing' }>,
  t: ReturnType<typeof historyText>,
): string {
  const span = answer.covers ? answer.covers.to - answer.covers.from : 0;
  const days = Math.floor(span / (24 * HOUR_MS));
  const hours = Math.floor(span / HOUR_MS);
  if (days >= 1) return t('answer.syncing.coversDays', { covered: days, days: answer.windowDays });
  if (hours >= 1)
    return t('answer.syncing.coversHours', { covered: hours, days: answer.windowDays });
  return t('answer.syncing', { days: answer.windowDays });
}
