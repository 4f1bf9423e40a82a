import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '../../../lib/format/safe-url';
import { counterName } from '../../../lib/format/counter-name';
import { toCallView } from '../../../lib/lookup/records';
import { COUNTERS } from './helpers/fake-tracker';

describe('views', () => {
  it.each([
    ['https://rec.example/a.mp3', 'https://rec.example/a.mp3'],
    ['http://rec.example/a.mp3', 'http://rec.example/a.mp3'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('passes only http(s) recording links: %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it('names a counter by its site', () => {
    expect(counterName(COUNTERS[0], '101')).toBe('shop.example');
    expect(counterName(undefined, '999')).toBe('999');
  });

  it('falls back to composite source fields when UTM labels are missing', () => {
    const view = toCallView(
      {
        counterId: '101',
        callId: 'c',
        startTime: 1,
        callerPhone: '7',
        status: 'FAILED',
        compositeSource: 'direct',
        compositeSourceType: 'none',
        tags: [],
      },
      new Map(),
    );
    expect(view).toMatchObject({
      status: 'failed',
      answered: false,
      source: 'direct',
      medium: 'none',
    });
  });
});
