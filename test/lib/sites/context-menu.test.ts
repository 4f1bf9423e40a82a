import { describe, expect, it, vi } from 'vitest';
import {
  LOOKUP_MENU_ID,
  openCardForSelection,
  setUpContextMenu,
  type ContextMenuDeps,
} from '../../../lib/sites/context-menu';

function fakeMenus() {
  const items: { id: string; title: string; contexts: string[] }[] = [];
  let listener:
    | ((
        info: { menuItemId: string; frameId?: number; selectionText?: string },
        tab?: { id?: number },
      ) => void)
    | undefined;
  return {
    items,
    click: (
      info: { menuItemId: string; frameId?: number; selectionText?: string },
      tab?: { id?: number },
    ) => listener?.(info, tab),
    api: {
      create: (item: { id: string; title: string; contexts: ['selection'] }) => items.push(item),
      removeAll: async () => {
        items.length = 0;
      },
      onClicked: { addListener: (l: typeof listener) => (listener = l) },
    } as unknown as ContextMenuDeps['menus'],
  };
}

describe('context menu', () => {
  it('adds one selection entry in the browser language, once per start', async () => {
    const menus = fakeMenus();
    const deps = { menus: menus.api, sendToFrame: vi.fn(), inject: vi.fn(), uiLanguage: 'ru-RU' };
    await setUpContextMenu(deps);
    await setUpContextMenu(deps);
    expect(menus.items).toEqual([
      { id: LOOKUP_MENU_ID, title: 'Найти «%s» в Tracker Lens', contexts: ['selection'] },
    ]);
  });

  it('sends the selection to the frame it was made in', async () => {
    const menus = fakeMenus();
    const sendToFrame = vi.fn(async () => ({ opened: true }));
    await setUpContextMenu({ menus: menus.api, sendToFrame, inject: vi.fn(), uiLanguage: 'en' });
    menus.click(
      { menuItemId: LOOKUP_MENU_ID, frameId: 3, selectionText: '+7 916 123-45-67' },
      { id: 9 },
    );
    await Promise.resolve();
    expect(sendToFrame).toHaveBeenCalledWith(9, 3, {
      type: 'card.openForText',
      text: '+7 916 123-45-67',
    });
  });

  it('injects the content script (activeTab) when the page has none, then retries', async () => {
    const sendToFrame = vi
      .fn()
      .mockRejectedValueOnce(new Error('Receiving end does not exist'))
      .mockResolvedValue({ opened: true });
    const inject = vi.fn(async () => undefined);
    const opened = await openCardForSelection({ sendToFrame, inject }, 4, 0, '8 916 123 45 67');
    expect(inject).toHaveBeenCalledWith(4);
    expect(sendToFrame).toHaveBeenCalledTimes(2);
    expect(opened).toBe(true);
  });

  it('reports failure when the page cannot be scripted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sendToFrame = vi.fn().mockRejectedValue(new Error('no'));
    const inject = vi.fn().mockRejectedValue(new Error('Cannot access a chrome:// URL'));
    expect(await openCardForSelection({ sendToFrame, inject }, 4, 0, 'x')).toBe(false);
  });
});
