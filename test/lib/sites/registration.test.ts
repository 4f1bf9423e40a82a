import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { originsToRegister, toMatchPattern } from '../../../lib/sites/origins';
import { isTrackerPage, serviceOriginPattern, siteOfUrl } from '../../../lib/sites/site-of-url';
import {
  createFirefoxRegistrar,
  createScriptingRegistrar,
  serviceAddressChanged,
  setUpContentScriptRegistration,
  type PermissionsApi,
} from '../../../lib/sites/registration';
import { CRM_PRESETS } from '../../../lib/sites/presets';
import { CRM_SCRIPT_FILE, CRM_SCRIPT_ID } from '../../../lib/sites/script-files';

const DEMO_MANIFEST = {
  host_permissions: ['https://api.tracker.k50.ru/*', 'http://127.0.0.1/*', 'http://localhost/*'],
  content_scripts: [{ matches: ['http://127.0.0.1/*', 'http://localhost/*'] }],
};

describe('originsToRegister', () => {
  it('registers granted CRM origins but not what the manifest already covers', () => {
    const granted = [
      'https://api.tracker.k50.ru/*',
      'http://127.0.0.1/*',
      'https://*.amocrm.ru/*',
      'https://crm.example.com/*',
      'https://*.amocrm.ru/*',
    ];
    expect(originsToRegister(granted, DEMO_MANIFEST)).toEqual([
      'https://*.amocrm.ru/*',
      'https://crm.example.com/*',
    ]);
  });

  it('reads MV2 host permissions from `permissions`', () => {
    const manifest = { permissions: ['storage', 'https://api.tracker.k50.ru/*'] };
    expect(originsToRegister(['https://api.tracker.k50.ru/*', 'https://a.b/*'], manifest)).toEqual([
      'https://a.b/*',
    ]);
  });

  it('turns a bare origin into a match pattern', () => {
    expect(toMatchPattern('https://crm.example.com')).toBe('https://crm.example.com/*');
    expect(toMatchPattern('https://crm.example.com/*')).toBe('https://crm.example.com/*');
  });
});

function fakePermissions(initial: string[]) {
  let origins = [...initial];
  const added = new Set<(p: { origins?: string[] }) => void>();
  const removed = new Set<(p: { origins?: string[] }) => void>();
  const api: PermissionsApi = {
    getAll: async () => ({ origins: [...origins] }),
    onAdded: { addListener: (l) => added.add(l), removeListener: (l) => added.delete(l) },
    onRemoved: { addListener: (l) => removed.add(l), removeListener: (l) => removed.delete(l) },
  };
  return {
    api,
    grant(origin: string) {
      origins.push(origin);
      added.forEach((listener) => listener({ origins: [origin] }));
    },
    revoke(origin: string) {
      origins = origins.filter((o) => o !== origin);
      removed.forEach((listener) => listener({ origins: [origin] }));
    },
    listenerCount: () => added.size + removed.size,
  };
}

