/** Missed-call notifications over the real background services and a fake tracker. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createMissedAlerts,
  MISSED_ALERTS_ALARM,
  phoneOfNotification,
} from '../../../lib/background/missed-alerts';
import { createRecent } from '../../../lib/background/recent-services';
import type { CallRow } from '../../../lib/lookup/tracker-source';
import { setUpBackground } from '../lookup/helpers/services';

const call = (callId: string, phone: string, startTime: number, status: string): CallRow => ({
  counterId: '101',
  callId,
  startTime,
  callerPhone: phone,
  status,
  duration: status === 'success' ? 30 : 0,
  utmSource: 'yandex',
  utmMedium: 'cpc',
  tags: [],
});

describe('missed-call notifications', () => {
  let granted: boolean;
  let created: { id: string; title: string; message: string; buttons?: unknown }[];

  beforeEach(() => {
    granted = true;
    created = [];
  });

  async function setUp() {
    const background = await setUpBackground();
    const browser = fakeBrowser as unknown as Record<string, Record<string, unknown>>;
    browser.permissions!.contains = async () => granted;
    browser.i18n!.getUILanguage = () => 'en-US';
    browser.notifications!.create = async (
      id: string,
      options: { title: string; message: string; buttons?: unknown },
    ) => {
      created.push({
        id,
        title: options.title,
        message: options.message,
        buttons: options.buttons,
      });
      return id;
    };
    await background.services.sync.run();
    // No minute between checks here: each check asks the tracker.
    const recent = createRecent(background.services, { everyMs: 0, isOnline: () => true });
    const alerts = createMissedAlerts(background.services, () => recent);
    return { ...background, alerts };
  }

  it('tells each new missed call once, not answered ones or those before the switch', async () => {
    const { alerts, tracker } = await setUp();
    tracker.state.calls.push(call('old', '79160000001', Date.now() - 60_000, 'failed'));
    await expect(alerts.set(true)).resolves.toEqual({ on: true });
    expect(await fakeBrowser.alarms.get(MISSED_ALERTS_ALARM)).toMatchObject({ periodInMinutes: 1 });
    await alerts.check();
    expect(created).toEqual([]);

    tracker.state.calls.push(call('m1', '79161112233', Date.now() + 1_000, 'failed'));
    tracker.state.calls.push(call('a1', '79164445566', Date.now() + 2_000, 'success'));
    await alerts.check();
    expect(created).toHaveLength(1);
    expect(created[0]!.title).toBe('Missed call: +7 916 111-22-33');
    expect(created[0]!.message).toMatch(/ · from yandex \/ cpc$/);
    expect(created[0]!.buttons).toEqual([{ title: 'Call back' }]);
    expect(phoneOfNotification(created[0]!.id)).toBe('79161112233');

    await alerts.check();
    expect(created).toHaveLength(1);
  });

  it('stays off without the permission, and off clears the alarm', async () => {
    const { alerts, tracker } = await setUp();
    granted = false;
    await expect(alerts.set(true)).resolves.toEqual({ on: false });
    expect(await fakeBrowser.alarms.get(MISSED_ALERTS_ALARM)).toBeUndefined();
    tracker.state.calls.push(call('m2', '79161112233', Date.now() + 1_000, 'failed'));
    await alerts.check();
    expect(created).toEqual([]);

    granted = true;
    await alerts.set(true);
    await expect(alerts.set(false)).resolves.toEqual({ on: false });
    expect(await fakeBrowser.alarms.get(MISSED_ALERTS_ALARM)).toBeUndefined();
    await expect(alerts.get()).resolves.toEqual({ on: false });
  });

  it('shows a visitor-written source as text: no control or bidi characters, bounded', async () => {
    const { alerts, tracker } = await setUp();
    await alerts.set(true);
    tracker.state.calls.push({
      ...call('h1', '79161112233', Date.now() + 1_000, 'failed'),
      utmSource: '=cmd|"/c calc"!A1\u202e\r\nfake line',
      utmMedium: '\u0007'.repeat(10) + 'x'.repeat(1_000_000),
    });
    await alerts.check();
    expect(created).toHaveLength(1);
    const message = created[0]!.message;
    // eslint-disable-next-line no-control-regex
    expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(message.length).toBeLessThanOrEqual(300);
    expect(message).toContain('from =cmd|"/c calc"!A1 fake line');
  });

  it('reads only its own notifications’ ids', () => {
    expect(phoneOfNotification('tl-missed:79161112233:c-1')).toBe('79161112233');
    expect(phoneOfNotification('other:79161112233')).toBeUndefined();
    expect(phoneOfNotification('tl-missed:javascript:1')).toBeUndefined();
  });
});
