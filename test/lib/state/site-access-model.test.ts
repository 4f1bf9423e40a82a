import { describe, expect, it } from 'vitest';
import type { TabAccess } from '../../../lib/messaging/protocol';
import { createPopupModel } from '../../../lib/state/popup/popup-model';
import type { PermissionsPort } from '../../../lib/state/options/permissions-port';
import { DEFAULT_SETTINGS } from '../../../lib/storage/settings';
import { summary } from '../../components/fixtures/phone-detail';
import { fail, fakeAsk, ok, type Handlers } from './fake-ask';

const OFF: TabAccess = {
  running: false,
  site: { host: 'crm.example.com', origins: ['https://crm.example.com/*'] },
  switchedOn: false,
};

function permissionsAnswering(granted: boolean | Error) {
  const requested: string[][] = [];
  const port: PermissionsPort = {
    contains: () => Promise.resolve(false),
    request: (origins) => {
      requested.push(origins);
      return granted instanceof Error ? Promise.reject(granted) : Promise.resolve(granted);
    },
    remove: () => Promise.resolve(true),
  };
  return { port, requested };
}

function setup(handlers: Handlers, permissions: PermissionsPort) {
  const fake = fakeAsk({
    'setup.status': () =>
      ok({
        configured: true,
        key: { state: 'valid', counters: 1, checkedAt: 1 },
        defaultRegion: 'RU',
      }),
    'settings.get': () => ok(DEFAULT_SETTINGS),
    'tab.phones': () => ok({ phones: [] }),
    'tab.access': () => ok(OFF),
    ...handlers,
  });
  const model = createPopupModel({
    ask: fake.ask,
    currentTabId: async () => 7,
    normalize: () => null,
    browserLanguage: 'en-US',
    scanPollMs: [1, 1, 1],
    permissions,
  });
  return { model, ...fake };
}

describe('switching the tab’s site on from the popup', () => {
  it('reads whether the tab’s site is on with the tab’s numbers', async () => {
    const { model, sent } = setup({}, permissionsAnswering(true).port);
    await model.start();
    expect(sent('tab.access')).toEqual([{ type: 'tab.access', tabId: 7 }]);
    expect(model.site.access.value).toEqual({ status: 'ready', data: OFF });
  });

  it('asks the browser within the click, then starts the script and lists the numbers', async () => {
    let reported: ReturnType<typeof summary>[] = [];
    let running = false;
    const permissions = permissionsAnswering(true);
    const { model, sent } = setup(
      {
        'tab.phones': () => ok({ phones: reported }),
        'tab.access': () => ok({ ...OFF, running, switchedOn: running }),
        'tab.switchOn': () => {
          running = true;
          reported = [summary()];
          return ok({ started: true });
        },
      },
      permissions.port,
    );
    await model.start();
    const switching = model.switchOnSite();
    // Synchronously inside the click: before any await of the popup.
    expect(permissions.requested).toEqual([['https://crm.example.com/*']]);
    expect(model.site.switchOn.value.status).toBe('asking');
    await switching;
    expect(sent('tab.switchOn')).toEqual([
      { type: 'tab.switchOn', tabId: 7, host: 'crm.example.com' },
    ]);
    expect(model.tabPhones.value).toEqual({ status: 'ready', data: [summary()] });
    expect(model.site.access.value).toMatchObject({ data: { running: true } });
    expect(model.site.switchOn.value.status).toBe('idle');
  });

  it('says the user did not allow the site, and asks the background nothing', async () => {
    const { model, sent } = setup({}, permissionsAnswering(false).port);
    await model.start();
    await model.switchOnSite();
    expect(model.site.switchOn.value.status).toBe('denied');
    expect(sent('tab.switchOn')).toEqual([]);
  });

  it('says a failure as a failure', async () => {
    const { model } = setup(
      { 'tab.switchOn': () => fail('bad_request', 'The tab is no longer on that site.') },
      permissionsAnswering(true).port,
    );
    await model.start();
    await model.switchOnSite();
    expect(model.site.switchOn.value).toMatchObject({
      status: 'failed',
      error: { message: 'The tab is no longer on that site.' },
    });
  });

  it('asks for nothing where the site is unknown (a browser page)', async () => {
    const permissions = permissionsAnswering(true);
    const { model } = setup(
      { 'tab.access': () => ok({ running: false, site: null, switchedOn: false }) },
      permissions.port,
    );
    await model.start();
    await model.switchOnSite();
    expect(permissions.requested).toEqual([]);
  });
});