/** Chrome's dynamic content scripts, in memory. */
function fakeScripting() {
  const registered = new Map<
    string,
    {
      id: string;
      matches?: string[];
      js?: string[];
      allFrames?: boolean;
      matchOriginAsFallback?: boolean;
    }
  >();
  return {
    registered,
    api: {
      getRegisteredContentScripts: vi.fn(async (filter?: { ids?: string[] }) =>
        [...registered.values()].filter((s) => !filter?.ids || filter.ids.includes(s.id)),
      ),
      registerContentScripts: vi.fn(async (scripts: { id: string }[]) => {
        for (const s of scripts) {
          if (registered.has(s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
          registered.set(s.id, s);
        }
      }),
      updateContentScripts: vi.fn(async (scripts: { id: string }[]) => {
        for (const s of scripts) registered.set(s.id, { ...registered.get(s.id), ...s });
      }),
      unregisterContentScripts: vi.fn(async (filter?: { ids?: string[] }) => {
        for (const id of filter?.ids ?? [...registered.keys()]) registered.delete(id);
      }),
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('setUpContentScriptRegistration with Chrome scripting', () => {
  beforeEach(() => fakeBrowser.reset());

  it('registers the script for granted origins at start, in all frames', async () => {
    const permissions = fakePermissions([
      'https://api.tracker.k50.ru/*',
      'https://*.bitrix24.ru/*',
    ]);
    const scripting = fakeScripting();
    const handle = setUpContentScriptRegistration({
      permissions: permissions.api,
      manifest: { host_permissions: ['https://api.tracker.k50.ru/*'] },
      registrar: createScriptingRegistrar(scripting.api as never),
    });
    await handle.sync();
    expect(scripting.registered.get(CRM_SCRIPT_ID)).toMatchObject({
      matches: ['https://*.bitrix24.ru/*'],
      js: [CRM_SCRIPT_FILE],
      allFrames: true,
      matchOriginAsFallback: true,
    });
  });

  it('never registers the script on the tracker’s own address (a custom service URL)', async () => {
    const permissions = fakePermissions(['https://tracker.corp.example/*', 'https://crm.a.b/*']);
    const scripting = fakeScripting();
    const handle = setUpContentScriptRegistration({
      permissions: permissions.api,
      manifest: { host_permissions: ['https://api.tracker.k50.ru/*'] },
      registrar: createScriptingRegistrar(scripting.api as never),
      excludedOrigins: async () => [serviceOriginPattern('https://tracker.corp.example/api')!],
    });
    await handle.sync();
    expect(scripting.registered.get(CRM_SCRIPT_ID)).toMatchObject({
      matches: ['https://crm.a.b/*'],
    });
  });

  it('excludes the tracker’s address from a granted wildcard, and follows a change of address', async () => {
    const permissions = fakePermissions(['https://*.corp.example/*']);
    const scripting = fakeScripting();
    let service = 'https://tracker.corp.example/api';
    const handle = setUpContentScriptRegistration({
      permissions: permissions.api,
      manifest: {},
      registrar: createScriptingRegistrar(scripting.api as never),
      excludedOrigins: async () => [serviceOriginPattern(service)!],
    });
    await handle.sync();
    expect(scripting.registered.get(CRM_SCRIPT_ID)).toMatchObject({
      matches: ['https://*.corp.example/*'],
      excludeMatches: ['https://tracker.corp.example/*'],
    });

    service = 'https://calls.corp.example';
    await serviceAddressChanged();
    expect(scripting.registered.get(CRM_SCRIPT_ID)).toMatchObject({
      excludeMatches: ['https://calls.corp.example/*'],
    });
    handle.dispose();
  });

  it('tells the tracker’s own pages: its origin, any port of its host but on loopback', () => {
    expect(
      isTrackerPage('https://tracker.corp.example/x', 'https://tracker.corp.example/api'),
    ).toBe(true);
    expect(
      isTrackerPage('https://tracker.corp.example:8443/', 'https://tracker.corp.example'),
    ).toBe(true);
    expect(isTrackerPage('https://crm.corp.example/', 'https://tracker.corp.example')).toBe(false);
    expect(isTrackerPage('http://127.0.0.1:8787/', 'http://127.0.0.1:8787')).toBe(true);
    expect(isTrackerPage('http://127.0.0.1:5000/', 'http://127.0.0.1:8787')).toBe(false);
    expect(isTrackerPage(undefined, 'http://127.0.0.1:8787')).toBe(false);
    expect(isTrackerPage('about:blank', 'http://127.0.0.1:8787')).toBe(false);
  });

  it('follows grants and revocations, and runs the script in open tabs of a new grant', async () => {
    const permissions = fakePermissions([]);
    const scripting = fakeScripting();
    const injected: string[][] = [];
    const handle = setUpContentScriptRegistration({
      permissions: permissions.api,
      manifest: {},
      registrar: createScriptingRegistrar(scripting.api as never),
      injectIntoOpenTabs: async (origins) => {
        injected.push(origins);
      },
    });
    await handle.sync();
    expect(scripting.registered.size).toBe(0);

    permissions.grant('https://*.amocrm.ru/*');
    await settle();
    await handle.sync();
    expect(scripting.registered.get(CRM_SCRIPT_ID)?.matches).toEqual(['https://*.amocrm.ru/*']);
    expect(injected).toEqual([['https://*.amocrm.ru/*']]);

    permissions.grant('https://crm.example.com/*');
    await settle();
    await handle.sync();
    expect(scripting.registered.get(CRM_SCRIPT_ID)?.matches).toEqual([
      'https://*.amocrm.ru/*',
      'https://crm.example.com/*',
    ]);
    expect(scripting.api.updateContentScripts).toHaveBeenCalled();

    permissions.revoke('https://*.amocrm.ru/*');
    permissions.revoke('https://crm.example.com/*');
    await settle();
    await handle.sync();
    expect(scripting.registered.size).toBe(0);

    handle.dispose();
    expect(permissions.listenerCount()).toBe(0);
  });

  it('in the demo build, registers a granted preset beside the static loopback matches and drops it on revoke', async () => {
    const amocrm = CRM_PRESETS.find((preset) => preset.id === 'amocrm')!;
    // The demo manifest already runs the script on loopback pages; those are never registered.
    const permissions = fakePermissions([...DEMO_MANIFEST.host_permissions]);
    const scripting = fakeScripting();
    const handle = setUpContentScriptRegistration({
      permissions: permissions.api,
      manifest: DEMO_MANIFEST,
      registrar: createScriptingRegistrar(scripting.api as never),
    });
    await handle.sync();
    expect(scripting.api.registerContentScripts).not.toHaveBeenCalled();

    for (const origin of amocrm.origins) permissions.grant(origin);
    await settle();
    await handle.sync();
    expect(scripting.api.registerContentScripts).toHaveBeenCalledWith([
      expect.objectContaining({
        id: CRM_SCRIPT_ID,
        matches: expect.arrayContaining(amocrm.origins),
      }),
    ]);
    expect(scripting.registered.get(CRM_SCRIPT_ID)?.matches).toHaveLength(amocrm.origins.length);

    for (const origin of amocrm.origins) permissions.revoke(origin);
    await settle();
    await handle.sync();
    expect(scripting.registered.has(CRM_SCRIPT_ID)).toBe(false);
    expect(scripting.api.unregisterContentScripts).toHaveBeenCalledWith({ ids: [CRM_SCRIPT_ID] });
    handle.dispose();
  });

  it('keeps working after a failed registration', async () => {
    const permissions = fakePermissions(['https://a.example/*']);
    const scripting = fakeScripting();
    scripting.api.registerContentScripts.mockRejectedValueOnce(new Error('boom'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handle = setUpContentScriptRegistration({
      permissions: permissions.api,
      manifest: {},
      registrar: createScriptingRegistrar(scripting.api as never),
    });
    await handle.sync().catch(() => undefined);
    await handle.sync();
    expect(scripting.registered.get(CRM_SCRIPT_ID)?.matches).toEqual(['https://a.example/*']);
    expect(warn).toHaveBeenCalled();
  });
});

describe('Firefox contentScripts registrar', () => {
  it('replaces the previous registration and drops it when nothing is granted', async () => {
    const live: string[][] = [];
    const register = vi.fn(async (options: { matches: string[]; js: { file: string }[] }) => {
      live.push(options.matches);
      return {
        unregister: async () => {
          live.splice(live.indexOf(options.matches), 1);
        },
      };
    });
    const registrar = createFirefoxRegistrar({ register });
    await registrar.apply(['https://a.example/*']);
    await registrar.apply(['https://a.example/*', 'https://b.example/*']);
    expect(live).toEqual([['https://a.example/*', 'https://b.example/*']]);
    expect(register.mock.calls[0]?.[0]).toMatchObject({
      js: [{ file: CRM_SCRIPT_FILE }],
      allFrames: true,
      matchAboutBlank: true,
    });
    await registrar.apply(['https://*.a.example/*'], ['https://tracker.a.example/*']);
    expect(register.mock.calls.at(-1)?.[0]).toMatchObject({
      excludeMatches: ['https://tracker.a.example/*'],
    });
    await registrar.apply([]);
    expect(live).toEqual([]);
  });
});

describe('siteOfUrl', () => {
  it('names an https site and the pattern to ask for', () => {
    expect(siteOfUrl('https://crm.a.b/deals/1?x=2')).toEqual({
      host: 'crm.a.b',
      origins: ['https://crm.a.b/*'],
    });
    expect(siteOfUrl('http://127.0.0.1:8080/page.html')?.origins).toEqual(['http://127.0.0.1/*']);
  });

  it('has no site for browser pages, plain http elsewhere, unknown addresses and the tracker', () => {
    expect(siteOfUrl('chrome://extensions/')).toBeNull();
    expect(siteOfUrl('http://crm.a.b/')).toBeNull();
    expect(siteOfUrl(undefined)).toBeNull();
    expect(siteOfUrl('https://api.tracker.k50.ru/v1', 'https://api.tracker.k50.ru')).toBeNull();
  });
});
