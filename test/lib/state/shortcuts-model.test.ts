import { describe, expect, it, vi } from 'vitest';
import { createShortcutsModel, readShortcuts } from '../../../lib/state/shortcuts-model';

describe('the shortcuts model', () => {
  it('reads the keys the browser gives the popup (MV3 or MV2 name) and the lookup', () => {
    expect(
      readShortcuts([
        { name: '_execute_action', shortcut: 'Alt+Shift+K' },
        { name: 'lookup-number', shortcut: 'Ctrl+Shift+9' },
      ]),
    ).toEqual({ openPopup: 'Alt+Shift+K', lookup: 'Ctrl+Shift+9' });
    expect(readShortcuts([{ name: '_execute_browser_action', shortcut: 'Alt+Shift+K' }])).toEqual({
      openPopup: 'Alt+Shift+K',
      lookup: '',
    });
  });

  it('says a shortcut the user took away as empty, and nothing when the browser cannot tell', async () => {
    const port = {
      getAll: vi.fn(async () => [{ name: 'lookup-number', shortcut: '' }]),
      openSettings: vi.fn(async () => undefined),
      settingsAddress: 'chrome://extensions/shortcuts',
    };
    const model = createShortcutsModel(port);
    expect(model.shortcuts.value).toBeNull();
    await model.load();
    expect(model.shortcuts.value).toEqual({ openPopup: '', lookup: '' });
    port.getAll.mockRejectedValueOnce(new Error('no commands'));
    await model.load();
    expect(model.shortcuts.value).toBeNull();
    await model.openSettings();
    expect(port.openSettings).toHaveBeenCalledOnce();
  });
});
