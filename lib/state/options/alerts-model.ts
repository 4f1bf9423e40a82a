/**
 * The options page's switch for missed-call notifications. Turning it on asks the browser for
 * the optional `notifications` permission first, from the click itself (browsers accept a
 * permission request only while a user gesture is handled); only once granted does the
 * background turn them on. Off tells the background and gives the permission back.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';

/** The `notifications` permission; `request` must be the click's first call. */
export interface NotificationPermissionPort {
  request(): Promise<boolean>;
  remove(): Promise<boolean>;
}

export type AlertsPhase = 'idle' | 'asking' | 'denied' | 'failed';

export interface AlertsModel {
  on: ReadonlySignal<boolean>;
  phase: ReadonlySignal<AlertsPhase>;
  error: ReadonlySignal<ErrorPayload | null>;
  /**
   * The notification has a Call back button (Chrome); Firefox's notifications have no buttons,
   * so the click opens the number in the workspace, where Call back is one click away.
   */
  callBackButton: boolean;
  load(): Promise<void>;
  /** Call straight from the switch's change event. */
  toggle(on: boolean): Promise<void>;
}

export function createAlertsModel(
  ask: Ask,
  permission: NotificationPermissionPort,
  callBackButton = !import.meta.env.FIREFOX,
): AlertsModel {
  const on = signal(false);
  const phase = signal<AlertsPhase>('idle');
  const error = signal<ErrorPayload | null>(null);

  const tell = async (wanted: boolean) => {
    const answer = await ask({ type: 'recent.alerts.set', on: wanted });
    batch(() => {
      if (answer.ok) on.value = answer.data.on;
      phase.value = answer.ok ? 'idle' : 'failed';
      error.value = answer.ok ? null : answer.error;
    });
  };

  return {
    on,
    phase,
    error,
    callBackButton,
    async load() {
      const answer = await ask({ type: 'recent.alerts' });
      if (answer.ok) on.value = answer.data.on;
    },
    async toggle(wanted) {
      if (!wanted) {
        await tell(false);
        await permission.remove().catch(() => false);
        return;
      }
      const asked = permission.request();
      phase.value = 'asking';
      const granted = await asked.catch(() => false);
      if (!granted) {
        batch(() => {
          on.value = false;
          phase.value = 'denied';
        });
        return;
      }
      await tell(true);
    },
  };
}
