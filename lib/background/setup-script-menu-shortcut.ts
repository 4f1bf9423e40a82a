import { setUpContextMenu } from '../sites/context-menu';
import { setUpLookupCommand } from '../sites/lookup-command';
import { setUpContentScriptRegistration } from '../sites/registration';

/**
 * Where the extension runs: the CRM content script registered for every site the user
 * switched on, the "Look up in Tracker Lens" entry on selected text, and the lookup shortcut.
 */
export function setUpExtensions(): void {
  setUpContentScriptRegistration();
  setUpLookupCommand();
  setUpContextMenu().catch((error: unknown) =>
    console.warn('Tracker Lens: the context menu could not be created', error),
  );
}
