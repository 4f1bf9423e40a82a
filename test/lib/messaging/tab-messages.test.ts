import { describe, expect, it } from 'vitest';
import { TabMessage } from '../../../lib/messaging/tab-messages';

describe('tab messages: the lookup shortcut', () => {
  it('keeps command.lookup with a known place to look, and nothing else it carries', () => {
    expect(TabMessage.safeParse({ type: 'command.lookup', at: 'pointer', extra: 1 })).toEqual({
      success: true,
      data: { type: 'command.lookup', at: 'pointer' },
    });
    expect(TabMessage.safeParse({ type: 'command.lookup', at: 'focus' }).success).toBe(true);
  });

  it('refuses any other place', () => {
    for (const at of [undefined, 'page', 1, { x: 1 }]) {
      expect(TabMessage.safeParse({ type: 'command.lookup', at }).success).toBe(false);
    }
  });
});
