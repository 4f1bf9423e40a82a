import { describe, expect, it } from 'vitest';
import { closedBy, openMissedCalls } from '../../../lib/lookup/callback-queue';
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
