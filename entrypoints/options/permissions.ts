import { browser } from 'wxt/browser';
import type { NotificationPermissionPort } from '../../lib/state/options/alerts-model';
import type { PermissionsPort } from '../../lib/state/options/permissions-port';

/** Host permissions through the browser; `request` stays the first call of each click. */
export const browserPermissions: PermissionsPort = {
  contains: (origins) => browser.permissions.contains({ origins }),
  request: (origins) => browser.permissions.request({ origins }),
  remove: (origins) => browser.permissions.remove({ origins }),
};

/** The optional `notifications` permission (missed-call notifications). */
export const notificationPermission: NotificationPermissionPort = {
  request: () => browser.permissions.request({ permissions: ['notifications'] }),
  remove: () => browser.permissions.remove({ permissions: ['notifications'] }),
};
