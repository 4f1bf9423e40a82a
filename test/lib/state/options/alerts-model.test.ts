import { describe, expect, it } from 'vitest';
import { createAlertsModel } from '../../../../lib/state/options/alerts-model';
import { fakeAsk, ok } from '../fake-ask';

function permission(granted: boolean) {
  const order: string[] = [];
  return {
    order,
    port: {
      request: async () => {
        order.push('request');
        return granted;
      },
      remove: async () => {
        order.push('remove');
        return true;
      },
    },
  };
}

describe('missed-call notifications switch', () => {
  it('asks the browser for the permission first, then turns them on in the background', async () => {
    const { ask, calls } = fakeAsk({ 'recent.alerts.set': ({ on }) => ok({ on }) });
    const { port, order } = permission(true);
    const model = createAlertsModel(ask, port);
    const toggled = model.toggle(true);
    // The request is made within the click, before anything else is awaited.
    expect(order).toEqual(['request']);
    expect(model.phase.value).toBe('asking');
    await toggled;
    expect(calls).toEqual([{ type: 'recent.alerts.set', on: true }]);
    expect(model.on.value).toBe(true);
    expect(model.phase.value).toBe('idle');
  });

  it('stays off and says so when the browser refuses', async () => {
    const { ask, calls } = fakeAsk({});
    const { port } = permission(false);
    const model = createAlertsModel(ask, port);
    await model.toggle(true);
    expect(calls).toEqual([]);
    expect(model.on.value).toBe(false);
    expect(model.phase.value).toBe('denied');
  });

  it('off tells the background and gives the permission back', async () => {
    const { ask, calls } = fakeAsk({
      'recent.alerts': () => ok({ on: true }),
      'recent.alerts.set': ({ on }) => ok({ on }),
    });
    const { port, order } = permission(true);
    const model = createAlertsModel(ask, port);
    await model.load();
    expect(model.on.value).toBe(true);
    await model.toggle(false);
    expect(calls.at(-1)).toEqual({ type: 'recent.alerts.set', on: false });
    expect(order).toEqual(['remove']);
    expect(model.on.value).toBe(false);
  });
});
