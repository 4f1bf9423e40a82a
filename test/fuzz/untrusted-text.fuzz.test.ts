/**
 * Issue 37.7's attack row: visitor-written source fields (UTM labels, keyword, landing page)
 * leaving the extension through Copy source and missed-call notifications. Whatever a visitor
 * wrote, the copied line never starts a spreadsheet formula, holds no control or bidi
 * character, and stays bounded; the notification's message too (before the fix the first
 * source was copied as it came, a full UTM address and 1 MB lines included).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copySourceLine } from '../../components/history/copy-source';
import { missedCallNotice } from '../../lib/background/missed-notice';
import { MAX_LINE_CHARS } from '../../lib/format/untrusted-text';
import type { SourceInfo } from '../../lib/types/phone-data';
import { FUZZ_SETTINGS } from './settings';

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
const FORMULA = /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

const hostile = fc.oneof(
  fc.string({ maxLength: 300, unit: 'binary' }),
  fc.constantFrom(
    '=HYPERLINK("https://evil.example","click")',
    '+cmd|"/c calc"!A1',
    '@SUM(1+1)*cmd|" /C calc"!A0',
    '\t=1+1',
    '\u202egnp.exe',
    '\u200b=1',
    '\uff1d1+1',
    'x'.repeat(1_000_000),
  ),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\r', '\u202e'), fc.string({ maxLength: 50 }))
    .map(([start, rest]) => start + rest),
);
const source = fc.record(
  {
    source: hostile,
    medium: hostile,
    campaign: hostile,
    keyword: hostile,
    landingPage: hostile,
    at: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  },
  { requiredKeys: ['at'] },
) as fc.Arbitrary<SourceInfo>;

describe('untrusted text leaving the extension (fuzz)', () => {
  it('Copy source: never a formula, no control or bidi character, bounded', () => {
    fc.assert(
      fc.property(
        source,
        source,
        fc.constantFrom('en', 'ru') as fc.Arbitrary<'en' | 'ru'>,
        (first, last, locale) => {
          const line = copySourceLine({ firstSource: first, lastSource: last }, locale, {
            now: 1_764_000_000_000,
            timeZone: 'UTC',
          });
          if (line === undefined) return;
          expect(line).not.toMatch(FORBIDDEN);
          // Neutralised (a leading '), or no formula start at all (a plain number is data).
          if (!line.startsWith("'") && !/^[+-]?\d+(?:[.,]\d+)?$/.test(line)) {
            expect(line).not.toMatch(FORMULA);
          }
          expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS + 1);
        },
      ),
      FUZZ_SETTINGS,
    );
  });

  it('missed-call notification: no control or bidi character, bounded', () => {
    fc.assert(
      fc.property(source, (info) => {
        const notice = missedCallNotice(
          {
            phone: '79161112233',
            callId: 'c1',
            counterId: '1',
            counterName: 'site',
            startTime: 1_764_000_000_000,
            durationSec: 0,
            status: 'failed',
            answered: false,
            tags: [],
            ...(info.source !== undefined ? { source: info.source } : {}),
            ...(info.medium !== undefined ? { medium: info.medium } : {}),
            ...(info.campaign !== undefined ? { campaign: info.campaign } : {}),
          },
          'en',
          'icon.png',
        );
        expect(notice.message).not.toMatch(FORBIDDEN);
        expect(notice.message.length).toBeLessThanOrEqual(301);
      }),
      FUZZ_SETTINGS,
    );
  });
});
