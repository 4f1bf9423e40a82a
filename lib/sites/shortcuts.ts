import { browser } from 'wxt/browser';

/** A command as `commands.getAll()` lists it. */
export interface CommandEntry {
  name?: string;
  shortcut?: string;
}

/** The browser's shortcuts: `browserShortcuts()` in the pages, a fake in tests. */
export interface ShortcutsPort {
  getAll(): Promise<CommandEntry[]>;
  /** Opens the browser's page where shortcuts are changed. */
  openSettings(): Promise<void>;
  /** Where that page is, as the user would find it by hand. */
  settingsAddress: string;
  /**
   * Firefox opens the toolbar popup only in the key press's own task: the lookup, which asks
   * the page first, opens the popup's page in a window of its own instead.
   */
  popupInWindow?: boolean;
}

interface CommandsApi {
  getAll(): Promise<{ name?: string; shortcut?: string }[]>;
  /** Firefox 137+: its add-ons manager's "Manage Extension Shortcuts". */
  openShortcutSettings?: () => Promise<void>;
}

const CHROME_SHORTCUTS = 'chrome://extensions/shortcuts';
const FIREFOX_SHORTCUTS = 'about:addons → ⚙ → Manage Extension Shortcuts';

/** The browser's keyboard shortcuts of this extension, for the popup and the options. */
export function browserShortcuts(): ShortcutsPort {
  const commands = browser.commands as unknown as CommandsApi | undefined;
  const firefox = typeof commands?.openShortcutSettings === 'function';
  return {
    getAll: () => commands?.getAll() ?? Promise.resolve([]),
    settingsAddress: firefox ? FIREFOX_SHORTCUTS : CHROME_SHORTCUTS,
    popupInWindow: import.meta.env.FIREFOX,
    openSettings: async () => {
      // A link cannot open either page: Chrome refuses chrome:// links, Firefox about:addons.
      if (firefox) await commands?.openShortcutSettings?.();
      else await browser.tabs.create({ url: CHROME_SHORTCUTS });
    },
  };
}
