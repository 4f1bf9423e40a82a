import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNumberDetail } from '../../../lib/state/detail/number-detail';
import { FOLLOW_UPDATE_MS } from '../../../lib/state/detail/follow-sync';
import type { PhoneDetail } from '../../../lib/types/phone-data';
import { call, detail } from '../../components/fixtures/phone-detail';
import { fail, fakeAsk, ok } from './fake-ask';

afterEach(() => vi.useRealTimers());

describe('a local answer being updated', () => {
  const local = (): PhoneDetail => ({
    ...detail({ calls: [call()], leads: [] }),
    answer: { kind: 'index', asOf: 0, windowDays: 90, updating: { slow: false } },
  });

  it("ends with the service's failure, said as such, not 'updating' for ever", async () => {
    vi.useFakeTimers();
    const answers = [ok(local()), fail('auth', 'The service refused the API key')];
    const fake = fakeAsk({ 'lookup.detail': () => answers.shift() ?? fail('internal') });
    const number = createNumberDetail({ ask: fake.ask });
    await number.show('79991234567');
    expect(number.detail.value.status).toBe('ready');
    await vi.advanceTimersByTimeAsync(FOLLOW_UPDATE_MS);
    const shown = number.detail.value;
    expect(shown.status).toBe('error');
    expect(shown.status === 'error' && shown.error.message).toBe('The service refused the API key');
    number.dispose();
  });

  it("is replaced by the service's answer when it comes", async () => {
    vi.useFakeTimers();
    const live = detail({ calls: [call(), call()], leads: [] });
    const answers = [ok(local()), ok(live)];
    const fake = fakeAsk({ 'lookup.detail': () => answers.shift() ?? fail('internal') });
    const number = createNumberDetail({ ask: fake.ask });
    await number.show('79991234567');
    await vi.advanceTimersByTimeAsync(FOLLOW_UPDATE_MS);
    const shown = number.detail.value;
    expect(shown.status === 'ready' && shown.data.answer.kind).toBe('live');
    number.dispose();
  });
});
