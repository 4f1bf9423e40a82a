// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createTypingHold, MAX_HELD } from '../../../lib/content/card-typing-hold';

const key = (type: string, key: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent(type, {
    key,
    code: key.length === 1 ? `Key${key}` : key,
    cancelable: true,
    ...init,
  });

describe('createTypingHold', () => {
  it('holds printable keys and Backspace, cancels their keydown and gives the text once', () => {
    const hold = createTypingHold();
    const typed = ['h', 'o', 'x', 'Backspace', 't'].map((name) => key('keydown', name));
    expect(typed.map((event) => hold.hold(event))).toEqual([true, true, true, true, true]);
    expect(typed.every((event) => event.defaultPrevented)).toBe(true);
    expect(hold.take()).toBe('hot');
    // Taken: later keys are the field's (or the card's), not held.
    expect(hold.hold(key('keydown', 'a'))).toBe(false);
    hold.reset();
    expect(hold.hold(key('keydown', 'a'))).toBe(true);
    expect(hold.take()).toBe('a');
  });

  it('leaves shortcuts and named keys to the card and the page', () => {
    const hold = createTypingHold();
    expect(hold.hold(key('keydown', 'Tab'))).toBe(false);
    expect(hold.hold(key('keydown', 'Escape'))).toBe(false);
    expect(hold.hold(key('keydown', 'l', { altKey: true }))).toBe(false);
    expect(hold.hold(key('keydown', 'c', { ctrlKey: true }))).toBe(false);
    expect(hold.take()).toBe('');
  });

  it("holds a held key's keypress and keyup, and no other key's", () => {
    const hold = createTypingHold();
    expect(hold.hold(key('keyup', 'L'))).toBe(false);
    hold.hold(key('keydown', 'a'));
    const press = key('keypress', 'a');
    expect(hold.hold(press)).toBe(true);
    expect(press.defaultPrevented).toBe(true);
    expect(hold.hold(key('keyup', 'a'))).toBe(true);
    expect(hold.hold(key('keyup', 'a'))).toBe(false);
  });

  it(`keeps at most ${MAX_HELD} characters`, () => {
    const hold = createTypingHold();
    for (let i = 0; i < MAX_HELD + 10; i += 1) hold.hold(key('keydown', 'x'));
    expect(hold.take()).toHaveLength(MAX_HELD);
  });
});
