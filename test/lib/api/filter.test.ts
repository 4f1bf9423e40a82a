import { describe, expect, it } from 'vitest';
import { filter } from '../../../lib/api';
import { filterParam } from '../../../lib/api/filter';

describe('filter builder', () => {
  it('joins conditions with ";" and no spaces around operators', () => {
    const since = new Date('2024-04-30T21:00:00Z');
    expect(filter().gt('startTime', since).eq('callerPhone', '79991234567').build()).toBe(
      'startTime>2024-05-01 00:00:00;callerPhone=79991234567',
    );
  });

  it.each([
    ['gt', '>'],
    ['gte', '>='],
    ['lt', '<'],
    ['lte', '<='],
    ['eq', '='],
    ['ne', '!='],
  ] as const)('%s writes %s', (method, op) => {
    expect(filter()[method]('duration', 30).build()).toBe(`duration${op}30`);
  });

  it('writes dates in the given zone (default +03:00)', () => {
    const instant = new Date('2024-05-01T00:00:00Z');
    expect(filter().gte('dateTime', instant).build()).toBe('dateTime>=2024-05-01 03:00:00');
    expect(filter({ utcOffsetMinutes: 0 }).gte('dateTime', instant).build()).toBe(
      'dateTime>=2024-05-01 00:00:00',
    );
    expect(filter({ utcOffsetMinutes: -300 }).gte('dateTime', instant).build()).toBe(
      'dateTime>=2024-04-30 19:00:00',
    );
  });

  it('is immutable, so a base filter can be shared', () => {
    const base = filter().gt('startTime', '2024-05-01');
    const narrower = base.lt('duration', 5);
    expect(base.build()).toBe('startTime>2024-05-01');
    expect(narrower.build()).toBe('startTime>2024-05-01;duration<5');
  });

  it('refuses values it cannot express and odd field names', () => {
    expect(() => filter().eq('comment', 'a;b').build()).toThrow(RangeError);
    expect(() => filter().eq('comment', 'a\nb').build()).toThrow(RangeError);
    expect(() => filter().eq('start Time', 'x')).toThrow(RangeError);
    expect(() => filter().eq('a>b', 'x')).toThrow(RangeError);
  });

  it('an empty filter is no parameter at all', () => {
    expect(filterParam(filter())).toBeUndefined();
    expect(filterParam('')).toBeUndefined();
    expect(filterParam('x>1')).toBe('x>1');
  });
});
