/** The BI table shows the rows of the counter chosen at the top of the workspace. */
import { describe, expect, it } from 'vitest';
import type { RequestOf, RequestType } from '../../../lib/messaging/protocol';
import type { Ask } from '../../../lib/state/ask';
import { createWorkspaceModel } from '../../../lib/state/workspace/workspace-model';

function fakeBackground() {
  const biRequests: RequestOf<'bi.data'>[] = [];
  const ask = (async (request: RequestOf<RequestType>) => {
    switch (request.type) {
      case 'counters.list':
        return {
          ok: true,
          data: [
            { counterId: '101', name: 'Shop', selected: true },
            { counterId: '202', name: 'Clinic', selected: true },
          ],
        };
      case 'bi.schema':
        return {
          ok: true,
          data: { id: '1', columns: [{ name: 'counterId', type: 'string' }], fetchedAt: 1 },
        };
      case 'bi.data':
        biRequests.push(request as RequestOf<'bi.data'>);
        return {
          ok: true,
          data: {
            rows: [{ counterId: (request as RequestOf<'bi.data'>).counterId ?? 'all' }],
            hasMore: false,
            fetchedAt: 1,
          },
        };
      default:
        return { ok: false, error: { kind: 'network', message: 'not in this test' } };
    }
  }) as Ask;
  return { ask, biRequests };
}

describe('the BI table and the chosen counter', () => {
  it('asks for the chosen counter rows, and again when another counter is chosen', async () => {
    const { ask, biRequests } = fakeBackground();
    const model = createWorkspaceModel({ ask, browserLanguage: 'en' });
    await model.start();
    await model.bi.open('1');
    expect(biRequests.map((r) => r.counterId)).toEqual(['101']);
    expect(model.bi.rows.value).toEqual([{ counterId: '101' }]);

    model.chooseCounter('202');
    await expect.poll(() => model.bi.rows.value).toEqual([{ counterId: '202' }]);
    expect(biRequests.map((r) => r.counterId)).toEqual(['101', '202']);
    model.dispose();
  });
});
