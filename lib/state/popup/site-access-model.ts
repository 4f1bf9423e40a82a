import { signal, type ReadonlySignal } from '@preact/signals';
import type { TabAccess } from '../../messaging/protocol';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import { idle, type LoadState } from '../load-state';
import type { PermissionsPort } from '../options/permissions-port';

/** Where switching the tab's site on stands: asked the browser, granted and starting, or not. */
export type SwitchOnState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'starting' }
  | { status: 'denied' }
  | { status: 'failed'; error: ErrorPayload };

export interface SiteAccessModel {
  access: ReadonlySignal<LoadState<TabAccess>>;
  switchOn: ReadonlySignal<SwitchOnState>;
  load(tabId: number | undefined): Promise<void>;
  /**
   * Switches the tab's site on. Call straight from the click handler: the permission request
   * is made before any await, while the browser still counts the click as the user's.
   * True once the content script was started in the tab.
   */
  switchOnSite(tabId: number | undefined): Promise<boolean>;
}

/** The popup's view of whether Tracker Lens is on for the current tab's site. */
export function createSiteAccessModel(ask: Ask, permissions: PermissionsPort): SiteAccessModel {
  const access = signal<LoadState<TabAccess>>(idle);
  const switchOn = signal<SwitchOnState>({ status: 'idle' });

  const load = async (tabId: number | undefined) => {
    if (tabId === undefined) {
      access.value = { status: 'ready', data: { running: false, site: null, switchedOn: false } };
      return;
    }
    const answer = await ask({ type: 'tab.access', tabId });
    access.value = answer.ok
      ? { status: 'ready', data: answer.data }
      : { status: 'error', error: answer.error };
  };

  const failed = (error: unknown): SwitchOnState => ({
    status: 'failed',
    error: {
      kind: 'internal',
      message: error instanceof Error ? error.message : String(error),
    },
  });

  return {
    access,
    switchOn,
    load,
    async switchOnSite(tabId) {
      const site = access.value.status === 'ready' ? access.value.data.site : null;
      if (!site || tabId === undefined) return false;
      // First, synchronously: the browser asks the user only within the click.
      const granted = permissions.request(site.origins);
      switchOn.value = { status: 'asking' };
      try {
        if (!(await granted)) {
          switchOn.value = { status: 'denied' };
          return false;
        }
      } catch (error) {
        switchOn.value = failed(error);
        return false;
      }
      switchOn.value = { status: 'starting' };
      const answer = await ask({ type: 'tab.switchOn', tabId, host: site.host });
      if (!answer.ok) {
        switchOn.value = { status: 'failed', error: answer.error };
        return false;
      }
      switchOn.value = { status: 'idle' };
      await load(tabId);
      return answer.data.started;
    },
  };
}
