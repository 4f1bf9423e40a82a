import { describe, expect, it } from 'vitest';
import { answerWords } from '../../../lib/format/answer-words';
import type { AnswerState } from '../../../lib/types/phone-data';

const T = Date.UTC(2026, 10, 20, 12, 0);

/** Every state, what its line says, and whether an empty answer may say "no calls". */
const TABLE: [AnswerState, RegExp, boolean][] = [
  [{ kind: 'live', at: T }, /^From the service · 20 Nov 2026/, true],
  [
    { kind: 'partial', at: T, failedCounters: ['b2b.example'], windowDays: 90 },
    /^Site b2b\.example did not answer/,
    false,
  ],
  [{ kind: 'index', asOf: T, windowDays: 90 }, /^From local data \(last 90 days\) as of/, false],
  [
    { kind: 'combined', asOf: T, olderAt: T - 3_600_000, since: T - 85 * 86_400_000 },
    /^From local data as of 20 Nov 2026, 12:00; before 27 Aug 2026 from the service as of 20 Nov 2026, 11:00/,
    true,
  ],
  [
    { kind: 'combined', asOf: T, olderAt: T, since: T - 85 * 86_400_000 },
    /^From local data and the service \(before 27 Aug 2026\) · 20 Nov 2026, 12:00/,
    true,
  ],
  [{ kind: 'syncing', windowDays: 30 }, /still being filled/, false],
  [
    { kind: 'syncing', windowDays: 90, covers: { from: T - 3.5 * 86_400_000, to: T } },
    /^Index syncing: covers the last 3 days of 90/,
    false,
  ],
  [
    { kind: 'syncing', windowDays: 90, covers: { from: T - 5.2 * 3_600_000, to: T } },
    /^Index syncing: covers the last 5 hours of 90 days/,
    false,
  ],
  [{ kind: 'stale', at: T, reason: 'unreachable' }, /unreachable: this is its answer of/, false],
  [{ kind: 'stale', at: T, reason: 'offline' }, /^You are offline/, false],
  [
    { kind: 'unreachable', reason: 'unreachable', windowDays: 90, asOf: T },
    /unreachable: from local data as of 20 Nov 2026/,
    false,
  ],
  [{ kind: 'unreachable', reason: 'offline', windowDays: 90 }, /nothing is stored locally/, false],
];

describe('answer words', () => {
  it.each(TABLE)('%o', (answer, line, mayClaimNone) => {
    const en = answerWords(answer, 'en', 'UTC');
    const ru = answerWords(answer, 'ru', 'UTC');
    expect(en.detail).toMatch(line);
    expect(ru.detail).not.toBe(en.detail);
    expect(ru.line).not.toBe(en.line);
    expect(ru.emptyTitle).not.toBe(en.emptyTitle);
    expect(en.emptyTitle === 'No calls or leads for this number').toBe(mayClaimNone);
    expect(en.tone === 'warn').toBe(!['live', 'index', 'combined'].includes(answer.kind));
  });

  it('an index answer claims no calls only within its window', () => {
    expect(answerWords({ kind: 'index', asOf: T, windowDays: 30 }, 'en').emptyTitle).toBe(
      'No calls or leads in the last 30 days',
    );
  });
});

describe('syncing coverage in Russian', () => {
  it('declines the days', () => {
    const line = (days: number) =>
      answerWords(
        { kind: 'syncing', windowDays: 90, covers: { from: T - days * 86_400_000, to: T } },
        'ru',
        'UTC',
      ).detail;
    expect(line(1)).toMatch(/^Индекс загружается: есть данные за 1 день из 90/);
    expect(line(3)).toMatch(/за 3 дня из 90/);
    expect(line(11)).toMatch(/за 11 дней из 90/);
  });
});

describe('the short line (the full sentence on hover and focus)', () => {
  const NOW = T + 90_000;
  const short = (answer: AnswerState, locale: 'en' | 'ru' = 'en') =>
    answerWords(answer, locale, 'UTC', NOW).line;
  const SHORT: [AnswerState, string, string][] = [
    [{ kind: 'live', at: T }, 'Up to date · 1 min ago', 'Актуально · 1 мин назад'],
    [
      { kind: 'combined', asOf: T, olderAt: T - 3_600_000, since: T - 85 * 86_400_000 },
      'Up to date · 1 min ago',
      'Актуально · 1 мин назад',
    ],
    [
      { kind: 'index', asOf: NOW - 5_000, windowDays: 90 },
      'Local data · just now',
      'Локальные данные · только что',
    ],
    [
      { kind: 'unreachable', reason: 'unreachable', windowDays: 90, asOf: NOW - 2.5 * 3_600_000 },
      'Local data · 2 h old · service unreachable',
      'Локальные данные · 2 ч назад · сервис недоступен',
    ],
    [
      { kind: 'unreachable', reason: 'slow', windowDays: 90, asOf: NOW - 3 * 86_400_000 },
      'Local data · 3 days old · service slow',
      'Локальные данные · 3 дн. назад · сервис медленный',
    ],
    [
      { kind: 'unreachable', reason: 'offline', windowDays: 90 },
      'No local data yet · offline',
      'Локальных данных ещё нет · нет сети',
    ],
    [
      { kind: 'index', asOf: T, windowDays: 90, updating: { slow: false } },
      'Local data · updating…',
      'Локальные данные · обновляются…',
    ],
    [
      {
        kind: 'combined',
        asOf: T,
        olderAt: T,
        since: T - 85 * 86_400_000,
        updating: { slow: true },
      },
      'Slow service · local data · updating…',
      'Сервис медленный · локальные данные · обновляются…',
    ],
    [
      { kind: 'stale', at: NOW - 10 * 60_000, reason: 'slow' },
      'Earlier answer · 10 min old · service slow',
      'Прежний ответ · 10 мин назад · сервис медленный',
    ],
  ];
  it.each(SHORT)('%o', (answer, en, ru) => {
    expect(short(answer)).toBe(en);
    expect(short(answer, 'ru')).toBe(ru);
  });

  it('a local answer being updated says so in full, with its time, and warns once slow', () => {
    const words = answerWords(
      { kind: 'index', asOf: T, windowDays: 90, updating: { slow: true } },
      'en',
      'UTC',
      NOW,
    );
    expect(words.detail).toBe(
      'The service is slow: from local data as of 20 Nov 2026, 12:00 until it answers',
    );
    expect(words.tone).toBe('warn');
  });

  it('an empty local answer being updated does not say older calls cannot be searched', () => {
    const answer = { kind: 'index', asOf: T, windowDays: 90, updating: { slow: false } } as const;
    const en = answerWords(answer, 'en', 'UTC', NOW);
    expect(en.emptyTitle).toBe('No calls or leads in the last 90 days');
    expect(en.emptyHint).toBe(
      'Local data has none; the service is being asked for the whole history.',
    );
    expect(answerWords(answer, 'ru', 'UTC', NOW).emptyHint).toBe(
      'В локальных данных их нет; сервис спрашивают обо всей истории.',
    );
    expect(answerWords({ ...answer, updating: undefined }, 'en', 'UTC', NOW).emptyHint).toBe(
      'Older calls cannot be searched on this service.',
    );
  });
});
