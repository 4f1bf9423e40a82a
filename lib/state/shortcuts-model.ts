import { signal, type ReadonlySignal } from '@preact/signals';
import { LOOKUP_COMMAND, OPEN_POPUP_COMMANDS } from '../sites/command-names';
import type { CommandEntry, ShortcutsPort } from '../sites/shortcuts';

/** The keys in force; '' where the user took a shortcut away (or another extension holds it). */
export interface Shortcuts {
  openPopup: string;
  lookup: string;
}

export interface ShortcutsModel {
  /** null until read, or when the browser has no `commands` (then nothing is said). */
  shortcuts: ReadonlySignal<Shortcuts | null>;
  settingsAddress: string;
  /** The lookup's fallback is the popup's page in a window (Firefox: lib/sites/lookup-command.ts). */
  popupInWindow: boolean;
  load(): Promise<void>;
  openSettings(): Promise<void>;
}

/** The shortcuts the popup and the options name: read from the browser, never assumed. */
export function createShortcutsModel(port: ShortcutsPort): ShortcutsModel {
  const shortcuts = signal<Shortcuts | null>(null);
  return {
    shortcuts,
    settingsAddress: port.settingsAddress,
    popupInWindow: port.popupInWindow === true,
    async load() {
      try {
        shortcuts.value = readShortcuts(await port.getAll());
      } catch {
        shortcuts.value = null;
      }
    },
    openSettings: () => port.openSettings(),
  };
}

export function readShortcuts(commands: CommandEntry[]): Shortcuts {
  const keyOf = (names: readonly string[]) =>
    commands.find((command) => command.name !== undefined && names.includes(command.name))
      ?.shortcut ?? '';
  return { openPopup: keyOf(OPEN_POPUP_COMMANDS), lookup: keyOf([LOOKUP_COMMAND]) };
}
