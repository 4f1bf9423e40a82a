import { browser } from 'wxt/browser';
import { injectContentScript } from './inject';
import { loadSettings } from '../storage/settings-store';
import { originsToRegister, type ManifestLike } from './origins';
import { serviceOriginPattern } from './site-of-url';
import { CRM_SCRIPT_FILE, CRM_SCRIPT_ID } from './script-files';

type ScriptingApi = Pick<
  typeof browser.scripting,
  | 'getRegisteredContentScripts'
  | 'registerContentScripts'
  | 'updateContentScripts'
  | 'unregisterContentScripts'
>;

/** Firefox MV2's `browser.contentScripts` (absent from the Chrome-based types). */
export interface FirefoxContentScriptsApi {
  register(options: {
    matches: string[];
    js: { file: string }[];
    excludeMatches?: string[];
    allFrames?: boolean;
    matchAboutBlank?: boolean;
    runAt?: 'document_start' | 'document_end' | 'document_idle';
  }): Promise<{ unregister(): Promise<void> }>;
}

interface GrantedPermissions {
  origins?: string[];
}

interface PermissionEvent {
  addListener(listener: (permissions: GrantedPermissions) => void): void;
  removeListener(listener: (permissions: GrantedPermissions) => void): void;
}

export interface PermissionsApi {
  getAll(): Promise<GrantedPermissions>;
  onAdded: PermissionEvent;
  onRemoved: PermissionEvent;
}

/**
 * Applies "the content script runs on exactly these origins, never on those" with whatever API
 * the browser has. `excluded` holds the tracker's own address, which a granted wildcard
 * (`https://*.example.ru/*`) may cover.
 */
export interface ContentScriptRegistrar {
  apply(origins: string[], excluded?: string[]): Promise<void>;
}

/** Chrome MV3 (and any browser with `scripting.registerContentScripts`). */
export function createScriptingRegistrar(scripting: ScriptingApi): ContentScriptRegistrar {
  return {
    async apply(origins, excluded = []) {
      const existing = await scripting.getRegisteredContentScripts({ ids: [CRM_SCRIPT_ID] });
      if (origins.length === 0) {
        if (existing.length > 0) await scripting.unregisterContentScripts({ ids: [CRM_SCRIPT_ID] });
        return;
      }
      const script = {
        id: CRM_SCRIPT_ID,
        js: [CRM_SCRIPT_FILE],
        matches: origins,
        // Always given, so an update also drops the exclusion of an address no longer used.
        excludeMatches: excluded,
        allFrames: true,
        // Frames without a URL of their own (srcdoc, about:blank, written by script) are
        // matched by the origin that created them (Chrome 119+).
        matchOriginAsFallback: true,
        // The script waits for the page's load event itself (scripts/vite-after-page-load.ts).
        runAt: 'document_start' as const,
        persistAcrossSessions: true,
      };
      if (existing.length > 0) await scripting.updateContentScripts([script]);
      else await scripting.registerContentScripts([script]);
    },
  };
}

/** Firefox MV2: registrations live as long as the (persistent) background page. */
export function createFirefoxRegistrar(
  contentScripts: FirefoxContentScriptsApi,
): ContentScriptRegistrar {
  let current: { unregister(): Promise<void> } | undefined;
  return {
    async apply(origins, excluded = []) {
      const previous = current;
      current = undefined;
      await previous?.unregister();
      if (origins.length === 0) return;
      current = await contentScripts.register({
        matches: origins,
        js: [{ file: CRM_SCRIPT_FILE }],
        ...(excluded.length > 0 ? { excludeMatches: excluded } : {}),
        allFrames: true,
        // srcdoc and about:blank frames of a matched page (Firefox's name for the same thing).
        matchAboutBlank: true,
        runAt: 'document_start',
      });
    },
  };
}

export interface RegistrationDeps {
  permissions: PermissionsApi;
  manifest: ManifestLike;
  registrar: ContentScriptRegistrar;
  /** Runs the script in already open tabs of newly granted origins, so no reload is needed. */
  injectIntoOpenTabs?: (origins: string[]) => Promise<void>;
  /** Origins never to run on, though granted: the tracker's own address (its service URL). */
  excludedOrigins?: () => Promise<string[]>;
}

export interface RegistrationHandle {
  /** Re-reads the granted origins and registers the script for them. */
  sync(): Promise<string[]>;
  dispose(): void;
}

let running: RegistrationHandle | undefined;

/**
 * The tracker's address changed (the options, or the organisation's policy): the registration
 * is made again so the new address is excluded and the old one is a site like any other.
 */
export function serviceAddressChanged(): Promise<unknown> {
  return running?.sync().catch(() => undefined) ?? Promise.resolve();
}

/**
 * Keeps the CRM content script registered for every granted optional origin (CRM presets and
 * domains the user added). Call once when the background starts.
 */
export function setUpContentScriptRegistration(
  deps: RegistrationDeps = defaultRegistrationDeps(),
): RegistrationHandle {
  let queue: Promise<unknown> = Promise.resolve();
  const sync = (): Promise<string[]> => {
    const run = queue.then(async () => {
      const [granted, excluded] = await Promise.all([
        deps.permissions.getAll(),
        deps.excludedOrigins?.() ?? Promise.resolve<string[]>([]),
      ]);
      const origins = originsToRegister(granted.origins ?? [], deps.manifest).filter(
        (origin) => !excluded.includes(origin),
      );
      await deps.registrar.apply(origins, excluded);
      return origins;
    });
    // A failed sync must not block the next one.
    queue = run.catch((error: unknown) => {
      console.warn('Tracker Lens: content script registration failed', error);
    });
    return run;
  };

  const onAdded = (added: GrantedPermissions) => {
    void sync().then(async (registered) => {
      const fresh = (added.origins ?? []).filter((origin) => registered.includes(origin));
      if (fresh.length > 0) await deps.injectIntoOpenTabs?.(fresh);
    });
  };
  const onRemoved = () => void sync().catch(() => undefined);
  deps.permissions.onAdded.addListener(onAdded);
  deps.permissions.onRemoved.addListener(onRemoved);
  void sync().catch(() => undefined);

  const handle: RegistrationHandle = {
    sync,
    dispose() {
      deps.permissions.onAdded.removeListener(onAdded);
      deps.permissions.onRemoved.removeListener(onRemoved);
      if (running === handle) running = undefined;
    },
  };
  running = handle;
  return handle;
}

function defaultRegistrationDeps(): RegistrationDeps {
  // Firefox MV2 has `contentScripts`; its `scripting.registerContentScripts` is newer and
  // does not persist, so prefer the API made for MV2 there.
  const firefoxApi = (browser as unknown as { contentScripts?: FirefoxContentScriptsApi })
    .contentScripts;
  const registrar = firefoxApi
    ? createFirefoxRegistrar(firefoxApi)
    : createScriptingRegistrar(browser.scripting);
  return {
    permissions: browser.permissions as unknown as PermissionsApi,
    manifest: browser.runtime.getManifest() as ManifestLike,
    registrar,
    excludedOrigins: async () => {
      const service = serviceOriginPattern((await loadSettings()).settings.baseUrl);
      return service ? [service] : [];
    },
    injectIntoOpenTabs: async (origins) => {
      const tabs = await browser.tabs.query({ url: origins });
      await Promise.all(
        tabs.map((tab) => (tab.id === undefined ? undefined : injectContentScript(tab.id))),
      );
    },
  };
}
