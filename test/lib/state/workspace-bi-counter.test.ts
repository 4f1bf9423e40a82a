/** The BI table shows the rows of the counter chosen at the top of the workspace. */
import { describe, expect, it } from 'vitest';
import type { RequestOf, RequestType } from '../../../lib/messaging/protocol';
import type { Ask } from '../../../lib/state/ask';
import { createWorkspaceModel } from '../../../lib/state/workspace/workspace-model';
import { counterLabel } from '../../../lib/state/workspace/bi-grid';

function fakeBackground() {
  const biRequests: RequestOf<'bi.data'>[] = [];
  const ask = (async (request: RequestOf<RequestType>) => {
    switch (request.type) {
      case 'counters.list':
        return {
          ok: true,
          data: [
            { counterId: '101', name: 'Shop', url: 'https://shop.example', selected: true },
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

describe('the BI table names counters and remembers tables', () => {
  it('shows and filters the counter column by the counter’s name', async () => {
    const { ask } = fakeBackground();
    const model = createWorkspaceModel({ ask, browserLanguage: 'en', recentTables: memoryStore() });
    await model.start();
    expect(counterLabel('101', model.bi.counterNames.value)).toBe('shop.example (101)');
    expect(counterLabel('202', model.bi.counterNames.value)).toBe('202');
    expect(counterLabel('999', model.bi.counterNames.value)).toBe('999');
    await model.bi.open('1');
    model.bi.setFilter('counterId', 'shop');
    expect(model.bi.visible.value).toEqual([{ counterId: '101' }]);
    model.bi.setFilter('counterId', 'no such site');
    expect(model.bi.visible.value).toEqual([]);
    model.dispose();
  });

  it('keeps the tables opened lately, newest first, for the next visit', async () => {
    const store = memoryStore();
    const { ask } = fakeBackground();
    const first = createWorkspaceModel({ ask, browserLanguage: 'en', recentTables: store });
    await first.start();
    await first.bi.open('1');
    await first.bi.open('7');
    await first.bi.open('1');
    expect(first.bi.recent.value.map((t) => t.id)).toEqual(['1', '7']);
    first.dispose();

    const next = createWorkspaceModel({ ask, browserLanguage: 'en', recentTables: store });
    expect(next.bi.recent.value.map((t) => t.id)).toEqual(['1', '7']);
    next.dispose();
  });

  it('reads nothing it did not write: a bad stored list is ignored', () => {
    const { ask } = fakeBackground();
    const store = memoryStore('[{"id":"1; drop"},{"id":"5","name":42},"x"]');
    const model = createWorkspaceModel({ ask, browserLanguage: 'en', recentTables: store });
    expect(model.bi.recent.value).toEqual([{ id: '5' }]);
    model.dispose();
  });
});

function memoryStore(initial: string | null = null) {
  let text = initial;
  return {
    read: () => text,
    write: (next: string) => {
      text = next;
    },
  };
}
