/** The manifest's keyboard commands (wxt.config.ts), as `commands.onCommand` names them. */
export const LOOKUP_COMMAND = 'lookup-number';
/** Opens the toolbar popup: the browser runs it itself (MV3 name, then Firefox MV2's). */
export const OPEN_POPUP_COMMANDS = ['_execute_action', '_execute_browser_action'] as const;
