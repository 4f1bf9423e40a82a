import { describe, expect, it, vi } from 'vitest';
import type { TabMessage } from '../../../lib/messaging/tab-messages';
import { runLookupCommand, type LookupCommandDeps } from '../../../lib/sites/lookup-command';

type Answers = Partial<Record<'pointer' | 'focus', unknown>>;

function deps(answers: Answers, overrides: Partial<LookupCommandDeps> = {}) {
  const sent: TabMessage[] = [];
  const all: LookupCommandDeps = {
    sendToTab: async (_tabId, message) => {
      sent.push(message);
      if (message.type !== 'command.lookup') throw new Error('unexpected');
      const answer = answers[message.at];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    isRunning: async () => true,
    inject: vi.fn(async () => undefined),
    openPopup: vi.fn(async () => true),
    activeTabId: async () => 7,
    ...overrides,
  };
  return { all, sent };
}

describe('the lookup shortcut in the background', () => {
  it('opens the card for the number under the pointer and asks nothing more', async () => {
    const { all, sent } = deps({ pointer: { opened: true } });
    await expect(runLookupCommand(all, 3)).resolves.toBe('card');
    expect(sent).toEqual([{ type: 'command.lookup', at: 'pointer' }]);
    expect(all.openPopup).not.toHaveBeenCalled();
  });

  it('falls back to the selection or focused field when no frame has a number under the pointer', async () => {
    // Chrome resolves undefined when no frame answers; Firefox rejects.
    for (const silent of [undefined, new Error('Could not establish connection')]) {
      const { all, sent } = deps({ pointer: silent, focus: { opened: true } });
      await expect(runLookupCommand(all, 3)).resolves.toBe('card');
      expect(sent.map((m) => m.type === 'command.lookup' && m.at)).toEqual(['pointer', 'focus']);
    }
  });

  it('opens the popup when the page holds nothing to look up', async () => {
    const { all } = deps({ focus: { opened: false } });
    await expect(runLookupCommand(all, 3)).resolves.toBe('popup');
    expect(all.openPopup).toHaveBeenCalledOnce();
  });

  it('injects the content script where it is not running (the shortcut granted activeTab)', async () => {
    let running = false;
    const { all } = deps(
      { focus: { opened: true } },
      {
        isRunning: async () => running,
        inject: vi.fn(async () => void (running = true)),
      },
    );
    await expect(runLookupCommand(all, 3)).resolves.toBe('card');
    expect(all.inject).toHaveBeenCalledWith(3);
  });

  it('opens the popup on a page the extension may not script', async () => {
    const { all, sent } = deps(
      {},
      {
        isRunning: async () => false,
        inject: async () => {
          throw new Error('Cannot access a chrome:// URL');
        },
      },
    );
    await expect(runLookupCommand(all, 3)).resolves.toBe('popup');
    expect(sent).toEqual([]);
  });

  it('uses the active tab when the browser names none, and says when the popup is refused', async () => {
    const activeTabId = vi.fn(async () => 9);
    const { all } = deps({}, { activeTabId, openPopup: async () => false });
    await expect(runLookupCommand(all, undefined)).resolves.toBe('nothing');
    expect(activeTabId).toHaveBeenCalledOnce();
  });

  it('opens the popup page in a window where the browser refuses the popup (Firefox, after awaiting the page)', async () => {
    const openPopupWindow = vi.fn(async () => true);
    const { all } = deps({}, { openPopup: async () => false, openPopupWindow });
    await expect(runLookupCommand(all, 3)).resolves.toBe('popup-window');
    expect(openPopupWindow).toHaveBeenCalledWith(3);
  });

  it('ignores an answer that is not one (a frame answering something else)', async () => {
    const { all } = deps({ pointer: { shown: true }, focus: 'yes' });
    await expect(runLookupCommand(all, 3)).resolves.toBe('popup');
  });
});
