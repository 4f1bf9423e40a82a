import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { createCallbackQueueModel } from '../../../../lib/state/popup/callback-queue-model';
import type { RecentCall, RecentCalls } from '../../../../lib/types/recent-calls';
import type { LoadState } from '../../../../lib/state/load-state';

const call = { counterId: 'c1', callId: 'm1', phone: '79267770021' } as RecentCall;

describe('createCallbackQueueModel', () => {
  it("writes the tag naming the rep before the team's, so the call closes already named", async () => {
    const asked: string[] = [];
    const answer = {
      calls: [call],
      callback: {
        on: true,
        tag: 'called-back',
        whoTag: 'called-back:Anna',
        outcomes: [],
        open: ['c1:m1'],
        closed: [],
      },
    } as unknown as RecentCalls;
    const model = createCallbackQueueModel({
      state: signal<LoadState<RecentCalls>>({ status: 'ready', data: answer }),
      ask: (async (message: { tag: string }) => {
        asked.push(message.tag);
        return { ok: true, data: undefined };
      }) as never,
      reload: () => undefined,
    });
    await model.done(call);
    expect(asked).toEqual(['called-back:Anna', 'called-back']);
    asked.length = 0;
    await model.outcome(call, 'interested');
    expect(asked).toEqual(['interested', 'called-back:Anna', 'called-back']);
  });
});
