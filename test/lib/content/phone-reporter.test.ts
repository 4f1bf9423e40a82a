import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPhoneReporter } from '../../../lib/content/phone-reporter';

describe('phone reporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one sorted, de-duplicated report after a burst of changes', () => {
    const send = vi.fn(() => Promise.resolve());
    const reporter = createPhoneReporter({ send, delayMs: 400 });
    reporter.update(['79161234567']);
    vi.advanceTimersByTime(200);
    reporter.update(['79161234567', '74951234567', '79161234567']);
    vi.advanceTimersByTime(399);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['74951234567', '79161234567']);
  });

  it('reports within the maximum wait while changes keep coming', () => {
    const send = vi.fn(() => Promise.resolve());
    const reporter = createPhoneReporter({ send, delayMs: 150, maxWaitMs: 300 });
    const digits: string[] = [];
    // A row every 100 ms: never quiet for 150 ms.
    for (let row = 0; row < 10; row++) {
      digits.push(`7916000000${row}`);
      reporter.update([...digits]);
      vi.advanceTimersByTime(100);
    }
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(3);
    const firstReport = send.mock.calls[0] as unknown as [string[]];
    expect(firstReport[0]).toEqual(['79160000000', '79160000001', '79160000002']);
  });

  it('sends at once when the page is read to the end, at most once per delay', () => {
    const send = vi.fn(() => Promise.resolve());
    const reporter = createPhoneReporter({ send, delayMs: 150 });
    reporter.update(['79161234567'], true);
    expect(send).toHaveBeenCalledTimes(1);
    // A second settled change right after waits for the rest of the delay since the last report.
    vi.advanceTimersByTime(50);
    reporter.update(['79161234567', '74951234567'], true);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(['74951234567', '79161234567']);
  });

  it('does not repeat an unchanged report', () => {
    const send = vi.fn(() => Promise.resolve());
    const reporter = createPhoneReporter({ send, delayMs: 10 });
    reporter.update(['79161234567']);
    vi.advanceTimersByTime(10);
    reporter.update(['79161234567']);
    vi.advanceTimersByTime(10);
    reporter.update([]);
    vi.advanceTimersByTime(10);
    expect(send.mock.calls).toEqual([[['79161234567']], [[]]]);
  });

  it('caps a report at the limit', () => {
    const send = vi.fn(() => Promise.resolve());
    const reporter = createPhoneReporter({ send, delayMs: 0, limit: 2 });
    reporter.update(['3', '1', '2']);
    reporter.flush();
    expect(send).toHaveBeenCalledWith(['1', '2']);
  });

  it('reports again after a failed send', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('gone')).mockResolvedValue(undefined);
    const reporter = createPhoneReporter({ send, delayMs: 0 });
    reporter.update(['1']);
    reporter.flush();
    await vi.runAllTimersAsync();
    reporter.update(['1']);
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a number already reported is settled at once; one still waiting is sent first', async () => {
    const send = vi.fn(() => Promise.resolve());
    const reporter = createPhoneReporter({ send, delayMs: 150 });
    reporter.update(['74951234567', '79161234567']);
    vi.advanceTimersByTime(150);
    expect(send).toHaveBeenCalledTimes(1);
    await reporter.reported('79161234567');
    expect(send).toHaveBeenCalledTimes(1);
    reporter.update(['74951234567', '79161234567', '79261234567']);
    await reporter.reported('79261234567');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(['74951234567', '79161234567', '79261234567']);
  });
});
