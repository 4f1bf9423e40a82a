import { setUpContextMenu } from '../sites/context-menu';
import { setUpContentScriptRegistration } from '../sites/registration';

/**
 * Where the extension runs: the CRM content script registered for every site the user
 * switched on, and the "Look up in Tracker Lens" entry on selected text.
 */
export function setUpExtensions(): void {
  setUpContentScriptRegistration();
  setUpContextMenu().catch((error: unknown) =>
    console.warn('Tracker Lens: the context menu could not be created', error),
  );
}
