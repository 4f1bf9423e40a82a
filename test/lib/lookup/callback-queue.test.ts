import { describe, expect, it } from 'vitest';
import {
  calledBackBy,
  closedBy,
  closedMissedCalls,
  openMissedCalls,
  whoTagOf,
} from '../../../lib/lookup/answer/callback-queue';
import type { RecentCall } from '../../../lib/types/recent-calls';

const call = (
  callId: string,
  phone: string,
  startTime: number,
  answered: boolean,
  tags: string[] = [],
): RecentCall => ({
  phone,
  callId,
  startTime,
  answered,
  tags,
  counterId: '1',
  counterName: 'site.test',
  durationSec: answered ? 60 : 0,
  status: answered ? 'success' : 'failed',
});

describe('the callback queue', () => {
  it('keeps a missed call open until it is tagged, answered later, or a call with the number is logged', () => {
    const calls = [
      call('m1', '100', 1_000, false),
      call('m2', '200', 2_000, false, ['called-back']),
      call('m3', '300', 3_000, false),
      call('a3', '300', 4_000, true),
      call('m4', '400', 5_000, false),
      call('a0', '500', 500, true),
      call('m5', '500', 6_000, false),
    ];
    const logged = [{ phone: '400', startTime: 5_500 }];
    expect(openMissedCalls(calls, 'called-back', logged).map((c) => c.callId)).toEqual([
      'm5',
      'm1',
    ]);
    expect(closedBy(calls[1]!, [], 'called-back', [])).toBe('tag');
    expect(closedBy(calls[2]!, [calls[3]!], 'called-back', [])).toBe('answered');
    expect(closedBy(calls[4]!, [], 'called-back', logged)).toBe('logged');
    // An answered call before the missed one does not close it; another team's tag does not either.
    expect(closedBy(calls[6]!, [calls[5]!], 'called-back', [])).toBeUndefined();
    expect(openMissedCalls([call('x', '1', 1, false, ['done'])], 'called-back')).toHaveLength(1);
  });
});

describe('who called back', () => {
  it('names the rep in a second tag, bounded to a tag and cleaned', () => {
    expect(whoTagOf('called-back', 'Anna')).toBe('called-back:Anna');
    expect(whoTagOf('called-back', '  Анна   Петрова ')).toBe('called-back:Анна Петрова');
    expect(whoTagOf('called-back', '')).toBeUndefined();
    expect(whoTagOf('called-back', ' \u200b ')).toBeUndefined();
    expect(whoTagOf('called-back', 'x'.repeat(100))).toBe(`called-back:${'x'.repeat(40)}`);
    expect(whoTagOf('t'.repeat(60), 'Anna Maria')).toBe(`${'t'.repeat(60)}:Ann`);
    expect(whoTagOf('t'.repeat(64), 'Anna')).toBeUndefined();
  });

  it('reads who from the tags, and such a tag alone closes the call', () => {
    expect(calledBackBy(['sale', 'called-back', 'called-back:Anna'], 'called-back')).toBe('Anna');
    expect(calledBackBy(['called-back'], 'called-back')).toBeUndefined();
    expect(calledBackBy([`called-back:${'y'.repeat(90)}\u0007`], 'called-back')).toBe(
      'y'.repeat(40),
    );
    expect(closedBy(call('m', '1', 1, false, ['called-back:Anna']), [], 'called-back', [])).toBe(
      'tag',
    );
    expect(closedBy(call('m', '1', 1, false, ['called-backs']), [], 'called-back', [])).toBe(
      undefined,
    );
  });

  it('lists the closed missed calls newest first, why, and who', () => {
    const calls = [
      call('m1', '100', 1_000, false, ['called-back', 'called-back:Anna']),
      call('m2', '200', 2_000, false, ['called-back']),
      call('m3', '300', 3_000, false),
      call('a3', '300', 4_000, true),
      call('m4', '400', 5_000, false),
    ];
    expect(closedMissedCalls(calls, 'called-back')).toEqual([
      { key: '1:m3', by: 'answered' },
      { key: '1:m2', by: 'tag' },
      { key: '1:m1', by: 'tag', who: 'Anna' },
    ]);
  });
});
