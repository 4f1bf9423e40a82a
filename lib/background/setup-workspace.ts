import { browser } from 'wxt/browser';
import { getServices } from './instance';
import type { Services } from './services';
import { RECORD_OUTBOX_ALARM, workspaceOf } from './workspace-services';

const warn = (error: unknown) => console.warn('Sending order and call writes failed:', error);

/** Order and call writes waiting from before the worker stopped are sent, and again on alarm. */
export function setUpWorkspace(services: Services = getServices()): void {
  const { outbox } = workspaceOf(services);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RECORD_OUTBOX_ALARM) outbox.drain().catch(warn);
  });
  outbox.drain().catch(warn);
}
