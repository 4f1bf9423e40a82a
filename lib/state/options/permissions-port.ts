/**
 * Host permissions as the options page needs them; `browser.permissions` in the page, a fake in
 * tests. `request` must be called while the click that asked for it is still being handled.
 */
export interface PermissionsPort {
  contains(origins: string[]): Promise<boolean>;
  request(origins: string[]): Promise<boolean>;
  remove(origins: string[]): Promise<boolean>;
}
