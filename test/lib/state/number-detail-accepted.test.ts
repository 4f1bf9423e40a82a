import { describe, expect, it } from 'vitest';
import { createNumberDetail } from '../../../lib/state/detail/number-detail';
import type { OutboxEntryView, PhoneDetail } from '../../../lib/types/phone-data';
import { call, detail } from '../../components/fixtures/phone-detail';
import { fakeAsk, ok } from './fake-ask';
import { fakeOutbox } from './fake-outbox';

const target = { kind: 'call', counterId: '101', callId: 'c1' } as const;
const waiting: OutboxEntryView = {
  id: 'o1',
  target,
  op: 'add',
  tag: 'vip',
  attempts: 0,
  state: 'pending',
  createdAt: 1,
};

/** Resolves once `check` holds, re-checked after each queued task (no timers). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(check()).toBe(true);
}

function setup() {
  let tracker: PhoneDetail = detail({ calls: [call()], leads: [] });
  const outbox = fakeOutbox();
  const fake = fakeAsk({
    'lookup.detail': () => ok(tracker),
    'tags.add': () => {
      outbox.set([waiting]);
      return ok({ outboxId: 'o1' });
    },
  });
  const number = createNumberDetail({ ask: fake.ask, watchOutbox: outbox.watchOutbox });
  const setTracker = (next: PhoneDetail) => (tracker = next);
  return { number, outbox, fake, setTracker };
}

describe('a tag write accepted by the service', () => {
  it('makes the detail ask again once, keeping the data shown until the answer', async () => {
    const { number, outbox, fake, setTracker } = setup();
    await number.show('79991234567');
    await number.addTag(target, 'vip');
    await until(() => number.pending.value.some((w) => w.id === 'o1'));
    expect(fake.sent('lookup.detail')).toHaveLength(1);

    setTracker(detail({ calls: [call({ tags: ['vip', 'merged-by-tracker'] })], leads: [] }));
    const states: string[] = [];
    const stop = number.detail.subscribe((state) => states.push(state.status));
    outbox.set([]);
    await until(() => fake.sent('lookup.detail').length === 2);
    expect(fake.sent('lookup.detail')[1]).toMatchObject({ refresh: true });
    await until(() => {
      const shown = number.detail.value;
      return shown.status === 'ready' && shown.data.calls[0]!.tags.includes('merged-by-tracker');
    });
    // Never a loading state in between: the old data stays until the new answer.
    expect(states.every((status) => status === 'ready')).toBe(true);

    // Never loops: more lists heard ask nothing more.
    outbox.set([]);
    await until(() => number.pending.value.length === 0);
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    expect(fake.sent('lookup.detail')).toHaveLength(2);
    stop();
    number.dispose();
  });

  it('does not ask again for writes made elsewhere leaving the outbox', async () => {
    const { number, outbox, fake } = setup();
    outbox.set([waiting]);
    await number.show('79991234567');
    await until(() => number.pending.value.length === 1);
    outbox.set([]);
    await until(() => number.pending.value.length === 0);
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    expect(fake.sent('lookup.detail')).toHaveLength(1);
    number.dispose();
  });
});
