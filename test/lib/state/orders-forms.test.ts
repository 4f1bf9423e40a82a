import { describe, expect, it } from 'vitest';
import {
  readDateTime,
  readDuration,
  readMoney,
  readPhone,
  readTags,
  toDateTimeInput,
} from '../../../lib/state/orders/form-values';
import {
  checkCallForm,
  checkOrderForm,
  newCallForm,
  newOrderForm,
} from '../../../lib/state/orders/forms';

const NOW = new Date(2026, 10, 23, 18, 30).getTime();

describe('what a person types into the order and call forms', () => {
  it.each([
    ['15 000,50', 15000.5],
    ['15000.5', 15000.5],
    ['15\u00a0000 ₽', 15000],
    ['-200', -200],
    ['', undefined],
  ])('reads the amount %j', (text, value) => {
    expect(readMoney(text)).toEqual({ ok: true, value });
  });

  it.each(['lots', '1.234', '1,2,3', '12e5'])('refuses the amount %j', (text) => {
    expect(readMoney(text)).toEqual({ ok: false, problem: 'invalid.money' });
  });

  it('reads a local date-time and refuses a bad or future one', () => {
    expect(readDateTime(toDateTimeInput(NOW), NOW, true)).toEqual({ ok: true, value: NOW });
    expect(readDateTime('2026-02-30T10:00', NOW, true)).toEqual({
      ok: false,
      problem: 'invalid.date',
    });
    expect(readDateTime('2027-01-01T10:00', NOW, true)).toEqual({
      ok: false,
      problem: 'invalid.future',
    });
    expect(readDateTime('', NOW, true)).toEqual({ ok: false, problem: 'invalid.required' });
    expect(readDateTime('', NOW, false)).toEqual({ ok: true, value: undefined });
  });

  it('reads phones in common forms, a Russian 8 becoming 7', () => {
    expect(readPhone('8 (916) 123-45-67', true)).toEqual({ ok: true, value: '79161234567' });
    expect(readPhone('+375 29 123-45-67', true)).toEqual({ ok: true, value: '375291234567' });
    expect(readPhone('12-34', true)).toEqual({ ok: false, problem: 'invalid.phone' });
    expect(readPhone('call me', true)).toEqual({ ok: false, problem: 'invalid.phone' });
  });

  it('reads tags and durations', () => {
    expect(readTags(' a, b ,a,, ')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(readTags('x'.repeat(65))).toEqual({ ok: false, problem: 'invalid.tag' });
    expect(readDuration('95')).toEqual({ ok: true, value: 95 });
    expect(readDuration('1.5')).toEqual({ ok: false, problem: 'invalid.duration' });
  });

  it.each([
    ['3:20', 200],
    ['1:02:05', 3725],
    ['3 min 20 s', 200],
    ['3min20s', 200],
    ['3 m 20 s', 200],
    ['20 sec', 20],
    ['1 h 2 min', 3720],
    ['3 мин 20 с', 200],
    ['3 мин. 20 сек.', 200],
    ['1 ч 5 мин', 3900],
    ['  14 min  37 s ', 877],
  ])('reads the duration %j as %d s', (text, seconds) => {
    expect(readDuration(text)).toEqual({ ok: true, value: seconds });
  });

  it.each(['3:70', '3:20:1', '3 min 20', 'min', '3 min 2 min', '3 days', '25:00:00', '-5', '3,5'])(
    'refuses the duration %j',
    (text) => expect(readDuration(text)).toEqual({ ok: false, problem: 'invalid.duration' }),
  );

  it('checks "Record a sale": names every field to fix, then gives the clean input', () => {
    const values = { ...newOrderForm({ phone: '79161234567', sid: 's1' }, NOW), revenue: 'lots' };
    const checked = checkOrderForm(values, 'add', NOW);
    expect(checked).toEqual({
      ok: false,
      problems: { orderId: 'invalid.id', revenue: 'invalid.money' },
    });
    const fixed = checkOrderForm({ ...values, orderId: ' A-1 ', revenue: '1 000' }, 'add', NOW);
    expect(fixed).toEqual({
      ok: true,
      input: {
        orderId: 'A-1',
        dateTime: NOW,
        revenue: 1000,
        callerPhone: '79161234567',
        sid: 's1',
        contactPerson: { phone: '79161234567' },
      },
    });
  });

  it('shows numbers in forms grouped as everywhere, and reads them back as digits', () => {
    const order = newOrderForm({ phone: '4915027662653' }, NOW);
    expect(order).toMatchObject({
      callerPhone: '+49 15027 662653',
      contactPhone: '+49 15027 662653',
    });
    const call = newCallForm({ callerPhone: '79161234567', calledPhone: '74951234567' }, NOW);
    expect(call).toMatchObject({
      callerPhone: '+7 916 123-45-67',
      calledPhone: '+7 495 123-45-67',
    });
    expect(checkCallForm(call, 'add', NOW)).toMatchObject({
      ok: true,
      input: { callerPhone: '79161234567', calledPhone: '74951234567' },
    });
  });

  it('checks a call: adding needs time, caller and called number; correcting only the id', () => {
    const values = { ...newCallForm({ callerPhone: '79161234567' }, NOW), startTime: '' };
    expect(checkCallForm(values, 'add', NOW)).toEqual({
      ok: false,
      problems: { startTime: 'invalid.required', calledPhone: 'invalid.required' },
    });
    expect(checkCallForm({ ...values, callerPhone: '', duration: '30' }, 'update', NOW)).toEqual({
      ok: true,
      input: { callId: values.callId, duration: 30, status: 'success' },
    });
  });
});
